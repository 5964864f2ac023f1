import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LiveEventSubjects, type LiveSessionChangedEvent } from '@lobby/contracts';
import { EVENT_BUS, type EventBus, isUuid, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { Executor } from '../db/database';
import { UsersRepository } from '../users/users.repository';

/**
 * Keeps each streamer's running live session (the User's isLive and _live_session_id, spec §3) from live's
 * durable snapshots. A session going live takes the streamer's slot when its snapshot is newer than the one
 * applied; ending clears it only if it is still that session, so an old "ended" never hides a newer session.
 */
@Injectable()
export class LiveStateConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly users: UsersRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe<LiveSessionChangedEvent>(
      'identity-live-state',
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
    await this.users.applyLiveSession(
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
