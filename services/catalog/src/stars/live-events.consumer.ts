import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LiveEventSubjects, type LiveSessionChangedEvent } from '@lobby/contracts';
import { EVENT_BUS, type EventBus, isUuid, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { Executor } from '../db/database';
import { StarsRepository } from './stars.repository';

/**
 * Keeps stars' isLive and liveSessionId (browse's "live now") from live's durable snapshots. Going live applies
 * when newer than what was applied; ending clears only that same session, so an old "ended" never hides a newer one.
 */
@Injectable()
export class LiveEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly stars: StarsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe<LiveSessionChangedEvent>(
      'stars-from-live-sessions',
      LiveEventSubjects.liveSessionChanged,
      (event, tx) => this.apply(event.data, tx),
    );
  }

  async apply(event: LiveSessionChangedEvent, executor?: Executor): Promise<void> {
    const valid =
      isUuid(event?.liveSessionId) &&
      isUuid(event.streamerId) &&
      (event.status === 'live' || event.status === 'ended') &&
      !Number.isNaN(Date.parse(event.version));
    if (!valid) {
      this.logger.warn({ event }, 'ignored a malformed live session-changed event');
      return;
    }
    await this.stars.applyLiveSession(
      {
        streamerId: event.streamerId,
        liveSessionId: event.liveSessionId,
        live: event.status === 'live',
        version: new Date(event.version),
      },
      executor,
    );
  }
}
