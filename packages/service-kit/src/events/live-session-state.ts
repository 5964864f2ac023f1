import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LiveEventSubjects, type LiveSessionChangedEvent } from '@lobby/contracts';
import type { Logger } from 'pino';
import { isUuid } from '../ids';
import type { EventBus, EventTransaction } from './event-bus';

/** A streamer's live session as live's durable `live-session-changed` snapshot says it is. */
export interface LiveSessionSnapshot {
  streamerId: string;
  liveSessionId: string;
  live: boolean;
  version: Date;
}

/** The snapshot an event carries, or null when the event is malformed (it is then logged and skipped). */
export function readLiveSessionChange(
  event: LiveSessionChangedEvent | undefined,
): LiveSessionSnapshot | null {
  const valid =
    isUuid(event?.liveSessionId) &&
    isUuid(event.streamerId) &&
    (event.status === 'live' || event.status === 'ended') &&
    !Number.isNaN(Date.parse(event.version));
  if (!valid) return null;
  return {
    streamerId: event.streamerId,
    liveSessionId: event.liveSessionId,
    live: event.status === 'live',
    version: new Date(event.version),
  };
}

/**
 * Subscribes a read model to live's session snapshots: `apply` gets each well-formed snapshot in the event's
 * transaction; a malformed event is logged and skipped. `apply` the same snapshot to `liveSessionUpdate`.
 */
export function followLiveSessions(
  bus: EventBus,
  consumer: string,
  apply: (event: LiveSessionChangedEvent, tx: EventTransaction) => Promise<void>,
): void {
  bus.subscribe<LiveSessionChangedEvent>(consumer, LiveEventSubjects.liveSessionChanged, (event, tx) =>
    apply(event.data, tx),
  );
}

/** Reads `event` (see readLiveSessionChange) and applies it, or warns that it was malformed. */
export async function applyLiveSessionChange(
  event: LiveSessionChangedEvent | undefined,
  logger: Logger,
  apply: (snapshot: LiveSessionSnapshot) => Promise<void>,
): Promise<void> {
  const snapshot = readLiveSessionChange(event);
  if (!snapshot) {
    logger.warn({ event }, 'ignored a malformed live session-changed event');
    return;
  }
  await apply(snapshot);
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
