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
  isUuid,
  LOGGER,
} from '@lobby/service-kit';
import type { Logger } from 'pino';
import { QueuePlacesService } from '../queues/queue-places.service';
import { OrdersService, type PaymentDetails } from './orders.service';

/**
 * Marks orders paid from payments' `payment-succeeded` events (a durable JetStream consumer shared by the
 * replicas), so a payment made while booking is down still pays its order when booking is back. A VIP queue
 * place is paid the same way; the event's holdKind says which of the two it pays. Both are idempotent by payment reference
 * (the checkout session id), so a redelivery changes nothing. A payment the order or place can't take is
 * handed back to payments (`payment-rejected`) to be refunded.
 */
@Injectable()
export class PaymentEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly orders: OrdersService,
    private readonly queuePlaces: QueuePlacesService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe<PaymentSucceededEvent>(
      'orders-from-payments',
      PaymentsEventSubjects.paymentSucceeded,
      (event, tx) => this.applyPayment(event.data, tx),
    );
    this.bus.subscribe<PaymentFailedEvent>(
      'holds-from-failed-payments',
      PaymentsEventSubjects.paymentFailed,
      (event) => this.releaseFailedHold(event.data),
    );
  }

  /**
   * A failed payment leaves nothing behind: an order's seats go back at once and the order goes; a VIP place
   * still held is given up, so the fan can hold another.
   */
  async releaseFailedHold(failure: PaymentFailedEvent): Promise<void> {
    if (!isUuid(failure?.holdId)) return;
    const release =
      failure.holdKind === 'slot'
        ? this.orders.releaseHold(failure.holdId)
        : failure.holdKind === 'vip'
          ? this.queuePlaces.releaseFailedHold(failure.holdId)
          : undefined;
    if (!release) return;
    const { released } = await release;
    if (released) {
      this.logger.info(
        { holdKind: failure.holdKind, holdId: failure.holdId, reason: failure.reason },
        'released a failed hold',
      );
    }
  }

  async applyPayment(payment: PaymentSucceededEvent, tx: EventTransaction): Promise<void> {
    if (!isUuid(payment?.orderId) || typeof payment.sessionId !== 'string' || payment.sessionId === '') {
      this.logger.warn({ payment }, 'ignored a malformed payment-succeeded event');
      return;
    }
    const details: PaymentDetails = {
      amountPaid: payment.amount,
      discount: payment.discount ?? 0,
      promoCode: payment.promoCode ?? null,
      provider: payment.provider,
    };
    try {
      if (await this.paysVipPlace(payment)) {
        await this.queuePlaces.markVipPaid(payment.orderId, payment.sessionId, details);
      } else {
        await this.orders.markPaid(payment.orderId, payment.sessionId, details);
      }
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

  /**
   * The event says what it pays for. Only an event written before events carried the hold's kind (still in
   * the stream after an upgrade) is looked up in the queue table.
   */
  private async paysVipPlace(payment: PaymentSucceededEvent): Promise<boolean> {
    if (payment.holdKind === 'vip' || payment.holdKind === 'slot') return payment.holdKind === 'vip';
    return this.queuePlaces.isQueueEntry(payment.orderId);
  }
}
