import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BookingEventSubjects,
  isCurrency,
  type OrderCancelledEvent,
  type OrderPaidEvent,
  type OrderRefundDueEvent,
} from '@lobby/contracts';
import { EVENT_BUS, type EventBus, isUuid, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { EarningsService } from './earnings.service';

/**
 * The streamer's earnings follow booking's durable facts: order-paid books the sale, order-refund-due reverses
 * it, and order-cancelled with nothing refunded closes it as kept whole. All are keyed by order id, so a
 * redelivered event moves nothing twice.
 */
@Injectable()
export class EarningsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly earnings: EarningsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe<OrderPaidEvent>('earnings-order-paid', BookingEventSubjects.orderPaid, (event) =>
      this.orderPaid(event.data),
    );
    this.bus.subscribe<OrderRefundDueEvent>(
      'earnings-order-refund-due',
      BookingEventSubjects.orderRefundDue,
      (event) => this.orderRefundDue(event.data),
    );
    this.bus.subscribe<OrderCancelledEvent>(
      'earnings-order-cancelled',
      BookingEventSubjects.orderCancelled,
      (event) => this.orderCancelled(event.data),
    );
  }

  async orderPaid(event: OrderPaidEvent): Promise<void> {
    const valid =
      typeof event?.orderId === 'string' &&
      event.orderId !== '' &&
      isUuid(event.streamerId) &&
      isUuid(event.userId) &&
      Number.isSafeInteger(event.amountPaid) &&
      event.amountPaid >= 0 &&
      isCurrency(event.currency) &&
      !Number.isNaN(Date.parse(event.paidAt));
    if (!valid) {
      this.logger.warn({ event }, 'ignored a malformed order-paid event');
      return;
    }
    await this.earnings.recordSale(event);
  }

  /**
   * Order-paid and order-refund-due travel on separate consumers, so a refund can arrive first: it is then kept,
   * and the sale is reversed as soon as it is booked.
   */
  async orderRefundDue(event: OrderRefundDueEvent): Promise<void> {
    if (typeof event?.orderId !== 'string' || event.orderId === '') {
      this.logger.warn({ event }, 'ignored a malformed order-refund-due event');
      return;
    }
    // `amount` is what goes back; less than `amountPaid` when a cancellation policy kept a part.
    const partial =
      Number.isSafeInteger(event.amount) &&
      event.amount >= 0 &&
      Number.isSafeInteger(event.amountPaid) &&
      event.amount < (event.amountPaid as number);
    await this.earnings.reverseSale(event.orderId, partial ? event.amount : null);
  }

  /**
   * A cancellation that refunds something is reversed by its order-refund-due. One that refunds nothing (a late
   * cancellation under a strict policy) sends no refund, yet the order will never be played or validated: it is
   * closed here as cancelled with the whole payment kept, which makes it payable like any kept part.
   */
  async orderCancelled(event: OrderCancelledEvent): Promise<void> {
    if (typeof event?.orderId !== 'string' || event.orderId === '' || event.refundAmount !== 0) return;
    await this.earnings.reverseSale(event.orderId, 0);
  }
}
