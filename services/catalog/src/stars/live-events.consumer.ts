import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { LiveSessionChangedEvent } from '@lobby/contracts';
import {
  applyLiveSessionChange,
  EVENT_BUS,
  type EventBus,
  followLiveSessions,
  LOGGER,
} from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { Executor } from '../db/database';
import { StarsRepository } from './stars.repository';

/**
 * Keeps stars' isLive and liveSessionId (browse's "live now") from live's durable snapshots (the rule is the kit's
 * liveSessionUpdate: newer snapshots apply, an old "ended" never hides a newer session).
 */
@Injectable()
export class LiveEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly stars: StarsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    followLiveSessions(this.bus, 'stars-from-live-sessions', (event, tx) => this.apply(event, tx));
  }

  apply(event: LiveSessionChangedEvent, executor?: Executor): Promise<void> {
    return applyLiveSessionChange(event, this.logger, (snapshot) =>
      this.stars.applyLiveSession(snapshot, executor),
    );
  }
}
