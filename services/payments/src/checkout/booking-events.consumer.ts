import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BookingEventSubjects,
  type OrderRefundDueEvent,
  type OrderReleasedEvent,
  type PaymentRejectedEvent,
} from '@lobby/contracts';
import { DomainError, EVENT_BUS, type EventBus, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { PromoCodesService } from '../promo-codes/promo-codes.service';
import { CheckoutService } from './checkout.service';
import { OrderRefundsService } from './order-refunds.service';

/**
 * Money follows booking's durable facts: a released order closes its checkout and gives its promo use back, a
 * payment booking could not take is refunded the way it came, a cancelled paid order is refunded as booking
 * says (the way it came or to the wallet; see OrderRefundsService). Each is idempotent (closing, refunding and crediting are keyed by session or order).
 */
@Injectable()
export class BookingEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly checkout: CheckoutService,
    private readonly promoCodes: PromoCodesService,
    private readonly refunds: OrderRefundsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('payments-order-released', BookingEventSubjects.orderReleased, (event) =>
      this.orderReleased(event.data),
    );
    this.bus.subscribe('payments-payment-rejected', BookingEventSubjects.paymentRejected, (event) =>
      this.paymentRejected(event.data),
    );
    this.bus.subscribe('payments-order-refund-due', BookingEventSubjects.orderRefundDue, (event) =>
      this.orderRefundDue(event.data),
    );
  }

  async orderReleased(event: OrderReleasedEvent): Promise<void> {
    await this.checkout.closeForOrder(event.orderId);
  }

  async paymentRejected(event: PaymentRejectedEvent): Promise<void> {
    try {
      await this.checkout.refundRejected(event.sessionId, event.reason || 'rejected by booking');
    } catch (error) {
      // An unknown or never-paid session has nothing to refund; retrying would not change that.
      if (!(error instanceof DomainError) || error.status >= 500) throw error;
      this.logger.error({ event, reason: error.message }, 'a rejected payment could not be refunded');
    }
  }

  async orderRefundDue(event: OrderRefundDueEvent): Promise<void> {
    if (event.amount === 0) return;
    await this.refunds.refundDue(event);
  }
}
