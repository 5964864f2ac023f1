import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BookingEventSubjects,
  NotificationTitles,
  RefundReasonTexts,
  type OrderCancelledEvent,
  type OrderRefundDueEvent,
} from '@lobby/contracts';
import { type AfterCommit, CLOCK, type Clock, EVENT_BUS, type EventBus } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { AppPaths, WebLinks } from '../fan-out/links';
import { Notifier } from '../fan-out/notifier';
import { People } from '../fan-out/people';
import { NotificationMail } from '../mail/notification-mail';
import { refundMail } from '../mail/templates';
import { RemindersRepository } from './reminders.repository';

/**
 * Money goes back to a fan (order-refund-due: they cancelled, the streamer removed them or the slot, the slot was
 * not held, a VIP place went unserved): the fan is told in-app and by email, once per order. A paid booking
 * cancelled with nothing back (order-cancelled) only loses its reminder.
 */
@Injectable()
export class RefundsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly people: People,
    private readonly notifier: Notifier,
    private readonly mail: NotificationMail,
    private readonly links: WebLinks,
    private readonly reminders: RemindersRepository,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('refund-notice', BookingEventSubjects.orderRefundDue, (event, tx) =>
      this.refundDue(event.data, tx),
    );
    this.bus.subscribe('booking-cancelled', BookingEventSubjects.orderCancelled, (event, tx) =>
      this.cancelled(event.data, tx),
    );
  }

  async refundDue(refund: OrderRefundDueEvent, tx: Executor): Promise<AfterCommit | void> {
    if (refund.amount === 0) return;
    const key = `refund:${refund.orderId}`;
    const title = refund.title || 'your booking';
    const to = refund.refundTo === 'card' ? 'card' : 'wallet';
    const url = AppPaths.fanOrder(refund.orderId);
    const fan = await this.people.contact(refund.userId);
    if (fan) {
      await this.mail.queue(tx, key, [
        {
          to: fan.email,
          content: refundMail({
            fullName: fan.fullName,
            amount: refund.amount,
            currency: refund.currency,
            title,
            to,
            reason: RefundReasonTexts[refund.reason ?? ''] ?? 'Your booking was cancelled.',
            url: this.links.absolute(url),
          }),
        },
      ]);
    }
    return this.notifier.notify(tx, [refund.userId], {
      dedupeKey: key,
      title: NotificationTitles.refundIssued(refund.amount, refund.currency, title, to),
      type: 'other',
      url,
      star: null,
    });
  }

  async cancelled(cancelled: OrderCancelledEvent, tx: Executor): Promise<void> {
    await this.reminders.cancel(cancelled.orderId, this.clock.now(), tx);
  }
}
