import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  APP_CONFIG,
  DELIVERIES,
  type DeliveryQueue,
  LOGGER,
  type MailContent,
  QueuedMail,
  TransactionRunner,
} from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { IdentityConfig } from '../identity.config';

/**
 * Account mail (verification, password reset, email change). `send` only queues it: the kit's delivery worker
 * sends it over SMTP after the action and retries a failed send, so mail never blocks or undoes the action.
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly mail: QueuedMail;

  constructor(
    @Inject(APP_CONFIG) config: IdentityConfig,
    @Inject(DELIVERIES) deliveries: DeliveryQueue,
    private readonly transactions: TransactionRunner,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.mail = new QueuedMail(deliveries, config);
  }

  async send(to: string, content: MailContent): Promise<void> {
    try {
      await this.transactions.run((tx) => this.mail.queue(tx, [{ to, content }]));
    } catch (error) {
      this.logger.error({ err: error, subject: content.subject }, 'failed to queue mail');
    }
  }

  onModuleDestroy() {
    this.mail.close();
  }
}
