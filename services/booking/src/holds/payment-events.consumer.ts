import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BookingEventSubjects,
  PaymentsEventSubjects,
  type PaymentFailedEvent,
  type PaymentRejectedEvent,
  type PaymentSucceededEvent,
} from '@lobby/contracts';
import {
  addToOutbox,
  DomainError,
  EVENT_BUS,
  type EventBus,
  type EventTransaction,
  LOGGER,
} from '@lobby/service-kit';
import type { Logger } from 'pino';
import { HoldsService, type PaymentDetails } from './holds.service';

/**
 * Marks holds paid from payments' `payment-succeeded` events (a durable JetStream consumer shared by the
 * replicas), so a payment made while booking is down still pays its hold when booking is back. Both kinds are
 * orders, so the hold's id finds it whatever its kind (an event from before events named the kind included);
 * paying is idempotent by payment reference (the checkout session id), so a redelivery changes nothing. A payment
 * the hold can't take is handed back to payments (`payment-rejected`) to be refunded.
 */
@Injectable()
export class PaymentEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly holds: HoldsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('orders-from-payments', PaymentsEventSubjects.paymentSucceeded, (event, tx) =>
      this.applyPayment(event.data, tx),
    );
    this.bus.subscribe('holds-from-failed-payments', PaymentsEventSubjects.paymentFailed, (event) =>
      this.releaseFailedHold(event.data),
    );
  }

  /**
   * A failed payment leaves nothing behind: an order's seats go back at once and the order goes; a VIP place
   * still held is given up, so the fan can hold another.
   */
  async releaseFailedHold(failure: PaymentFailedEvent): Promise<void> {
    const { released } = await this.holds.release(failure.holdId);
    if (released) {
      this.logger.info(
        { holdKind: failure.holdKind, holdId: failure.holdId, reason: failure.reason },
        'released a failed hold',
      );
    }
  }

  async applyPayment(payment: PaymentSucceededEvent, tx: EventTransaction): Promise<void> {
    const details: PaymentDetails = {
      amountPaid: payment.amount,
      discount: payment.discount,
      promoCode: payment.promoCode,
      provider: payment.provider,
    };
    try {
      await this.holds.markPaid(payment.orderId, payment.sessionId, details);
    } catch (error) {
      // The order can't take this payment (unknown, expired, cancelled or paid by another session): retrying
      // won't change that, so payments is told to refund it, in the transaction that marks the event handled.
      if (error instanceof DomainError && error.status < 500) {
        this.logger.warn(
          { orderId: payment.orderId, sessionId: payment.sessionId, reason: error.message },
          'payment rejected; payments will refund it',
        );
        const rejected: PaymentRejectedEvent = {
          orderId: payment.orderId,
          sessionId: payment.sessionId,
          reason: error.message,
        };
        await addToOutbox(tx, BookingEventSubjects.paymentRejected, rejected);
        return;
      }
      throw error;
    }
  }
}
