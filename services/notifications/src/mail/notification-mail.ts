import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, DELIVERIES, type DeliveryQueue, type MailContent, QueuedMail } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import type { NotificationsConfig } from '../notifications.config';

/**
 * Mail of notifications (booking confirmations, reminders, payouts, new slots): queued in the transaction of
 * what caused it, at most once per key and address, and sent and retried by the kit's delivery worker.
 */
@Injectable()
export class NotificationMail implements OnModuleDestroy {
  private readonly mail: QueuedMail;

  constructor(
    @Inject(APP_CONFIG) config: NotificationsConfig,
    @Inject(DELIVERIES) deliveries: DeliveryQueue,
  ) {
    this.mail = new QueuedMail(deliveries, config);
  }

  queue(tx: Executor, dedupeKey: string, mails: { to: string; content: MailContent }[]): Promise<void> {
    return this.mail.queue(tx, mails, dedupeKey);
  }

  onModuleDestroy() {
    this.mail.close();
  }
}
