import { Inject, Injectable } from '@nestjs/common';
import {
  and,
  getTableColumns,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { QueueEntryStatus, QueueKind } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { BookingDatabase, Executor } from '../db/database';
import { liveSessions, orders, queueEntries } from '../db/schema';
import type { LiveSessionRow } from '../read-models/read-models.repository';
import { queueSourcesOf } from './queue-state';

export type { LiveSessionRow };
export type NewQueueEntry = typeof queueEntries.$inferInsert;

/**
 * A place as the queue reads it: the entry, and for a VIP place the price, payment and expiry of its order
 * (joined; null for a regular place).
 */
const ENTRY = {
  ...getTableColumns(queueEntries),
  amount: orders.amount,
  currency: orders.currency,
  discount: sql<number>`coalesce(${orders.discount}, 0)`.mapWith(Number),
  amountPaid: orders.amountPaid,
  promoCode: orders.promoCode,
  paymentRef: orders.paymentRef,
  expiresAt: orders.expiresAt,
  paidAt: orders.paidAt,
};
export type QueueEntryRow = typeof queueEntries.$inferSelect & {
  amount: number | null;
  currency: string | null;
  discount: number;
  amountPaid: number | null;
  promoCode: string | null;
  paymentRef: string | null;
  expiresAt: Date | null;
  paidAt: Date | null;
};
/** What live's snapshot sets: everything but booking's own `closed_at` and `lobby_code`. */
export type LiveSessionSnapshot = Omit<LiveSessionRow, 'closedAt' | 'lobbyCode'>;

/** The serving order of waiting fans: VIP before regular, then by when they started waiting (id breaks ties). */
const SERVING_ORDER: SQL[] = [
  sql`(${queueEntries.kind} = 'vip') DESC`,
  asc(queueEntries.waitingSince),
  asc(queueEntries.id),
];

/** The only code that reads or writes live sessions' queues. */
@Injectable()
export class QueuesRepository {
  constructor(@Inject(DATABASE) private readonly db: BookingDatabase) {}

  /** Keeps live's newest snapshot; booking's own columns are never touched, so a closed queue stays closed. */
  async upsertSession(session: LiveSessionSnapshot, executor: Executor = this.db): Promise<void> {
    const { id: _id, ...changes } = session;
    await executor
      .insert(liveSessions)
      .values(session)
      .onConflictDoUpdate({
        target: liveSessions.id,
        set: changes,
        setWhere: sql`${liveSessions.version} <= excluded.version`,
      });
  }

  async findSession(id: string, executor: Executor = this.db): Promise<LiveSessionRow | undefined> {
    const [row] = await executor.select().from(liveSessions).where(eq(liveSessions.id, id));
    return row;
  }

  /** Reads the session under a row lock: every change to its queue takes this lock first, so they run in turn. */
  async lockSession(tx: Executor, id: string): Promise<LiveSessionRow | undefined> {
    const [row] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
    return row;
  }

  async sessionsByIds(ids: string[]): Promise<Map<string, LiveSessionRow>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db.select().from(liveSessions).where(inArray(liveSessions.id, unique));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The streamer's running session with an open queue (the newest, should live ever report two). */
  async runningSessionOf(streamerId: string): Promise<LiveSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(liveSessions)
      .where(
        and(
          eq(liveSessions.streamerId, streamerId),
          eq(liveSessions.status, 'live'),
          isNull(liveSessions.closedAt),
        ),
      )
      .orderBy(desc(liveSessions.version))
      .limit(1);
    return row;
  }

  async setLobbyCode(tx: Executor, id: string, lobbyCode: string | null): Promise<void> {
    await tx.update(liveSessions).set({ lobbyCode }).where(eq(liveSessions.id, id));
  }

  async markClosed(tx: Executor, id: string, at: Date): Promise<void> {
    await tx
      .update(liveSessions)
      .set({ closedAt: at })
      .where(and(eq(liveSessions.id, id), isNull(liveSessions.closedAt)));
  }

  async insertEntry(tx: Executor, entry: NewQueueEntry): Promise<QueueEntryRow> {
    const [row] = await tx.insert(queueEntries).values(entry).returning({ id: queueEntries.id });
    return (await this.findEntry(row.id, tx))!;
  }

  async findEntry(id: string, executor: Executor = this.db): Promise<QueueEntryRow | undefined> {
    const [row] = await entries(executor).where(eq(queueEntries.id, id));
    return row;
  }

  /** Several places by id (any order). */
  async entriesByIds(ids: string[], executor: Executor = this.db): Promise<QueueEntryRow[]> {
    if (ids.length === 0) return [];
    return entries(executor).where(inArray(queueEntries.id, ids));
  }

  /** Locks the entry's row (not its order's: a caller that changes the order locks it through holds/ first). */
  async lockEntry(tx: Executor, id: string): Promise<QueueEntryRow | undefined> {
    const [row] = await entries(tx).where(eq(queueEntries.id, id)).for('update', { of: queueEntries });
    return row;
  }

  /** The fan's places in the session in these states (at most one in line and one hold). */
  async placesOf(
    liveSessionId: string,
    userId: string,
    statuses: readonly QueueEntryStatus[],
    executor: Executor = this.db,
  ): Promise<QueueEntryRow[]> {
    return entries(executor)
      .where(
        and(
          eq(queueEntries.liveSessionId, liveSessionId),
          eq(queueEntries.userId, userId),
          inArray(queueEntries.status, [...statuses]),
        ),
      )
      .orderBy(asc(queueEntries.createdAt));
  }

  /** Moves the place to `to` only from a state queue-state.ts allows; undefined when it wasn't there. */
  async move(
    executor: Executor,
    id: string,
    to: QueueEntryStatus,
    changes: Partial<Pick<QueueEntryRow, 'waitingSince'>> = {},
  ): Promise<QueueEntryRow | undefined> {
    const [row] = await executor
      .update(queueEntries)
      .set({ ...changes, status: to, updatedAt: sql`now()` })
      .where(and(eq(queueEntries.id, id), inArray(queueEntries.status, queueSourcesOf(to))))
      .returning({ id: queueEntries.id });
    return row && this.findEntry(row.id, executor);
  }

  /** Moves the named places that are in `from` to `to` (their holds moved through holds/), answering the moved. */
  async moveMany(
    executor: Executor,
    ids: string[],
    from: readonly QueueEntryStatus[],
    to: QueueEntryStatus,
    changes: Partial<Pick<QueueEntryRow, 'waitingSince'>> = {},
  ): Promise<QueueEntryRow[]> {
    if (ids.length === 0) return [];
    const moved = await executor
      .update(queueEntries)
      .set({ ...changes, status: to, updatedAt: sql`now()` })
      .where(and(inArray(queueEntries.id, ids), inArray(queueEntries.status, [...from])))
      .returning({ id: queueEntries.id });
    return this.entriesByIds(
      moved.map((row) => row.id),
      executor,
    );
  }

  /** Moves every place of the session in `from` (of one kind) to `to`, answering the moved rows. */
  async moveAll(
    tx: Executor,
    liveSessionId: string,
    from: QueueEntryStatus,
    kind: QueueKind,
    to: QueueEntryStatus,
  ): Promise<QueueEntryRow[]> {
    const moved = await tx
      .update(queueEntries)
      .set({ status: to, updatedAt: sql`now()` })
      .where(
        and(
          eq(queueEntries.liveSessionId, liveSessionId),
          eq(queueEntries.status, from),
          eq(queueEntries.kind, kind),
        ),
      )
      .returning({ id: queueEntries.id });
    return this.entriesByIds(
      moved.map((row) => row.id),
      tx,
    );
  }

  /** The ids of the session's places in `status` of one kind (for holds/ to move their orders first). */
  async idsIn(
    tx: Executor,
    liveSessionId: string,
    status: QueueEntryStatus,
    kind: QueueKind,
  ): Promise<string[]> {
    const rows = await tx
      .select({ id: queueEntries.id })
      .from(queueEntries)
      .where(
        and(
          eq(queueEntries.liveSessionId, liveSessionId),
          eq(queueEntries.status, status),
          eq(queueEntries.kind, kind),
        ),
      );
    return rows.map((row) => row.id);
  }

  /** The session's places in these states, waiting ones in serving order, others by when they last moved. */
  async entriesOf(
    liveSessionId: string,
    statuses: readonly QueueEntryStatus[],
    limit: number,
    executor: Executor = this.db,
  ): Promise<QueueEntryRow[]> {
    return entries(executor)
      .where(and(eq(queueEntries.liveSessionId, liveSessionId), inArray(queueEntries.status, [...statuses])))
      .orderBy(...SERVING_ORDER)
      .limit(limit);
  }

  /** The places most recently finished (done), newest first. */
  async recentlyDone(liveSessionId: string, limit: number): Promise<QueueEntryRow[]> {
    return entries(this.db)
      .where(and(eq(queueEntries.liveSessionId, liveSessionId), eq(queueEntries.status, 'done')))
      .orderBy(desc(queueEntries.updatedAt), desc(queueEntries.id))
      .limit(limit);
  }

  /** The first waiting fan in serving order (of one kind, when named). */
  async firstWaiting(
    tx: Executor,
    liveSessionId: string,
    kind?: QueueKind,
  ): Promise<QueueEntryRow | undefined> {
    const [row] = await entries(tx)
      .where(
        and(
          eq(queueEntries.liveSessionId, liveSessionId),
          eq(queueEntries.status, 'waiting'),
          kind === undefined ? undefined : eq(queueEntries.kind, kind),
        ),
      )
      .orderBy(...SERVING_ORDER)
      .limit(1);
    return row;
  }

  async countIn(tx: Executor, liveSessionId: string, statuses: readonly QueueEntryStatus[]): Promise<number> {
    const [{ total }] = await tx
      .select({ total: count() })
      .from(queueEntries)
      .where(and(eq(queueEntries.liveSessionId, liveSessionId), inArray(queueEntries.status, [...statuses])));
    return total;
  }

  /** Waiting fans of the session by kind. */
  async waitingCounts(
    liveSessionId: string,
    executor: Executor = this.db,
  ): Promise<Record<QueueKind, number>> {
    const rows = await executor
      .select({ kind: queueEntries.kind, total: count() })
      .from(queueEntries)
      .where(and(eq(queueEntries.liveSessionId, liveSessionId), eq(queueEntries.status, 'waiting')))
      .groupBy(queueEntries.kind);
    const counts = { vip: 0, regular: 0 };
    for (const row of rows) counts[row.kind] = row.total;
    return counts;
  }

  /** One page of the waiting fans of one kind, in serving order, and how many there are. */
  async waitingPage(
    liveSessionId: string,
    kind: QueueKind,
    limit: number,
    offset: number,
  ): Promise<{ rows: QueueEntryRow[]; total: number }> {
    const where = and(
      eq(queueEntries.liveSessionId, liveSessionId),
      eq(queueEntries.status, 'waiting'),
      eq(queueEntries.kind, kind),
    );
    const [rows, [{ total }]] = await Promise.all([
      entries(this.db)
        .where(where)
        .orderBy(...SERVING_ORDER)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(queueEntries).where(where),
    ]);
    return { rows, total };
  }

  /** 1-based places among the waiting fans of their sessions, for the waiting ones of `entries`. */
  async positions(entries: QueueEntryRow[], executor: Executor = this.db): Promise<Map<string, number>> {
    const waiting = entries.filter((entry) => entry.status === 'waiting');
    if (waiting.length === 0) return new Map();
    const sessionIds = [...new Set(waiting.map((entry) => entry.liveSessionId))];
    const ids = waiting.map((entry) => entry.id);
    const result = await executor.execute<{ id: string; position: number }>(sql`
      SELECT id, position FROM (
        SELECT ${queueEntries.id} AS id,
               (row_number() OVER (PARTITION BY ${queueEntries.liveSessionId}
                                   ORDER BY ${sql.join(SERVING_ORDER, sql`, `)}))::int AS position
        FROM ${queueEntries}
        WHERE ${queueEntries.status} = 'waiting'
          AND ${queueEntries.liveSessionId} IN (${sql.join(
            sessionIds.map((id) => sql`${id}`),
            sql`, `,
          )})
      ) AS ranked
      WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    `);
    return new Map(result.rows.map((row) => [row.id, Number(row.position)]));
  }

  /** The fan's places that still count (a held one only while its hold runs), newest first. */
  async activeOfUser(userId: string, now: Date): Promise<QueueEntryRow[]> {
    return entries(this.db)
      .where(
        and(
          eq(queueEntries.userId, userId),
          or(
            inArray(queueEntries.status, ['waiting', 'playing_next', 'in_game']),
            and(eq(queueEntries.status, 'held'), gt(orders.expiresAt, now)),
          ),
        ),
      )
      .orderBy(desc(queueEntries.createdAt), desc(queueEntries.id));
  }

  /** A page of the places the fan took in these states, newest first, with the distinct sessions among all. */
  async pageOfUser(
    userId: string,
    statuses: readonly QueueEntryStatus[],
    limit: number,
    offset: number,
  ): Promise<{ rows: QueueEntryRow[]; total: number; totalSessions: number }> {
    const where = and(eq(queueEntries.userId, userId), inArray(queueEntries.status, [...statuses]));
    const [rows, [{ total, totalSessions }]] = await Promise.all([
      entries(this.db)
        .where(where)
        .orderBy(desc(queueEntries.createdAt), desc(queueEntries.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count(), totalSessions: countDistinct(queueEntries.liveSessionId) })
        .from(queueEntries)
        .where(where),
    ]);
    return { rows, total, totalSessions };
  }
}

function entries(executor: Executor) {
  return executor
    .select(ENTRY)
    .from(queueEntries)
    .leftJoin(orders, eq(orders.id, queueEntries.orderId))
    .$dynamic();
}
