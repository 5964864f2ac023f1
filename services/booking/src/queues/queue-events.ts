import { BookingEventSubjects, type QueueCalledEvent, type QueueJoinedEvent } from '@lobby/contracts';
import { addToOutbox, type OutboxExecutor } from '@lobby/service-kit';
import type { QueueEntryRow } from './queues.repository';

/** A fan took a place in line (notifications tells the streamer); written in the change's transaction. */
export function recordQueueJoined(tx: OutboxExecutor, place: QueueEntryRow, at: Date): Promise<string> {
  const event: QueueJoinedEvent = {
    entryId: place.id,
    liveSessionId: place.liveSessionId,
    streamerId: place.streamerId,
    userId: place.userId,
    kind: place.kind,
    joinedAt: at.toISOString(),
  };
  return addToOutbox(tx, BookingEventSubjects.queueJoined, event);
}

/** A fan was called to playing next (notifications tells them); written in the move's transaction. */
export function recordQueueCalled(
  tx: OutboxExecutor,
  place: QueueEntryRow,
  lobbyCodeReady: boolean,
  at: Date,
): Promise<string> {
  const event: QueueCalledEvent = {
    entryId: place.id,
    liveSessionId: place.liveSessionId,
    streamerId: place.streamerId,
    userId: place.userId,
    lobbyCodeReady,
    calledAt: at.toISOString(),
  };
  return addToOutbox(tx, BookingEventSubjects.queueCalled, event);
}
