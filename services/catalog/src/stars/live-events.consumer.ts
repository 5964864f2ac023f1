import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { LiveEventSubjects, type LiveSessionChangedEvent } from '@lobby/contracts';
import { DATABASE, EVENT_BUS, type EventBus, isUuid, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { CatalogDatabase, Executor } from '../db/database';
import { stars } from '../db/schema';

/**
 * Keeps stars' isLive and liveSessionId (browse's "live now") from live's durable snapshots. Going live applies
 * when newer than what was applied; ending clears only that same session, so an old "ended" never hides a newer one.
 */
@Injectable()
export class LiveEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(DATABASE) private readonly db: CatalogDatabase,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe<LiveSessionChangedEvent>(
      'stars-from-live-sessions',
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
    if (event.status === 'live') {
      await executor
        .update(stars)
        .set({ isLive: true, liveSessionId: event.liveSessionId, liveVersion: version })
        .where(
          and(eq(stars.id, event.streamerId), or(isNull(stars.liveVersion), lt(stars.liveVersion, version))),
        );
      return;
    }
    await executor
      .update(stars)
      .set({
        isLive: false,
        liveSessionId: null,
        liveVersion: sql`greatest(${stars.liveVersion}, ${version})`,
      })
      .where(
        and(
          eq(stars.id, event.streamerId),
          or(eq(stars.liveSessionId, event.liveSessionId), isNull(stars.liveSessionId)),
        ),
      );
  }
}
