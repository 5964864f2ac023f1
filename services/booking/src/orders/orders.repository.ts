import { Inject, Injectable } from '@nestjs/common';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { HoldKind, OrderStatus } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { BookingDatabase, Executor } from '../db/database';
import { orders, queueEntries, slots } from '../db/schema';
import type { OrderRow } from './order-view';

export type NewOrder = typeof orders.$inferInsert;

/** Reads orders for lists and writes a slot order's own fields; status changes go through holds/. */
@Injectable()
export class OrdersRepository {
  constructor(@Inject(DATABASE) private readonly db: BookingDatabase) {}

  async insert(executor: Executor, order: NewOrder): Promise<OrderRow> {
    const [row] = await executor.insert(orders).values(order).returning();
    return row;
  }

  async find(id: string, executor: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await executor.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** Reads the order under a row lock, so the caller's state change can't race another one. */
  async lock(tx: Executor, id: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
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
   * One page of orders matching `filter`, joined with their slot (none for a VIP place) so a filter or the order
   * can use its times. `sort.by` orders by when the order is for (the slot's start; a VIP place's payment) or by
   * when the order was made.
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
        ? [direction(ORDER_TIME), direction(orders.createdAt), direction(orders.id)]
        : [direction(orders.createdAt), direction(orders.id)];
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ order: orders })
        .from(orders)
        .leftJoin(slots, eq(slots.id, orders.slotId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(orders)
        .leftJoin(slots, eq(slots.id, orders.slotId))
        .where(where),
    ]);
    return { rows: rows.map((row) => row.order), total };
  }

  /** Every order matching `filter`, soonest slot first (small sets: one user's bookings of one gig or slot). */
  /** Each order's number, by id. */
  async numbersByIds(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.id, ids));
    return new Map(rows.map((row) => [row.id, row.orderNumber]));
  }

  async all(filter: OrderFilter, executor: Executor = this.db): Promise<OrderRow[]> {
    const rows = await executor
      .select({ order: orders })
      .from(orders)
      .leftJoin(slots, eq(slots.id, orders.slotId))
      .where(orderWhere(filter))
      .orderBy(asc(ORDER_TIME), asc(orders.createdAt));
    return rows.map((row) => row.order);
  }
}

/** When an order is for: its slot's start, or when a VIP place was paid (taken, while held). */
const ORDER_TIME = sql`coalesce(${slots.startsAt}, ${orders.paidAt}, ${orders.createdAt})`;

/** What a list of orders can be narrowed by; every field is optional and they all apply together. */
export interface OrderFilter {
  kind?: HoldKind;
  /** Only orders that were ever paid (paid, completed, refunded), or any slot order. */
  slotOrPaid?: boolean;
  /** Only orders that were ever paid, whatever became of them since (refunded, cancelled with money kept). */
  everPaid?: boolean;
  userId?: string;
  streamerId?: string;
  gigId?: string;
  slotId?: string;
  statuses?: readonly OrderStatus[];
  /** The slot starts (a VIP place was paid) in [from, to). */
  slotStartsFrom?: Date;
  slotStartsBefore?: Date;
  /** The slot has not yet ended at this time (upcoming). */
  slotEndsAfter?: Date;
  /** Played by this time: a slot that has ended, or a VIP place the streamer has played (its place is done). */
  playedBy?: Date;
}

/** The order's VIP place, once the streamer has played with its fan. */
const PLAYED_VIP_PLACE = sql`(SELECT 1 FROM ${queueEntries} WHERE ${queueEntries.orderId} = ${orders.id} AND ${queueEntries.status} = 'done')`;

function orderWhere(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.kind === undefined ? undefined : eq(orders.kind, filter.kind),
    filter.slotOrPaid ? or(eq(orders.kind, 'slot'), isNotNull(orders.paidAt)) : undefined,
    filter.everPaid ? isNotNull(orders.paidAt) : undefined,
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    filter.streamerId === undefined ? undefined : eq(orders.streamerId, filter.streamerId),
    filter.gigId === undefined ? undefined : eq(orders.gigId, filter.gigId),
    filter.slotId === undefined ? undefined : eq(orders.slotId, filter.slotId),
    filter.statuses === undefined ? undefined : inArray(orders.status, [...filter.statuses]),
    filter.slotStartsFrom === undefined ? undefined : gte(ORDER_TIME, filter.slotStartsFrom),
    filter.slotStartsBefore === undefined ? undefined : lt(ORDER_TIME, filter.slotStartsBefore),
    filter.slotEndsAfter === undefined ? undefined : gt(slots.endsAt, filter.slotEndsAfter),
    filter.playedBy === undefined
      ? undefined
      : or(lte(slots.endsAt, filter.playedBy), and(eq(orders.kind, 'vip'), exists(PLAYED_VIP_PLACE))),
  ];
  return and(...conditions);
}
