import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PaymentsEventSubjects, type PaymentSucceededEvent } from '@lobby/contracts';
import { DomainError, EVENT_BUS, type EventBus, isUuid, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { OrdersService } from './orders.service';

/**
 * Marks orders paid from payments' `payment-succeeded` events (a durable JetStream consumer shared by the
 * replicas), so a payment made while booking is down still pays its order when booking is back.
 * `markPaid` is idempotent by payment reference (the checkout session id), so a redelivery changes nothing.
 */
@Injectable()
export class PaymentEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly orders: OrdersService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe<PaymentSucceededEvent>(
      'orders-from-payments',
      PaymentsEventSubjects.paymentSucceeded,
      (event) => this.applyPayment(event.data),
    );
  }

  async applyPayment(payment: PaymentSucceededEvent): Promise<void> {
    if (!isUuid(payment?.orderId) || typeof payment.sessionId !== 'string' || payment.sessionId === '') {
      this.logger.warn({ payment }, 'ignored a malformed payment-succeeded event');
      return;
    }
    try {
      await this.orders.markPaid(payment.orderId, payment.sessionId);
    } catch (error) {
      // The order can't take this payment (unknown, expired, or paid by another session): retrying won't
      // change that, so it is recorded as handled and logged for a refund instead of redelivered forever.
      if (error instanceof DomainError && error.status < 500) {
        this.logger.error(
          { orderId: payment.orderId, sessionId: payment.sessionId, reason: error.message },
          'payment succeeded for an order that cannot be paid; it needs a refund',
        );
        return;
      }
      throw error;
    }
  }
}
