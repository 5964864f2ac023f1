import { Inject, Injectable } from '@nestjs/common';
import { liveSessionRoom, streamerRoom, type LiveQueueUpdate } from '@lobby/contracts';
import { EVENT_BUS, type EventBus, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { QueuesRepository, type LiveSessionRow } from './queues.repository';

/** What one committed change did to a session's queue. */
export interface QueueChange {
  session: LiveSessionRow;
  /** Fans whose own place changed: their pages refetch. */
  fans: string[];
}

/**
 * Realtime pushes about queues, sent after the change committed (core NATS, at most once: they only tell pages
 * to refetch, and carry no lobby code, amount or gamer tag). A push that fails is logged; the change stands.
 * Messages to people (a fan joined, a fan is up next) are notifications' (queue-joined and queue-called events).
 */
@Injectable()
export class QueueNotifier {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly queues: QueuesRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async changed(change: QueueChange): Promise<void> {
    try {
      await this.push(change);
    } catch (error) {
      this.logger.warn({ err: error, liveSessionId: change.session.id }, 'queue realtime push failed');
    }
  }

  /** Places changed without moving the line (a VIP hold expired): only their fans refetch. */
  placesChanged(places: { userId: string; liveSessionId: string }[]): void {
    for (const { userId, liveSessionId } of places) {
      this.bus.pushRealtime({
        event: 'updateUserLiveSession',
        userId,
        data: { _live_session_id: liveSessionId },
      });
    }
  }

  private async push({ session, fans }: QueueChange): Promise<void> {
    const counts = await this.queues.waitingCounts(session.id);
    const update: LiveQueueUpdate = { _live_session_id: session.id, counts };
    for (const room of [liveSessionRoom(session.id), streamerRoom(session.streamerId)]) {
      this.bus.pushRealtime({ event: 'liveQueueUpdated', room, data: update });
    }
    this.placesChanged([...new Set(fans)].map((userId) => ({ userId, liveSessionId: session.id })));
  }
}
