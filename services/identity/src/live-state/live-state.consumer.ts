import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { LiveEventSubjects, type LiveSessionChangedEvent } from '@lobby/contracts';
import { DATABASE, EVENT_BUS, type EventBus, isUuid, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { Executor, IdentityDatabase } from '../db/database';
import { users } from '../db/schema';

/**
 * Keeps each streamer's running live session (the User's isLive and _live_session_id, spec §3) from live's
 * durable snapshots. A session going live takes the streamer's slot when its snapshot is newer than the one
 * applied; ending clears it only if it is still that session, so an old "ended" never hides a newer session.
 */
@Injectable()
export class LiveStateConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(DATABASE) private readonly db: IdentityDatabase,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe<LiveSessionChangedEvent>(
      'identity-live-state',
      LiveEventSubjects.liveSessionChanged,
      (event, tx) => this.apply(event.data, tx),
    );
  }

  async apply(event: LiveSessionChangedEvent, executor: Executor = this.db): Promise<void> {
    const valid =
      isUuid(event?.liveSessionId) &&
      isUuid(event.streamerId) &&
      (event.status === 'live' || event.status === 'ended') &&
      !Number.isNaN(Date.parse(event.version));
    if (!valid) {
      this.logger.warn({ event }, 'ignored a malformed live session-changed event');
      return;
    }
    const version = new Date(event.version);
    const newer = or(isNull(users.liveVersion), lt(users.liveVersion, version));
    if (event.status === 'live') {
      await executor
        .update(users)
        .set({ liveSessionId: event.liveSessionId, liveVersion: version })
        .where(and(eq(users.id, event.streamerId), newer));
      return;
    }
    await executor
      .update(users)
      .set({ liveSessionId: null, liveVersion: sql`greatest(${users.liveVersion}, ${version})` })
      .where(
        and(
          eq(users.id, event.streamerId),
          or(eq(users.liveSessionId, event.liveSessionId), isNull(users.liveSessionId)),
        ),
      );
  }
}
