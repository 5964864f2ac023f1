import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BookingEventSubjects,
  NotificationTitles,
  type OrderPaidEvent,
  type OrderRefundDueEvent,
} from '@lobby/contracts';
import {
  type AfterCommit,
  APP_CONFIG,
  CLOCK,
  type Clock,
  EVENT_BUS,
  type EventBus,
} from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { AppPaths, starName, WebLinks } from '../fan-out/links';
import { allAfterCommit, Notifier } from '../fan-out/notifier';
import { People } from '../fan-out/people';
import { NotificationMail } from '../mail/notification-mail';
import { bookingConfirmationMail } from '../mail/templates';
import type { NotificationsConfig } from '../notifications.config';
import { RemindersRepository } from './reminders.repository';

/**
 * A booking is paid: the fan and the streamer are told, the fan gets the confirmation with the invoice by
 * email, and a reminder is set for an hour before the session. A booking the streamer removes (refund due)
 * loses its reminder. A paid VIP place (holdKind vip) is an order too: told and mailed the same way as
 * "VIP place · <session title>", with no reminder (the session is running; the queue calls the fan).
 */
@Injectable()
export class BookingsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(APP_CONFIG) private readonly config: NotificationsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly people: People,
    private readonly notifier: Notifier,
    private readonly mail: NotificationMail,
    private readonly links: WebLinks,
    private readonly reminders: RemindersRepository,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('booking-paid', BookingEventSubjects.orderPaid, (event, tx) =>
      this.paid(event.data, tx),
    );
    this.bus.subscribe('booking-refunded', BookingEventSubjects.orderRefundDue, (event, tx) =>
      this.refunded(event.data, tx),
    );
  }

  async paid(order: OrderPaidEvent, tx: Executor): Promise<AfterCommit> {
    const people = await this.people.contacts([order.userId, order.streamerId]);
    const fan = people.get(order.userId);
    const star = people.get(order.streamerId);
    const key = `order-paid:${order.orderId}`;
    const vip = order.holdKind === 'vip';
    const what = vip ? `VIP place · ${order.gigTitle}` : order.gigTitle;
    const pushes: AfterCommit[] = [
      await this.notifier.notify(tx, [order.userId], {
        dedupeKey: key,
        title: NotificationTitles.bookingConfirmed(what, starName(star)),
        type: 'other',
        url: AppPaths.fanOrder(order.orderId),
        star: star ?? null,
      }),
      await this.notifier.notify(tx, [order.streamerId], {
        dedupeKey: key,
        title: NotificationTitles.newBooking(fan?.username ?? 'A fan', what, order.numberOfPlayers),
        type: 'other',
        url: vip && star ? AppPaths.liveSession(star.username) : AppPaths.streamerCalendar,
        star: null,
        image: fan?.imageUrl ?? null,
      }),
    ];
    if (fan) {
      await this.mail.queue(tx, key, [
        {
          to: fan.email,
          content: bookingConfirmationMail({
            fullName: fan.fullName,
            ordersUrl: this.links.absolute(AppPaths.fanOrder(order.orderId)),
            invoice: {
              orderNumber: order.order_id,
              gigTitle: what,
              starName: starName(star),
              startsAt: order.slotStartsAt,
              endsAt: order.slotEndsAt,
              players: order.numberOfPlayers,
              amount: order.amount,
              discount: order.discount,
              promoCode: order.promoCode,
              amountPaid: order.amountPaid,
              currency: order.currency,
              paidAt: order.paidAt,
              provider: order.provider,
            },
          }),
        },
      ]);
    }
    if (!vip) await this.setReminder(tx, order);
    return allAfterCommit(pushes);
  }

  async refunded(refund: OrderRefundDueEvent, tx: Executor): Promise<void> {
    await this.reminders.cancel(refund.orderId, this.clock.now(), tx);
  }

  /** Only for sessions that start later than the reminder's lead from now (a late booking needs none). */
  private async setReminder(tx: Executor, order: OrderPaidEvent): Promise<void> {
    const leadMs = this.config.reminderLeadMinutes * 60_000;
    if (Date.parse(order.slotStartsAt) - leadMs <= this.clock.now().getTime()) return;
    await this.reminders.add(
      {
        orderId: order.orderId,
        userId: order.userId,
        streamerId: order.streamerId,
        gigTitle: order.gigTitle,
        gigSlug: order.gigSlug,
        orderNumber: order.order_id,
        startsAt: new Date(order.slotStartsAt),
        endsAt: new Date(order.slotEndsAt),
      },
      tx,
    );
  }
}
