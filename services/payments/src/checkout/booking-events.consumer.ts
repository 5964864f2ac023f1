import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BookingEventSubjects,
  isCurrency,
  type OrderRefundDueEvent,
  type OrderReleasedEvent,
  type PaymentRejectedEvent,
} from '@lobby/contracts';
import { DomainError, EVENT_BUS, type EventBus, isUuid, LOGGER } from '@lobby/service-kit';
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
    this.bus.subscribe<OrderReleasedEvent>(
      'payments-order-released',
      BookingEventSubjects.orderReleased,
      (event) => this.orderReleased(event.data),
    );
    this.bus.subscribe<PaymentRejectedEvent>(
      'payments-payment-rejected',
      BookingEventSubjects.paymentRejected,
      (event) => this.paymentRejected(event.data),
    );
    this.bus.subscribe<OrderRefundDueEvent>(
      'payments-order-refund-due',
      BookingEventSubjects.orderRefundDue,
      (event) => this.orderRefundDue(event.data),
    );
  }

  async orderReleased(event: OrderReleasedEvent): Promise<void> {
    if (typeof event?.orderId !== 'string' || event.orderId === '')
      return this.ignore('order-released', event);
    await this.checkout.closeForOrder(event.orderId);
  }

  async paymentRejected(event: PaymentRejectedEvent): Promise<void> {
    if (!isUuid(event?.sessionId)) return this.ignore('payment-rejected', event);
    try {
      await this.checkout.refundRejected(event.sessionId, String(event.reason ?? 'rejected by booking'));
    } catch (error) {
      // An unknown or never-paid session has nothing to refund; retrying would not change that.
      if (!(error instanceof DomainError) || error.status >= 500) throw error;
      this.logger.error({ event, reason: error.message }, 'a rejected payment could not be refunded');
    }
  }

  async orderRefundDue(event: OrderRefundDueEvent): Promise<void> {
    const valid =
      typeof event?.orderId === 'string' &&
      isUuid(event.userId) &&
      Number.isInteger(event.amount) &&
      event.amount > 0 &&
      isCurrency(event.currency);
    if (!valid) return this.ignore('order-refund-due', event);
    await this.refunds.refundDue(event);
  }

  private ignore(kind: string, event: unknown): void {
    this.logger.warn({ event }, `ignored a malformed ${kind} event`);
  }
}
