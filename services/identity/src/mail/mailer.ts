import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  APP_CONFIG,
  DATABASE,
  DELIVERIES,
  type DeliveryQueue,
  LOGGER,
  MAIL_CHANNEL,
  type MailContent,
  type MailDelivery,
  smtpMailSender,
} from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { IdentityDatabase } from '../db/database';
import type { IdentityConfig } from '../identity.config';

/**
 * Account mail (verification, password reset, email change). `send` only queues it: the kit's delivery worker
 * sends it over SMTP after the action and retries a failed send, so mail never blocks or undoes the action.
 */
@Injectable()
export class Mailer implements OnModuleInit, OnModuleDestroy {
  private readonly smtp: ReturnType<typeof smtpMailSender>;

  constructor(
    @Inject(APP_CONFIG) config: IdentityConfig,
    @Inject(DELIVERIES) private readonly deliveries: DeliveryQueue,
    @Inject(DATABASE) private readonly db: IdentityDatabase,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.smtp = smtpMailSender(config.smtpUrl, config.mailFrom);
  }

  onModuleInit() {
    this.deliveries.register<MailDelivery>(MAIL_CHANNEL, this.smtp.send);
  }

  async send(to: string, content: MailContent): Promise<void> {
    try {
      await this.deliveries.enqueue(this.db, MAIL_CHANNEL, [{ payload: { to, ...content } }]);
    } catch (error) {
      this.logger.error({ err: error, subject: content.subject }, 'failed to queue mail');
    }
  }

  onModuleDestroy() {
    this.smtp.close();
  }
}
