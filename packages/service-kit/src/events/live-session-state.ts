import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  LiveEventSubjects,
  liveSessionUpdateData,
  streamerRoom,
  type LiveSessionChangedEvent,
} from '@lobby/contracts';
import { Inject, Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import { EVENT_BUS } from '../tokens';
import type { AfterCommit, EventBus, EventTransaction } from './event-bus';

/** A streamer's live session as live's durable `live-session-changed` snapshot says it is. */
export interface LiveSessionSnapshot {
  streamerId: string;
  liveSessionId: string;
  live: boolean;
  version: Date;
}

/** The snapshot an event carries (the bus parsed it: ids, status and version are well formed). */
export function readLiveSessionChange(event: LiveSessionChangedEvent): LiveSessionSnapshot {
  return {
    streamerId: event.streamerId,
    liveSessionId: event.liveSessionId,
    live: event.status === 'live',
    version: new Date(event.version),
  };
}

/** A repository that keeps a read model of streamers' running sessions (see liveSessionUpdate). */
export interface LiveSessionStore {
  applyLiveSession(snapshot: LiveSessionSnapshot, executor?: EventTransaction): Promise<void>;
}

export interface LiveSessionConsumerOptions {
  /**
   * After each snapshot's commit, tell the streamer's room (their pages and their moderators') to read the live
   * state again (`updateUserLiveSession`): for the read model those pages read. live's own push goes out as the
   * session changes, before this read model has the change, so a page that refetched then may still see the old
   * state; this push comes once it has it.
   */
  announceApplied?: boolean;
}

/**
 * The event consumer of a read model of streamers' running sessions, kept from live's durable snapshots: each
 * snapshot is handed to the store in the event's transaction (a malformed event never reaches it: the bus parks it).
 * `class LiveStateConsumer extends LiveSessionConsumer('identity-live-state', UsersRepository) {}`.
 */
export function LiveSessionConsumer(
  consumer: string,
  store: Type<LiveSessionStore>,
  { announceApplied = false }: LiveSessionConsumerOptions = {},
) {
  @Injectable()
  class Consumer implements OnModuleInit {
    constructor(
      @Inject(EVENT_BUS) readonly bus: EventBus,
      @Inject(store) readonly store: LiveSessionStore,
    ) {}

    onModuleInit(): void {
      this.bus.subscribe(
        consumer,
        LiveEventSubjects.liveSessionChanged,
        (event, tx) => this.apply(event.data, tx),
      );
    }

    /** Applies the event's snapshot; returns what to do after its commit (the push, when announcing). */
    async apply(event: LiveSessionChangedEvent, executor?: EventTransaction): Promise<AfterCommit | void> {
      const snapshot = readLiveSessionChange(event);
      await this.store.applyLiveSession(snapshot, executor);
      if (!announceApplied) return;
      return () =>
        this.bus.pushRealtime({
          event: 'updateUserLiveSession',
          room: streamerRoom(snapshot.streamerId),
          data: liveSessionUpdateData(snapshot.streamerId, snapshot.liveSessionId, event.status),
        });
    }
  }
  return Consumer;
}

/** The columns a read model keeps a streamer's running session in. */
export interface LiveSessionColumns {
  id: PgColumn;
  liveSessionId: PgColumn;
  liveVersion: PgColumn;
}

/**
 * What applying a snapshot changes on the streamer's row, and on which condition: going live applies when newer
 * than what was applied; ending clears only that same session (or none), so an old "ended" never hides a newer
 * session. Use as `update(table).set(change.set).where(change.where)`.
 */
export function liveSessionUpdate(
  row: LiveSessionColumns,
  { streamerId, liveSessionId, live, version }: LiveSessionSnapshot,
): { set: { liveSessionId: string | null; liveVersion: Date | SQL }; where: SQL | undefined } {
  if (live) {
    return {
      set: { liveSessionId, liveVersion: version },
      where: and(eq(row.id, streamerId), or(isNull(row.liveVersion), lt(row.liveVersion, version))),
    };
  }
  return {
    set: { liveSessionId: null, liveVersion: sql`greatest(${row.liveVersion}, ${version})` },
    where: and(eq(row.id, streamerId), or(eq(row.liveSessionId, liveSessionId), isNull(row.liveSessionId))),
  };
}
