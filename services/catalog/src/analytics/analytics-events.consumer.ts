import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BookingEventSubjects,
  type CheckoutStartedEvent,
  DomainEventSubjects,
  type OrderPaidEvent,
  type OrderRefundDueEvent,
  PaymentsEventSubjects,
  type UserProfileChangedEvent,
} from '@lobby/contracts';
import { EVENT_BUS, type EventBus } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { AnalyticsRepository } from './analytics.repository';

/**
 * Keeps analytics' read models from durable events: paid orders and VIP places per fan and streamer (booking's
 * order-paid, taken out again by order-refund-due), checkouts started (payments' checkout-started) and fans' public names (identity's profiles).
 * Each event is recorded as handled in the same transaction, and each row is keyed, so a redelivery adds nothing.
 */
@Injectable()
export class AnalyticsEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly analytics: AnalyticsRepository,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('analytics-paid-orders', BookingEventSubjects.orderPaid, (event, tx) =>
      this.paid(event.data, tx),
    );
    this.bus.subscribe('analytics-refunds', BookingEventSubjects.orderRefundDue, (event, tx) =>
      this.refunded(event.data, tx),
    );
    this.bus.subscribe('analytics-checkouts-started', PaymentsEventSubjects.checkoutStarted, (event, tx) =>
      this.checkoutStarted(event.data, tx),
    );
    this.bus.subscribe('analytics-fan-profiles', DomainEventSubjects.userProfileChanged, (event, tx) =>
      this.profile(event.data, tx),
    );
  }

  async paid(order: OrderPaidEvent, executor?: Executor): Promise<void> {
    const holdKind = order.holdKind ?? 'slot';
    await this.analytics.recordPaid(
      {
        orderId: order.orderId,
        starId: order.streamerId,
        gigId: holdKind === 'vip' ? null : order.gigId,
        userId: order.userId,
        holdKind,
        amountMinor: order.amountPaid,
        currency: order.currency,
        paidAt: new Date(order.paidAt),
      },
      executor,
    );
  }

  /** Refunded in full, the order is no sale; in part (a cancellation policy kept some), it counts what was kept. */
  async refunded(refund: OrderRefundDueEvent, executor?: Executor): Promise<void> {
    const kept = refund.amountPaid === undefined ? 0 : refund.amountPaid - refund.amount;
    if (kept > 0) await this.analytics.keepPart(refund.orderId, kept, executor);
    else await this.analytics.forgetPaid(refund.orderId, executor);
  }

  async checkoutStarted(checkout: CheckoutStartedEvent, executor?: Executor): Promise<void> {
    await this.analytics.recordCheckoutStarted(
      {
        holdId: checkout.holdId,
        starId: checkout.streamerId,
        gigId: checkout.gigId,
        userId: checkout.userId,
        startedAt: new Date(checkout.startedAt),
      },
      executor,
    );
  }

  async profile(profile: UserProfileChangedEvent, executor?: Executor): Promise<void> {
    await this.analytics.upsertFan(
      {
        userId: profile.userId,
        username: profile.username,
        fullName: profile.fullName,
        imageUrl: profile.imageUrl,
        version: new Date(profile.version),
      },
      executor,
    );
  }
}
