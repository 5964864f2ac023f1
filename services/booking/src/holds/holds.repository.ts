import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { OrderStatus, RefundDestination, RefundReason } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { BookingDatabase, Executor } from '../db/database';
import { orders } from '../db/schema';
import type { HoldRow } from './hold-kinds';
import { holdStates } from './hold-state';

export type NewHold = typeof orders.$inferInsert;
export type PaymentChanges = Partial<
  Pick<
    HoldRow,
    'paymentRef' | 'paidAt' | 'stripeSessionId' | 'amountPaid' | 'discount' | 'promoCode' | 'paymentProvider'
  >
>;

/** The only code that changes an order's status (both kinds); lists read orders through orders/. */
@Injectable()
export class HoldsRepository {
  constructor(@Inject(DATABASE) private readonly db: BookingDatabase) {}

  async insert(executor: Executor, hold: NewHold): Promise<HoldRow> {
    const [row] = await executor.insert(orders).values(hold).returning();
    return row;
  }

  async find(id: string, executor: Executor = this.db): Promise<HoldRow | undefined> {
    const [row] = await executor.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** Reads the hold under a row lock, so the caller's state change can't race another one. */
  async lock(tx: Executor, id: string): Promise<HoldRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  /** Reads the holds under row locks, oldest first (one order of locking for every caller). */
  async lockMany(tx: Executor, ids: string[]): Promise<HoldRow[]> {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .for('update');
  }

  /** Deletes a held order (one that was never paid): nothing of it is left to list. */
  async removeHeld(tx: Executor, id: string): Promise<HoldRow | undefined> {
    const [row] = await tx
      .delete(orders)
      .where(and(eq(orders.id, id), eq(orders.status, 'held')))
      .returning();
    return row;
  }

  /** Moves the hold to `to` only from a state the state machine allows; undefined when it wasn't there. */
  async move(
    executor: Executor,
    id: string,
    to: OrderStatus,
    changes: PaymentChanges = {},
  ): Promise<HoldRow | undefined> {
    const [row] = await executor
      .update(orders)
      .set({ ...changes, status: to, updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), inArray(orders.status, holdStates.sourcesOf(to))))
      .returning();
    return row;
  }

  /** Moves every named hold that may go to `to` there, answering the moved rows. */
  async moveMany(executor: Executor, ids: string[], to: OrderStatus): Promise<HoldRow[]> {
    if (ids.length === 0) return [];
    return executor
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(inArray(orders.id, ids), inArray(orders.status, holdStates.sourcesOf(to))))
      .returning();
  }

  /** Notes on a paid order that ended what went back to the fan, where, and why. */
  async recordRefund(
    executor: Executor,
    id: string,
    refund: {
      refundAmount: number;
      refundTo: RefundDestination;
      refundReason: RefundReason;
      refundedAt: Date;
    },
  ): Promise<HoldRow> {
    const [row] = await executor.update(orders).set(refund).where(eq(orders.id, id)).returning();
    return row;
  }

  /**
   * Held orders past their time, locked; rows another replica (or a payment) holds locked are skipped, so
   * replicas sweeping at once share the work.
   */
  async lockDue(tx: Executor, now: Date, batch: number): Promise<HoldRow[]> {
    return tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'held'), lt(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt))
      .limit(batch)
      .for('update', { skipLocked: true });
  }
}
