import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { BookingDatabase, Executor } from '../db/database';
import { orders, slots } from '../db/schema';
import { SEAT_HOLDING_STATES } from '../db/order-statuses';
import type { SlotRow } from './slot-view';

export type NewSlot = typeof slots.$inferInsert;
export type SlotUserRow = Pick<
  typeof orders.$inferSelect,
  'userId' | 'orderNumber' | 'status' | 'numberOfPlayers' | 'gamerTags'
>;

/** The only code that reads or writes slots (seats are taken and given back by the orders repository). */
@Injectable()
export class SlotsRepository {
  constructor(@Inject(DATABASE) private readonly db: BookingDatabase) {}

  /** Inserts all or none; the exclusion constraint refuses any overlap with the streamer's other slots. */
  /** Inserts the slots, and runs `alsoInTransaction` with them before the commit (their event). */
  async insertAll(
    rows: NewSlot[],
    alsoInTransaction: (tx: Executor, added: SlotRow[]) => Promise<unknown>,
  ): Promise<SlotRow[]> {
    return this.db.transaction(async (tx) => {
      const added = await tx.insert(slots).values(rows).returning();
      await alsoInTransaction(tx, added);
      return added;
    });
  }

  async find(id: string, executor: Executor = this.db): Promise<SlotRow | undefined> {
    const [row] = await executor.select().from(slots).where(eq(slots.id, id));
    return row;
  }

  async byIds(ids: string[]): Promise<Map<string, SlotRow>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db.select().from(slots).where(inArray(slots.id, unique));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async setLobbyCode(id: string, lobbyCode: string | null): Promise<SlotRow | undefined> {
    const [row] = await this.db.update(slots).set({ lobbyCode }).where(eq(slots.id, id)).returning();
    return row;
  }

  async upcomingOfGig(gigId: string, now: Date): Promise<SlotRow[]> {
    return this.db
      .select()
      .from(slots)
      .where(and(eq(slots.gigId, gigId), gt(slots.startsAt, now), isNull(slots.cancelledAt)))
      .orderBy(asc(slots.startsAt));
  }

  /** Marks the slot cancelled (it takes no more orders); answers undefined when it already was. */
  async cancel(executor: Executor, id: string, at: Date): Promise<SlotRow | undefined> {
    const [row] = await executor
      .update(slots)
      .set({ cancelledAt: at })
      .where(and(eq(slots.id, id), isNull(slots.cancelledAt)))
      .returning();
    return row;
  }

  /** Slots that have not ended at `now`, plus those that started since `startedSince`. */
  async ofStreamerSince(streamerId: string, now: Date, startedSince: Date): Promise<SlotRow[]> {
    return this.db
      .select()
      .from(slots)
      .where(
        and(eq(slots.streamerId, streamerId), or(gt(slots.endsAt, now), gte(slots.startsAt, startedSince))),
      )
      .orderBy(asc(slots.startsAt));
  }

  async startingBetween(streamerId: string, from: Date, to: Date): Promise<SlotRow[]> {
    return this.db
      .select()
      .from(slots)
      .where(and(eq(slots.streamerId, streamerId), gte(slots.startsAt, from), lt(slots.startsAt, to)))
      .orderBy(asc(slots.startsAt));
  }

  /** Orders that hold or own seats on the slot, oldest first, one page of them. */
  async users(
    slotId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: SlotUserRow[]; total: number }> {
    const where = and(eq(orders.slotId, slotId), inArray(orders.status, [...SEAT_HOLDING_STATES]));
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({
          userId: orders.userId,
          orderNumber: orders.orderNumber,
          status: orders.status,
          numberOfPlayers: orders.numberOfPlayers,
          gamerTags: orders.gamerTags,
        })
        .from(orders)
        .where(where)
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return { rows, total };
  }

  /**
   * Takes `players` seats in one conditional update: it succeeds only while the seats are there and the slot
   * has not started, so concurrent buyers can never take more seats than exist.
   */
  async takeSeats(
    executor: Executor,
    slotId: string,
    players: number,
    now: Date,
  ): Promise<SlotRow | undefined> {
    const [row] = await executor
      .update(slots)
      .set({ seatsTaken: sql`${slots.seatsTaken} + ${players}` })
      .where(
        and(
          eq(slots.id, slotId),
          sql`${slots.seatsTaken} + ${players} <= ${slots.seats}`,
          gt(slots.startsAt, now),
          isNull(slots.cancelledAt),
        ),
      )
      .returning();
    return row;
  }

  async releaseSeats(executor: Executor, slotId: string, players: number): Promise<void> {
    await executor
      .update(slots)
      .set({ seatsTaken: sql`${slots.seatsTaken} - ${players}` })
      .where(eq(slots.id, slotId));
  }
}
