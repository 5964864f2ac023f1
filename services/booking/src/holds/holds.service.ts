import { Inject, Injectable } from '@nestjs/common';
import {
  BookingEventSubjects,
  BookingText,
  ErrorText,
  type Currency,
  type HoldKind,
  type OrderCancelledEvent,
  type OrderPaidEvent,
  type OrderRefundDueEvent,
  type OrderReleasedEvent,
  type OrderStatus,
  type RefundDestination,
  type RefundReason,
} from '@lobby/contracts';
import { addToOutbox, CLOCK, type Clock, DomainError, TransactionRunner } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { HoldKinds, type AfterCommit, type HoldRow } from './hold-kinds';
import { holdStates } from './hold-state';
import { HoldsRepository } from './holds.repository';

/** What payments reports about a paid checkout (minor units). */
export interface PaymentDetails {
  amountPaid: number;
  discount: number;
  promoCode: string | null;
  provider?: string;
}

/** How a hold ends without being served: what payments is told for each. */
export type HoldEnding = 'expired' | 'cancelled' | 'refunded';

/**
 * What a paid hold that ends gives back: `amount` (minor units; all that was paid when left out) to `refundTo`
 * ('card' = the way it was paid), and why. Left out entirely: everything, the way it was paid.
 */
export interface RefundTerms {
  amount?: number;
  refundTo: RefundDestination;
  reason: RefundReason;
}

/** Holds changed inside a caller's transaction, and what to run once it commits. */
export interface EndedHolds {
  rows: HoldRow[];
  afterCommit: AfterCommit[];
}

const EXPIRY_BATCH = 500;

/**
 * Priced, expiring holds of both kinds (orders: seats on a slot, or a VIP queue place): paying, releasing,
 * expiring and refunding them, each through hold-state.ts, with the events payments and the rest of the platform
 * hear. What a kind does to the thing it holds is its registered HoldKindEffects.
 */
@Injectable()
export class HoldsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly holds: HoldsRepository,
    private readonly kinds: HoldKinds,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Marks a held order paid and records `events.booking.order-paid` in the same transaction, for either kind.
   * The same payment again answers the same order and records nothing more; a payment the hold can't take is
   * refused (the caller hands it back to payments to refund).
   */
  async markPaid(holdId: string, paymentRef: string, payment: PaymentDetails): Promise<HoldRow> {
    if (typeof paymentRef !== 'string' || paymentRef.trim() === '' || !isPayment(payment)) {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    const found = await this.holds.find(holdId);
    if (!found) throw DomainError.notFound(BookingText.orderNotFound);
    const effects = this.kinds.of(found.kind);
    const afterCommit: AfterCommit[] = [];
    const paid = await this.transactions.run(async (tx) => {
      await effects.lockFirst(tx, found);
      const current = await this.holds.lock(tx, found.id);
      if (!current) throw DomainError.notFound(effects.texts.notFound);
      if (current.paymentRef !== null) {
        if (current.paymentRef === paymentRef) return current;
        throw DomainError.conflict(BookingText.orderPaidOtherwise);
      }
      if (current.status === 'expired') throw DomainError.conflict(effects.texts.expired);
      holdStates.assertTransition(current.status, 'paid', effects.texts.notPayable);
      await effects.assertPayable(tx, current);
      if (payment.amountPaid + payment.discount !== current.amount) {
        throw DomainError.conflict(BookingText.orderPaidOtherwise);
      }
      const moved = await this.holds.move(tx, current.id, 'paid', {
        paymentRef,
        stripeSessionId: paymentRef,
        paidAt: this.clock.now(),
        amountPaid: payment.amountPaid,
        discount: payment.discount,
        promoCode: payment.promoCode,
        paymentProvider: payment.provider ?? null,
      });
      if (!moved) throw DomainError.conflict(effects.texts.notPayable ?? BookingText.orderNotHeld);
      const after = await effects.paid(tx, moved);
      if (after) afterCommit.push(after);
      await addToOutbox(tx, BookingEventSubjects.orderPaid, await this.paidEvent(tx, moved));
      return moved;
    });
    await runAll(afterCommit);
    return paid;
  }

  /**
   * Gives back a hold that was never paid, at once (a failed payment, a checkout that could not be made, the
   * buyer giving up): a slot order goes with its seats back, a VIP place expires; payments hears of it (to close
   * its checkout and give a promo use back). Anything but a held order is left as it is (`released: false`), so a
   * payment that landed meanwhile is never undone. With a buyer, only their own order.
   */
  async release(holdId: string, buyerId?: string): Promise<{ released: boolean }> {
    const found = await this.holds.find(holdId);
    const seen = found !== undefined && (buyerId === undefined || found.userId === buyerId);
    if (!seen && buyerId !== undefined) throw DomainError.notFound(BookingText.orderNotFound);
    if (!seen) return { released: false };
    const effects = this.kinds.of(found.kind);
    const outcome = await this.transactions.run(async (tx) => {
      await effects.lockFirst(tx, found);
      const current = await this.holds.lock(tx, found.id);
      if (current?.status !== 'held') return undefined;
      if (effects.releasedHold === 'expire') return this.end(tx, [current.id], 'expired');
      const removed = await this.holds.removeHeld(tx, current.id);
      if (!removed) return undefined;
      const after = await effects.ended(tx, [{ row: removed, from: 'held' }], 'cancelled');
      await recordRelease(tx, { orderId: removed.id, status: 'cancelled' });
      return { rows: [removed], afterCommit: after ? [after] : [] };
    });
    if (!outcome || outcome.rows.length === 0) return { released: false };
    await runAll(outcome.afterCommit);
    return { released: true };
  }

  /**
   * Takes the locks the named holds' kinds need before the holds' own (a VIP place: its session's queue), for a
   * caller that locks and ends them in the same transaction afterwards.
   */
  async lockKindsFirst(tx: Executor, ids: string[]): Promise<void> {
    const found = await Promise.all(ids.map((id) => this.holds.find(id, tx)));
    const holds = found
      .filter((hold): hold is HoldRow => hold !== undefined)
      .sort((a, b) => (a.liveSessionId ?? '').localeCompare(b.liveSessionId ?? ''));
    for (const hold of holds) await this.kinds.of(hold.kind).lockFirst(tx, hold);
  }

  /**
   * Ends the named holds inside the caller's transaction (which took any lock the kinds need first): each one
   * that may go to `to` goes there, gives back what it held, and payments is told: order-released for an expired
   * or cancelled hold, order-refund-due (the one refund path) for a refunded paid one. Others are left alone.
   */
  async end(tx: Executor, ids: string[], to: HoldEnding, refund?: RefundTerms): Promise<EndedHolds> {
    const locked = await this.holds.lockMany(tx, ids);
    const before = new Map(locked.map((row) => [row.id, row.status]));
    const movable = locked.filter((row) => holdStates.canTransition(row.status, to)).map((row) => row.id);
    const rows = await this.holds.moveMany(tx, movable, to);
    return { rows, afterCommit: await this.ended(tx, rows, before, to, refund) };
  }

  /**
   * Paid holds whose play happened (a VIP place served) become completed, inside the caller's transaction; any
   * other named hold is left alone. Completing gives nothing back and tells payments nothing.
   */
  async complete(tx: Executor, ids: string[]): Promise<HoldRow[]> {
    return this.holds.moveMany(tx, ids, 'completed');
  }

  /** Expires held orders of both kinds past their time; safe to run on every replica at once. */
  async expireDue(): Promise<Record<HoldKind, number>> {
    const total: Record<HoldKind, number> = { slot: 0, vip: 0 };
    for (;;) {
      const { rows, afterCommit } = await this.transactions.run(async (tx) => {
        const due = await this.holds.lockDue(tx, this.clock.now(), EXPIRY_BATCH);
        const expired = await this.holds.moveMany(
          tx,
          due.map((row) => row.id),
          'expired',
        );
        const before = new Map(due.map((row) => [row.id, row.status]));
        return { rows: expired, afterCommit: await this.ended(tx, expired, before, 'expired'), due };
      });
      await runAll(afterCommit);
      for (const row of rows) total[row.kind] += 1;
      if (rows.length < EXPIRY_BATCH) return total;
    }
  }

  private async ended(
    tx: Executor,
    rows: HoldRow[],
    before: Map<string, OrderStatus>,
    to: HoldEnding,
    refund?: RefundTerms,
  ): Promise<AfterCommit[]> {
    const afterCommit: AfterCommit[] = [];
    for (const kind of ['slot', 'vip'] as const) {
      const ofKind = rows.filter((row) => row.kind === kind);
      if (ofKind.length === 0) continue;
      const holds = ofKind.map((row) => ({ row, from: before.get(row.id) ?? 'held' }));
      const after = await this.kinds.of(kind).ended(tx, holds, to);
      if (after) afterCommit.push(after);
    }
    for (const row of rows) {
      if (wasPaid(before.get(row.id))) {
        await this.paidEnded(tx, row, refund);
      } else if (to !== 'refunded') {
        await recordRelease(tx, { orderId: row.id, status: to });
      }
    }
    return afterCommit;
  }

  /**
   * A paid hold ended (refunded, or cancelled with nothing back): the order keeps what went back; the fan's
   * money is due through order-refund-due (the one refund path, only when there is any) and a slot order's
   * cancellation is told with order-cancelled, both in the caller's transaction.
   */
  private async paidEnded(tx: Executor, row: HoldRow, terms?: RefundTerms): Promise<void> {
    const paid = row.amountPaid ?? 0;
    const reason = terms?.reason ?? (row.kind === 'vip' ? 'vip-unserved' : 'fan-removed');
    const amount = Math.min(paid, Math.max(0, terms?.amount ?? paid));
    // A streamer's removal refunds the way it was paid; an unserved VIP place goes to the wallet as it always has.
    const refundTo = terms?.refundTo ?? (row.kind === 'vip' ? 'wallet' : 'card');
    await this.holds.recordRefund(tx, row.id, {
      refundAmount: amount,
      refundTo,
      refundReason: reason,
      refundedAt: this.clock.now(),
    });
    const currency = row.currency as Currency;
    if (amount > 0) {
      const subject = await this.kinds.of(row.kind).subject(tx, row);
      const event: OrderRefundDueEvent = {
        orderId: row.id,
        userId: row.userId,
        amount,
        currency,
        amountPaid: paid,
        paymentRef: row.paymentRef,
        refundTo,
        reason,
        streamerId: row.streamerId,
        title: subject.title,
        gigId: row.gigId,
      };
      await addToOutbox(tx, BookingEventSubjects.orderRefundDue, event);
    }
    if (row.kind === 'slot') {
      const cancelled: OrderCancelledEvent = {
        orderId: row.id,
        userId: row.userId,
        streamerId: row.streamerId,
        refundAmount: amount,
        currency,
        reason,
        cancelledAt: this.clock.now().toISOString(),
      };
      await addToOutbox(tx, BookingEventSubjects.orderCancelled, cancelled);
    }
  }

  private async paidEvent(tx: Executor, paid: HoldRow): Promise<OrderPaidEvent> {
    const subject = await this.kinds.of(paid.kind).subject(tx, paid);
    return {
      orderId: paid.id,
      order_id: paid.orderNumber,
      holdKind: paid.kind,
      userId: paid.userId,
      slotId: paid.slotId,
      gigId: paid.gigId,
      liveSessionId: paid.liveSessionId,
      streamerId: paid.streamerId,
      numberOfPlayers: paid.numberOfPlayers,
      paymentRef: paid.paymentRef!,
      amountPaid: paid.amountPaid!,
      currency: paid.currency as Currency,
      paidAt: paid.paidAt!.toISOString(),
      gigTitle: subject.title,
      gigSlug: subject.slug,
      slotStartsAt: subject.startsAt.toISOString(),
      slotEndsAt: subject.endsAt.toISOString(),
      amount: paid.amount,
      discount: paid.discount,
      promoCode: paid.promoCode,
      provider: paid.paymentProvider,
    };
  }
}

export function recordRelease(executor: Executor, event: OrderReleasedEvent): Promise<string> {
  return addToOutbox(executor, BookingEventSubjects.orderReleased, event);
}

export function isPayment(payment: PaymentDetails | undefined): payment is PaymentDetails {
  return (
    payment !== undefined &&
    Number.isInteger(payment.amountPaid) &&
    payment.amountPaid >= 0 &&
    Number.isInteger(payment.discount) &&
    payment.discount >= 0 &&
    (payment.promoCode === null || typeof payment.promoCode === 'string')
  );
}

/** A paid order, or one whose session was completed: money was taken for it. */
function wasPaid(status: OrderStatus | undefined): boolean {
  return status === 'paid' || status === 'completed';
}

export async function runAll(work: AfterCommit[]): Promise<void> {
  for (const after of work) await after();
}
