import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { BookingDatabase, Executor } from '../db/database';
import { orders, slots } from '../db/schema';
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

  /** Deletes a held order (one that was never paid): nothing of it is left to list. */
  async removeHeld(tx: BookingTransaction, id: string): Promise<OrderRow | undefined> {
    const [row] = await tx
      .delete(orders)
      .where(and(eq(orders.id, id), eq(orders.status, 'held')))
      .returning();
    return row;
  }

  /** Moves the order to `to` only from a state the state machine allows; undefined when it wasn't there. */
  async move(
    executor: Executor,
    id: string,
    to: OrderStatus,
    changes: Partial<
      Pick<
        OrderRow,
        | 'paymentRef'
        | 'paidAt'
        | 'stripeSessionId'
        | 'amountPaid'
        | 'discount'
        | 'promoCode'
        | 'paymentProvider'
      >
    > = {},
  ): Promise<OrderRow | undefined> {
    const [row] = await executor
      .update(orders)
      .set({ ...changes, status: to, updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), inArray(orders.status, sourcesOf(to))))
      .returning();
    return row;
  }

  async setGamerTags(executor: Executor, id: string, gamerTags: OrderRow['gamerTags']): Promise<OrderRow> {
    const [row] = await executor
      .update(orders)
      .set({ gamerTags, updatedAt: sql`now()` })
      .where(eq(orders.id, id))
      .returning();
    return row;
  }

  /**
   * One page of orders matching `filter`, joined with their slot so a filter or the order can use its times.
   * `newest` orders by the slot's start (sessions, monthly lists) or by when the order was made.
   */
  async page(
    filter: OrderFilter,
    sort: { by: 'created' | 'slot'; direction: 'asc' | 'desc' },
    limit: number,
    offset: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const where = orderWhere(filter);
    const direction = sort.direction === 'asc' ? asc : desc;
    const orderBy =
      sort.by === 'slot'
        ? [direction(slots.startsAt), direction(orders.createdAt), direction(orders.id)]
        : [direction(orders.createdAt), direction(orders.id)];
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ order: orders })
        .from(orders)
        .innerJoin(slots, eq(slots.id, orders.slotId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(orders)
        .innerJoin(slots, eq(slots.id, orders.slotId))
        .where(where),
    ]);
    return { rows: rows.map((row) => row.order), total };
  }

  /** Every order matching `filter`, soonest slot first (small sets: one user's bookings of one gig or slot). */
  async all(filter: OrderFilter, executor: Executor = this.db): Promise<OrderRow[]> {
    const rows = await executor
      .select({ order: orders })
      .from(orders)
      .innerJoin(slots, eq(slots.id, orders.slotId))
      .where(orderWhere(filter))
      .orderBy(asc(slots.startsAt), asc(orders.createdAt));
    return rows.map((row) => row.order);
  }

  /**
   * Expires every hold past its time and gives its seats back, in one statement (one transaction). Rows another
   * replica is working on are skipped, and the status is re-checked under the lock, so no hold is released twice.
   */
  async expireHolds(tx: BookingTransaction, now: Date, batch: number): Promise<string[]> {
    const from = sourcesOf('expired');
    const result = await tx.execute<{ id: string }>(sql`
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
        RETURNING orders.id, orders.slot_id, orders.number_of_players
      ), released AS (
        SELECT slot_id, sum(number_of_players)::int AS players FROM expired GROUP BY slot_id
      ), freed AS (
        UPDATE slots SET seats_taken = seats_taken - released.players
        FROM released WHERE slots.id = released.slot_id
      )
      SELECT id FROM expired
    `);
    return result.rows.map((row) => row.id);
  }
}

/** What a list of orders can be narrowed by; every field is optional and they all apply together. */
export interface OrderFilter {
  userId?: string;
  streamerId?: string;
  gigId?: string;
  slotId?: string;
  statuses?: readonly OrderStatus[];
  /** The slot starts in [from, to). */
  slotStartsFrom?: Date;
  slotStartsBefore?: Date;
  /** The slot has ended by (past) or not yet ended at (upcoming) this time. */
  slotEndedBy?: Date;
  slotEndsAfter?: Date;
}

function orderWhere(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    filter.streamerId === undefined ? undefined : eq(orders.streamerId, filter.streamerId),
    filter.gigId === undefined ? undefined : eq(orders.gigId, filter.gigId),
    filter.slotId === undefined ? undefined : eq(orders.slotId, filter.slotId),
    filter.statuses === undefined ? undefined : inArray(orders.status, [...filter.statuses]),
    filter.slotStartsFrom === undefined ? undefined : gte(slots.startsAt, filter.slotStartsFrom),
    filter.slotStartsBefore === undefined ? undefined : lt(slots.startsAt, filter.slotStartsBefore),
    filter.slotEndedBy === undefined ? undefined : lte(slots.endsAt, filter.slotEndedBy),
    filter.slotEndsAfter === undefined ? undefined : gt(slots.endsAt, filter.slotEndsAfter),
  ];
  return and(...conditions);
}
