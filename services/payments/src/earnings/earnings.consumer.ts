import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BookingEventSubjects,
  type OrderCancelledEvent,
  type OrderPaidEvent,
  type OrderRefundDueEvent,
} from '@lobby/contracts';
import { EVENT_BUS, type EventBus } from '@lobby/service-kit';
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
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('earnings-order-paid', BookingEventSubjects.orderPaid, (event) =>
      this.orderPaid(event.data),
    );
    this.bus.subscribe('earnings-order-refund-due', BookingEventSubjects.orderRefundDue, (event) =>
      this.orderRefundDue(event.data),
    );
    this.bus.subscribe('earnings-order-cancelled', BookingEventSubjects.orderCancelled, (event) =>
      this.orderCancelled(event.data),
    );
  }

  async orderPaid(event: OrderPaidEvent): Promise<void> {
    await this.earnings.recordSale(event);
  }

  /**
   * Order-paid and order-refund-due travel on separate consumers, so a refund can arrive first: it is then kept,
   * and the sale is reversed as soon as it is booked.
   */
  async orderRefundDue(event: OrderRefundDueEvent): Promise<void> {
    // `amount` is what goes back; less than `amountPaid` when a cancellation policy kept a part.
    const partial = event.amountPaid !== undefined && event.amount < event.amountPaid;
    await this.earnings.reverseSale(event.orderId, partial ? event.amount : null);
  }

  /**
   * A cancellation that refunds something is reversed by its order-refund-due. One that refunds nothing (a late
   * cancellation under a strict policy) sends no refund, yet the order will never be played or validated: it is
   * closed here as cancelled with the whole payment kept, which makes it payable like any kept part.
   */
  async orderCancelled(event: OrderCancelledEvent): Promise<void> {
    if (event.refundAmount !== 0) return;
    await this.earnings.reverseSale(event.orderId, 0);
  }
}
