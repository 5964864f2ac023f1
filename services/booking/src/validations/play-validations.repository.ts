import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PlayStatus, PlayValidationSort } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { BookingDatabase, Executor } from '../db/database';
import { orders } from '../db/schema';
import type { OrderRow } from '../orders/order-view';
import { playStates, VALIDATABLE_ORDER_STATES } from './play-state';

/** Which of a streamer's orders a validation list shows: ever paid, changed in [from, to). */
export interface PlayValidationRowsFilter {
  streamerId: string;
  from: Date;
  /** Left out: no upper bound (the list runs up to now). */
  to?: Date;
  playStatus?: PlayStatus;
}

/** Reads a streamer's orders for validation and writes their play status; nothing else of an order. */
@Injectable()
export class PlayValidationsRepository {
  constructor(@Inject(DATABASE) private readonly db: BookingDatabase) {}

  async page(
    filter: PlayValidationRowsFilter,
    sort: PlayValidationSort,
    limit: number,
    offset: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const where = validationWhere(filter);
    const direction = sort === 'updated_asc' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(direction(orders.updatedAt), direction(orders.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return { rows, total };
  }

  /**
   * Reads the orders under row locks, oldest first: the order holds/ locks orders in, so a save and a refund or
   * a queue close touching the same orders can't deadlock.
   */
  async lockMany(tx: Executor, ids: string[]): Promise<OrderRow[]> {
    return tx
      .select()
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .for('update');
  }

  /** Sets the play status of a validatable order, only from a status play-state.ts allows; undefined if not. */
  async setPlay(
    executor: Executor,
    id: string,
    to: PlayStatus,
    validatedBy: string,
    validatedAt: Date,
  ): Promise<OrderRow | undefined> {
    const [row] = await executor
      .update(orders)
      .set({ playStatus: to, validatedBy, validatedAt, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, id),
          inArray(orders.status, [...VALIDATABLE_ORDER_STATES]),
          inArray(orders.playStatus, playStates.sourcesOf(to)),
        ),
      )
      .returning();
    return row;
  }
}

function validationWhere(filter: PlayValidationRowsFilter): SQL | undefined {
  return and(
    eq(orders.streamerId, filter.streamerId),
    isNotNull(orders.paidAt),
    gte(orders.updatedAt, filter.from),
    filter.to === undefined ? undefined : lt(orders.updatedAt, filter.to),
    filter.playStatus === undefined ? undefined : eq(orders.playStatus, filter.playStatus),
  );
}
