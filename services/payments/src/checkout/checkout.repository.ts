import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { CheckoutStatus } from '@lobby/contracts';
import { DATABASE, isUniqueViolation } from '@lobby/service-kit';
import type { Executor, PaymentsDatabase } from '../db/database';
import { checkoutSessions } from '../db/schema';
import { checkoutStates } from './checkout-state';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

/** The only code that reads or writes checkout sessions. */
@Injectable()
export class CheckoutRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  /**
   * Opens a session for its order in one transaction: the order's open session (if any) is superseded
   * (moved to expired), so an order has at most one live session. 'paid' when a session already paid the
   * order; 'busy' when another session of it was opened at the same moment (the partial unique index).
   */
  async open(
    session: NewCheckoutSession,
    now: Date,
    onOpened?: (tx: Executor, row: CheckoutSessionRow) => Promise<unknown>,
  ): Promise<CheckoutSessionRow | 'paid' | 'busy'> {
    try {
      return await this.db.transaction(async (tx) => {
        const live = await tx
          .select()
          .from(checkoutSessions)
          .where(
            and(
              eq(checkoutSessions.orderId, session.orderId),
              inArray(checkoutSessions.status, ['created', 'paid']),
            ),
          )
          .for('update');
        if (live.some((row) => row.status === 'paid')) return 'paid' as const;
        for (const row of live) {
          if (row.userId !== session.userId) return 'busy' as const;
          await this.move(tx, row.id, 'expired', {
            failureReason: 'superseded by a newer checkout',
            completedAt: now,
          });
        }
        const [row] = await tx.insert(checkoutSessions).values(session).returning();
        await onOpened?.(tx, row);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'checkout_sessions_one_live_per_order')) return 'busy';
      throw error;
    }
  }

  /** Keeps an attempt that was refused before it could open, as a failed session (its record and event). */
  async recordFailed(tx: Executor, session: NewCheckoutSession): Promise<CheckoutSessionRow> {
    const [row] = await tx
      .insert(checkoutSessions)
      .values({ ...session, status: 'failed' })
      .returning();
    return row;
  }

  async find(id: string, executor: Executor = this.db): Promise<CheckoutSessionRow | undefined> {
    const [row] = await executor.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    return row;
  }

  /** Reads the session under a row lock, so two completions of it run one after the other. */
  async lock(tx: Executor, id: string): Promise<CheckoutSessionRow | undefined> {
    const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
    return row;
  }

  /** Keeps the provider's own id for an open session (Stripe's Checkout Session id) as provider_ref. */
  async setProviderRef(id: string, providerRef: string): Promise<void> {
    await this.db
      .update(checkoutSessions)
      .set({ providerRef })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'created')));
  }

  /** Moves the session to `to` only from a state checkout-state.ts allows; undefined when it wasn't there. */
  async move(
    executor: Executor,
    id: string,
    to: CheckoutStatus,
    changes: Partial<
      Pick<CheckoutSessionRow, 'providerRef' | 'failureReason' | 'completedAt' | 'refundRef'>
    > = {},
  ): Promise<CheckoutSessionRow | undefined> {
    const [row] = await executor
      .update(checkoutSessions)
      .set({ status: to, ...changes })
      .where(and(eq(checkoutSessions.id, id), inArray(checkoutSessions.status, checkoutStates.sourcesOf(to))))
      .returning();
    return row;
  }

  /** The buyer's latest session of the order (whatever its state), if any. */
  async lastOfOrder(orderId: string, userId: string): Promise<CheckoutSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.orderId, orderId), eq(checkoutSessions.userId, userId)))
      .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id))
      .limit(1);
    return row;
  }

  /** The order's open session, if any. */
  async openOfOrder(orderId: string): Promise<CheckoutSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.orderId, orderId), eq(checkoutSessions.status, 'created')));
    return row;
  }

  /** Open sessions past their time, oldest first. */
  async openExpiredBy(now: Date, limit: number): Promise<CheckoutSessionRow[]> {
    return this.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.status, 'created'), lt(checkoutSessions.expiresAt, now)))
      .orderBy(asc(checkoutSessions.expiresAt))
      .limit(limit);
  }
}
