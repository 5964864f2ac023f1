import { Inject, Injectable } from '@nestjs/common';
import {
  AuthText,
  BookingText,
  CancellationPolicyLabels,
  cancellationPolicySummary,
  isCurrency,
  type CancellationQuoteDto,
  type Currency,
  type OrderCancellationDto,
  type RefundDestination,
  type SlotCancellationDto,
} from '@lobby/contracts';
import { CLOCK, type Clock, DomainError, recordStaffAction, TransactionRunner } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { HoldsService } from '../holds/holds.service';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { SlotsRepository } from '../slots/slots.repository';
import { hoursBefore, policyOf, refundAmountOf, refundPercentAt } from './cancellation-policy';
import type { OrderRow } from './order-view';
import { OrdersRepository } from './orders.repository';

/** Orders a slot cancellation ends: held ones are cancelled, paid ones refunded in full. */
const BOOKED_STATES = ['held', 'paid'] as const;

/**
 * Cancelling paid bookings: the fan's own cancellation refunds what the order's policy gives (the quote shows
 * it first); a streamer (or staff) cancelling a slot, or marking it not held, refunds every fan in full. Both end
 * the orders through holds' one path, so the seats go back and order-refund-due is written in the same
 * transaction.
 */
@Injectable()
export class OrderCancellationsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: OrdersRepository,
    private readonly slots: SlotsRepository,
    private readonly readModels: ReadModelsRepository,
    private readonly holds: HoldsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** What the buyer would get back for cancelling now. */
  async quote(userId: string, orderId: string, refundTo?: RefundDestination): Promise<CancellationQuoteDto> {
    const destination = refundTo ?? 'card';
    const order = await this.orders.find(orderId);
    const current = await this.ownPaidUpcoming(userId, order);
    return this.quoteOf(current.order, current.startsAt, destination);
  }

  /**
   * The buyer cancels a paid, upcoming slot order: by its policy a part (or all, or nothing) of what was paid is
   * due back, to the card it came from or the wallet. The same cancellation again answers as the first did.
   */
  async cancel(userId: string, orderId: string, refundTo?: RefundDestination): Promise<OrderCancellationDto> {
    const destination = refundTo ?? 'card';
    const outcome = await this.transactions.run(async (tx) => {
      const order = await this.orders.lock(tx, orderId);
      if (order?.userId === userId && order.refundReason === 'fan-cancelled') return order;
      const { startsAt } = await this.ownPaidUpcoming(userId, order, tx);
      const quote = await this.quoteOf(order!, startsAt, destination, tx);
      const to = quote.refundAmount > 0 ? 'refunded' : 'cancelled';
      const { rows } = await this.holds.end(tx, [order!.id], to, {
        amount: quote.refundAmount,
        refundTo: quote.refundTo,
        reason: 'fan-cancelled',
      });
      if (rows.length === 0) throw DomainError.conflict(BookingText.onlyPaidCancellable);
      return (await this.orders.find(order!.id, tx))!;
    });
    return {
      message: BookingText.bookingCancelled,
      orderId: outcome.id,
      status: outcome.status === 'refunded' ? 'refunded' : 'cancelled',
      refundAmount: outcome.refundAmount ?? 0,
      currency: outcome.currency as Currency,
      refundTo: outcome.refundTo ?? 'card',
    };
  }

  /**
   * The slot's streamer (or staff) cancels it before it starts, or marks it not held once it has started: it takes
   * no more orders, held orders are cancelled and every paid one is refunded in full the way it was paid.
   * Repeating it finds nothing more to refund.
   */
  async cancelSlot(actorId: string, slotId: string, asStaff = false): Promise<SlotCancellationDto> {
    const slot = await this.slots.find(slotId);
    if (!slot) throw DomainError.notFound(BookingText.slotNotFound);
    if (!asStaff && slot.streamerId !== actorId) throw DomainError.forbidden(AuthText.forbidden);
    const now = this.clock.now();
    const started = slot.startsAt.getTime() <= now.getTime();
    const counts = await this.transactions.run(async (tx) => {
      await this.slots.cancel(tx, slot.id, now);
      const booked = await this.orders.all({ slotId: slot.id, statuses: BOOKED_STATES }, tx);
      const held = booked.filter((order) => order.status === 'held').map((order) => order.id);
      const paid = booked.filter((order) => order.status === 'paid').map((order) => order.id);
      const cancelled = await this.holds.end(tx, held, 'cancelled');
      const refunded = await this.holds.end(tx, paid, 'refunded', {
        refundTo: 'card',
        reason: started ? 'slot-not-held' : 'slot-cancelled',
      });
      if (asStaff)
        await recordStaffAction(tx, {
          actorId,
          action: started ? 'booking.slot.notHeld' : 'booking.slot.cancel',
          target: { type: 'slot', id: slot.id, label: null },
          before: { streamerId: slot.streamerId, startsAt: slot.startsAt.toISOString() },
          after: { cancelledHolds: cancelled.rows.length, refundedOrders: refunded.rows.length },
          at: now,
        });
      return { cancelledHolds: cancelled.rows.length, refundedOrders: refunded.rows.length };
    });
    return {
      message: started ? BookingText.slotMarkedNotHeld : BookingText.slotCancelled,
      slotId: slot.id,
      ...counts,
    };
  }

  /** The buyer's own paid slot order whose slot has not started, with the slot's start; else why not. */
  private async ownPaidUpcoming(
    userId: string,
    order: OrderRow | undefined,
    tx?: Executor,
  ): Promise<{ order: OrderRow; startsAt: Date }> {
    if (order?.userId !== userId) throw DomainError.notFound(BookingText.orderNotFound);
    if (order.kind !== 'slot' || order.slotId === null) {
      throw DomainError.conflict(BookingText.onlySlotCancellable);
    }
    if (order.status !== 'paid') throw DomainError.conflict(BookingText.onlyPaidCancellable);
    const slot = await this.slots.find(order.slotId, tx);
    if (!slot || slot.startsAt.getTime() <= this.clock.now().getTime()) {
      throw DomainError.conflict(BookingText.slotStarted);
    }
    return { order, startsAt: slot.startsAt };
  }

  private async quoteOf(
    order: OrderRow,
    startsAt: Date,
    refundTo: RefundDestination,
    tx?: Executor,
  ): Promise<CancellationQuoteDto> {
    const gig = order.gigId === null ? undefined : await this.readModels.gig(order.gigId, tx);
    const policy = policyOf(order.cancellationPolicy, gig?.cancellationPolicy);
    const msBefore = startsAt.getTime() - this.clock.now().getTime();
    const percent = refundPercentAt(policy, msBefore);
    const amountPaid = order.amountPaid ?? 0;
    const paidWith = order.paymentProvider === 'wallet' ? 'wallet' : 'card';
    return {
      orderId: order.id,
      policy,
      policyLabel: CancellationPolicyLabels[policy.name] ?? CancellationPolicyLabels.flexible,
      policySummary: cancellationPolicySummary(policy.tiers),
      hoursBeforeStart: hoursBefore(msBefore),
      refundPercent: percent,
      amountPaid,
      refundAmount: refundAmountOf(amountPaid, percent),
      currency: (isCurrency(order.currency) ? order.currency : 'USD') as Currency,
      paidWith,
      refundTo: paidWith === 'wallet' ? 'wallet' : refundTo,
    };
  }
}
