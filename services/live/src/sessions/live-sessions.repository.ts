import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, LiveDatabase } from '../db/database';
import { liveSessions, type LiveSessionRow, type NewLiveSession } from '../db/schema';
import type { LiveSessionDraft } from './live-session-rules';

const isLive = eq(liveSessions.status, 'live');

/** The only code that reads or writes live sessions. */
@Injectable()
export class LiveSessionsRepository {
  constructor(@Inject(DATABASE) private readonly db: LiveDatabase) {}

  /** The unique index `live_sessions_one_live_per_streamer` refuses a second live session of a streamer. */
  async insert(session: NewLiveSession, executor: Executor): Promise<LiveSessionRow> {
    const [row] = await executor.insert(liveSessions).values(session).returning();
    return row;
  }

  async find(id: string): Promise<LiveSessionRow | undefined> {
    const [row] = await this.db.select().from(liveSessions).where(eq(liveSessions.id, id));
    return row;
  }

  /** Changes a session that is still live; undefined when it is not (any more). */
  async updateLive(
    id: string,
    patch: Partial<LiveSessionDraft>,
    now: Date,
    executor: Executor,
  ): Promise<LiveSessionRow | undefined> {
    const [row] = await executor
      .update(liveSessions)
      .set({ ...patch, updatedAt: nextVersion(now) })
      .where(and(eq(liveSessions.id, id), isLive))
      .returning();
    return row;
  }

  /** Ends a session that is still live; undefined when it was already ended. */
  async end(id: string, now: Date, executor: Executor): Promise<LiveSessionRow | undefined> {
    const [row] = await executor
      .update(liveSessions)
      .set({ status: 'ended', endedAt: now, updatedAt: nextVersion(now) })
      .where(and(eq(liveSessions.id, id), isLive))
      .returning();
    return row;
  }

  async liveOfStreamer(streamerId: string): Promise<LiveSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(liveSessions)
      .where(and(eq(liveSessions.streamerId, streamerId), isLive));
    return row;
  }

  async liveByUsername(username: string): Promise<LiveSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(liveSessions)
      .where(and(sql`lower(${liveSessions.streamerUsername}) = lower(${username})`, isLive));
    return row;
  }

  async live(limit: number): Promise<LiveSessionRow[]> {
    return this.db
      .select()
      .from(liveSessions)
      .where(isLive)
      .orderBy(desc(liveSessions.startedAt), desc(liveSessions.id))
      .limit(limit);
  }

  async ofStreamer(streamerId: string, limit: number): Promise<LiveSessionRow[]> {
    return this.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.streamerId, streamerId))
      .orderBy(desc(liveSessions.startedAt), desc(liveSessions.id))
      .limit(limit);
  }
}

/** Later than the row's last version even within one millisecond, so consumers can keep the newest. */
function nextVersion(now: Date) {
  return sql`greatest(${now.toISOString()}::timestamptz, ${liveSessions.updatedAt} + interval '1 millisecond')`;
}
