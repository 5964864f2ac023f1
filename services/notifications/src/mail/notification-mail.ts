import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  APP_CONFIG,
  DELIVERIES,
  type DeliveryQueue,
  MAIL_CHANNEL,
  type MailContent,
  type MailDelivery,
  smtpMailSender,
} from '@lobby/service-kit';
import type { Executor } from '../db/database';
import type { NotificationsConfig } from '../notifications.config';

/**
 * Mail of notifications (booking confirmations, reminders, payouts, new slots): queued in the transaction of
 * what caused it, sent by the kit's delivery worker after the commit and retried when the send fails.
 */
@Injectable()
export class NotificationMail implements OnModuleInit, OnModuleDestroy {
  private readonly smtp: ReturnType<typeof smtpMailSender>;

  constructor(
    @Inject(APP_CONFIG) config: NotificationsConfig,
    @Inject(DELIVERIES) private readonly deliveries: DeliveryQueue,
  ) {
    this.smtp = smtpMailSender(config.smtpUrl, config.mailFrom);
  }

  onModuleInit() {
    this.deliveries.register<MailDelivery>(MAIL_CHANNEL, this.smtp.send);
  }

  /** At most one mail per `dedupeKey` and address. */
  async queue(tx: Executor, dedupeKey: string, mails: { to: string; content: MailContent }[]): Promise<void> {
    await this.deliveries.enqueue(
      tx,
      MAIL_CHANNEL,
      mails.map(({ to, content }) => ({ payload: { to, ...content }, dedupeKey: `${dedupeKey}:${to}` })),
    );
  }

  onModuleDestroy() {
    this.smtp.close();
  }
}
