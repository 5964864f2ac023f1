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
import { UsersRepository } from '../users/users.repository';

/**
 * Keeps each streamer's running live session (the User's isLive and _live_session_id, spec §3) from live's durable
 * snapshots (the rule is the kit's liveSessionUpdate: newer snapshots apply, an old "ended" never hides a newer
 * session).
 */
@Injectable()
export class LiveStateConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly users: UsersRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    followLiveSessions(this.bus, 'identity-live-state', (event, tx) => this.apply(event, tx));
  }

  apply(event: LiveSessionChangedEvent, executor?: Executor): Promise<void> {
    return applyLiveSessionChange(event, this.logger, (snapshot) =>
      this.users.applyLiveSession(snapshot, executor),
    );
  }
}
