import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { BookingEventSubjects, type OrderPaidEvent, type OrderRefundDueEvent } from '@lobby/contracts';
import { EVENT_BUS, type EventBus, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { Executor } from '../db/database';
import { GigsRepository } from './gigs.repository';

/**
 * Counts a gig's paid orders (its performance card's Orders and Conversion) from booking's durable order-paid
 * events, less those refunded in full (order-refund-due): a refunded order is no sale, while one a cancellation
 * policy kept a part of still is. The event bus records each event as handled in the same transaction, so a
 * redelivered event is not counted again.
 */
@Injectable()
export class GigOrdersConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly gigs: GigsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('gig-paid-orders', BookingEventSubjects.orderPaid, (event, tx) =>
      this.countPaid(event.data, tx),
    );
    this.bus.subscribe('gig-refunded-orders', BookingEventSubjects.orderRefundDue, (event, tx) =>
      this.uncountRefunded(event.data, tx),
    );
  }

  async countPaid(order: OrderPaidEvent, executor?: Executor): Promise<void> {
    // A paid VIP place is an order of a live session, not of a gig: it counts towards no gig's orders.
    if (order.holdKind === 'vip') return;
    if (!order.gigId) {
      this.logger.warn({ orderId: order.orderId }, 'ignored a slot order-paid event without a gig');
      return;
    }
    await this.gigs.countPaidOrder(order.gigId, executor);
  }

  async uncountRefunded(refund: OrderRefundDueEvent, executor?: Executor): Promise<void> {
    const full = refund.amountPaid === undefined || refund.amount >= refund.amountPaid;
    if (!refund.gigId || !full) return;
    await this.gigs.uncountPaidOrder(refund.gigId, executor);
  }
}
