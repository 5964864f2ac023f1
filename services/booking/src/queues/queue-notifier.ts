import { Inject, Injectable } from '@nestjs/common';
import {
  joinedQueueMessage,
  liveSessionRoom,
  streamerRoom,
  upNextMessage,
  type LiveQueueUpdate,
  type QueueKind,
  type RealtimePush,
} from '@lobby/contracts';
import { CLOCK, type Clock, EVENT_BUS, type EventBus, LOGGER, newId } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { QueuesRepository, type LiveSessionRow } from './queues.repository';

/** What one committed change did to a session's queue. */
export interface QueueChange {
  session: LiveSessionRow;
  /** Fans whose own place changed: their pages refetch. */
  fans: string[];
  /** A fan joined the line (a paid VIP place, or a regular one): the streamer is told. */
  joined?: { userId: string; kind: QueueKind };
  /** A fan was called to playing next: they are told. */
  calledUp?: string;
}

/**
 * Realtime pushes about queues, sent after the change committed (core NATS, at most once: they only tell pages
 * to refetch, and carry no lobby code, amount or gamer tag). A push that fails is logged; the change stands.
 */
@Injectable()
export class QueueNotifier {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly queues: QueuesRepository,
    private readonly readModels: ReadModelsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
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

  private async push({ session, fans, joined, calledUp }: QueueChange): Promise<void> {
    const counts = await this.queues.waitingCounts(session.id);
    const update: LiveQueueUpdate = { _live_session_id: session.id, counts };
    for (const room of [liveSessionRoom(session.id), streamerRoom(session.streamerId)]) {
      this.bus.pushRealtime({ event: 'liveQueueUpdated', room, data: update });
    }
    this.placesChanged([...new Set(fans)].map((userId) => ({ userId, liveSessionId: session.id })));
    if (!joined && !calledUp) return;

    const people = await this.readModels.peopleByIds([
      session.streamerId,
      ...(joined ? [joined.userId] : []),
    ]);
    const createdAt = this.clock.now().toISOString();
    if (joined) {
      const push: RealtimePush = {
        event: 'messageInfluencerLiveSession',
        room: streamerRoom(session.streamerId),
        data: {
          _user_id: joined.userId,
          message: joinedQueueMessage(people.get(joined.userId)?.username ?? 'A fan', joined.kind),
          _created_at: createdAt,
          _live_session_id: session.id,
          image: null,
        },
      };
      this.bus.pushRealtime(push);
    }
    if (calledUp) {
      const influencerUsername = people.get(session.streamerId)?.username ?? '';
      this.bus.pushRealtime({
        event: 'messageNotificationUserLiveSession',
        userId: calledUp,
        data: {
          _id: newId(),
          message: upNextMessage(influencerUsername || 'the streamer', session.lobbyCode !== null),
          _created_at: createdAt,
          influencerUsername,
          image: null,
        },
      });
    }
  }
}
