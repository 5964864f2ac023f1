import { Inject, Injectable } from '@nestjs/common';
import {
  LiveEventSubjects,
  liveSessionRoom,
  liveSessionUpdateData,
  starRoom,
  streamerRoom,
} from '@lobby/contracts';
import { addToOutbox, EVENT_BUS, type EventBus, type OutboxExecutor } from '@lobby/service-kit';
import type { LiveSessionRow } from '../db/schema';
import { toSessionChangedEvent } from './live-session-view';

/** What the rest of the system hears when a live session changes. */
@Injectable()
export class LiveSessionEvents {
  constructor(@Inject(EVENT_BUS) private readonly bus: EventBus) {}

  /** The durable snapshot, in the transaction of the change, so it exists exactly when the change committed. */
  record(executor: OutboxExecutor, row: LiveSessionRow): Promise<string> {
    return addToOutbox(executor, LiveEventSubjects.liveSessionChanged, toSessionChangedEvent(row));
  }

  /**
   * After commit: the streamer's and their moderators' pages refetch the user (spec §7 updateUserLiveSession), and
   * everyone watching the session refetches it (it was edited or has ended; booking's queue push on closing
   * comes before the end commits, so it can't tell them). A start or an end (`change` other than 'edited') is
   * also told to the star's public room, so whoever has their page open switches, following them or not.
   */
  announce(row: LiveSessionRow, change: 'started' | 'edited' | 'ended'): void {
    const data = liveSessionUpdateData(row.streamerId, row.id, row.status);
    for (const room of [streamerRoom(row.streamerId), liveSessionRoom(row.id)])
      this.bus.pushRealtime({ event: 'updateUserLiveSession', room, data });
    if (change !== 'edited')
      this.bus.pushRealtime({ event: 'starLiveChanged', room: starRoom(row.streamerId), data });
  }
}
