import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { AuthLimits } from '@lobby/contracts';
import {
  APP_CONFIG,
  CLOCK,
  type Clock,
  DELIVERIES,
  type DeliveryQueue,
  LOGGER,
  type MailContent,
  QueuedMail,
  TransactionRunner,
} from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { IdentityConfig } from '../identity.config';
import { RecipientMailCountsRepository } from './recipient-mail-counts.repository';

const HOUR_MS = 60 * 60 * 1000;

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
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly counts: RecipientMailCountsRepository,
  ) {
    this.mail = new QueuedMail(deliveries, config);
  }

  /**
   * Whether one more mail with a code or link may go to this address this hour (verification, reset, email
   * change); asked before a code is issued or renewed, so a refused one leaves the last mailed code working.
   */
  admitCodeMail(to: string): Promise<boolean> {
    const hourStart = new Date(Math.floor(this.clock.now().getTime() / HOUR_MS) * HOUR_MS);
    return this.counts.take(to, hourStart, AuthLimits.codeMailsPerAddressPerHour);
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
