import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { BookingDatabase, Executor } from '../db/database';
import { orders } from '../db/schema';
import { sourcesOf } from './order-state';
import type { OrderRow } from './order-view';

export type NewOrder = typeof orders.$inferInsert;
export type BookingTransaction = Parameters<Parameters<BookingDatabase['transaction']>[0]>[0];

/** The only code that reads or writes orders. */
@Injectable()
export class OrdersRepository {
  constructor(@Inject(DATABASE) private readonly db: BookingDatabase) {}

  transaction<T>(work: (tx: BookingTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insert(executor: Executor, order: NewOrder): Promise<OrderRow> {
    const [row] = await executor.insert(orders).values(order).returning();
    return row;
  }

  async find(id: string, executor: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await executor.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** Reads the order under a row lock, so the caller's state change can't race another one. */
  async lock(tx: BookingTransaction, id: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  /** Moves the order to `to` only from a state the state machine allows; undefined when it wasn't there. */
  async move(
    executor: Executor,
    id: string,
    to: OrderStatus,
    changes: Partial<Pick<OrderRow, 'paymentRef' | 'paidAt'>> = {},
  ): Promise<OrderRow | undefined> {
    const [row] = await executor
      .update(orders)
      .set({ ...changes, status: to, updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), inArray(orders.status, sourcesOf(to))))
      .returning();
    return row;
  }

  async pageOfUser(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const where = eq(orders.userId, userId);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return { rows, total };
  }

  /**
   * Expires every hold past its time and gives its seats back, in one statement (one transaction). Rows another
   * replica is working on are skipped, and the status is re-checked under the lock, so no hold is released twice.
   */
  async expireHolds(now: Date, batch: number): Promise<number> {
    const from = sourcesOf('expired');
    const result = await this.db.execute<{ expired: number }>(sql`
      WITH due AS (
        SELECT id FROM orders
        WHERE status IN (${sql.join(
          from.map((status) => sql`${status}`),
          sql`, `,
        )}) AND expires_at < ${now}
        ORDER BY expires_at
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      ), expired AS (
        UPDATE orders SET status = 'expired', updated_at = now()
        FROM due WHERE orders.id = due.id
        RETURNING orders.slot_id, orders.number_of_players
      ), released AS (
        SELECT slot_id, sum(number_of_players)::int AS players, count(*)::int AS n FROM expired GROUP BY slot_id
      ), freed AS (
        UPDATE slots SET seats_taken = seats_taken - released.players
        FROM released WHERE slots.id = released.slot_id
        RETURNING released.n
      )
      SELECT coalesce(sum(n), 0)::int AS expired FROM freed
    `);
    return result.rows[0]?.expired ?? 0;
  }
}
