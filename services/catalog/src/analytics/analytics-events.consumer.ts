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
import { EVENT_BUS, type EventBus, isUuid, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
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
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe<OrderPaidEvent>('analytics-paid-orders', BookingEventSubjects.orderPaid, (event, tx) =>
      this.paid(event.data, tx),
    );
    this.bus.subscribe<OrderRefundDueEvent>(
      'analytics-refunds',
      BookingEventSubjects.orderRefundDue,
      (event, tx) => this.refunded(event.data, tx),
    );
    this.bus.subscribe<CheckoutStartedEvent>(
      'analytics-checkouts-started',
      PaymentsEventSubjects.checkoutStarted,
      (event, tx) => this.checkoutStarted(event.data, tx),
    );
    this.bus.subscribe<UserProfileChangedEvent>(
      'analytics-fan-profiles',
      DomainEventSubjects.userProfileChanged,
      (event, tx) => this.profile(event.data, tx),
    );
  }

  async paid(order: OrderPaidEvent, executor?: Executor): Promise<void> {
    const paidAt = new Date(order?.paidAt);
    const holdKind = order?.holdKind ?? 'slot';
    const valid =
      isUuid(order?.orderId) &&
      isUuid(order.streamerId) &&
      isUuid(order.userId) &&
      (order.gigId === null || isUuid(order.gigId)) &&
      Number.isInteger(order.amountPaid) &&
      typeof order.currency === 'string' &&
      !Number.isNaN(paidAt.getTime());
    if (!valid) {
      this.logger.warn({ order }, 'analytics ignored a malformed order-paid event');
      return;
    }
    await this.analytics.recordPaid(
      {
        orderId: order.orderId,
        starId: order.streamerId,
        gigId: holdKind === 'vip' ? null : order.gigId,
        userId: order.userId,
        holdKind,
        amountMinor: order.amountPaid,
        currency: order.currency,
        paidAt,
      },
      executor,
    );
  }

  /** Refunded in full, the order is no sale; in part (a cancellation policy kept some), it counts what was kept. */
  async refunded(refund: OrderRefundDueEvent, executor?: Executor): Promise<void> {
    if (!isUuid(refund?.orderId)) return;
    const kept =
      Number.isSafeInteger(refund.amount) && Number.isSafeInteger(refund.amountPaid)
        ? (refund.amountPaid as number) - refund.amount
        : 0;
    if (kept > 0) await this.analytics.keepPart(refund.orderId, kept, executor);
    else await this.analytics.forgetPaid(refund.orderId, executor);
  }

  async checkoutStarted(checkout: CheckoutStartedEvent, executor?: Executor): Promise<void> {
    const startedAt = new Date(checkout?.startedAt);
    const valid =
      isUuid(checkout?.holdId) &&
      isUuid(checkout.streamerId) &&
      isUuid(checkout.userId) &&
      (checkout.gigId === null || isUuid(checkout.gigId)) &&
      !Number.isNaN(startedAt.getTime());
    if (!valid) {
      this.logger.warn({ checkout }, 'analytics ignored a malformed checkout-started event');
      return;
    }
    await this.analytics.recordCheckoutStarted(
      {
        holdId: checkout.holdId,
        starId: checkout.streamerId,
        gigId: checkout.gigId,
        userId: checkout.userId,
        startedAt,
      },
      executor,
    );
  }

  async profile(profile: UserProfileChangedEvent, executor?: Executor): Promise<void> {
    const version = new Date(profile?.version);
    if (!isUuid(profile?.userId) || typeof profile.username !== 'string' || Number.isNaN(version.getTime()))
      return;
    await this.analytics.upsertFan(
      {
        userId: profile.userId,
        username: profile.username,
        fullName: profile.fullName ?? null,
        imageUrl: profile.imageUrl ?? null,
        version,
      },
      executor,
    );
  }
}
