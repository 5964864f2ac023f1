import { Injectable } from '@nestjs/common';
import type { PublicWaitingPlaceDto, QueueEntryDto } from '@lobby/contracts';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { toPublicPlaceDto, toQueueEntryDto, type QueueAudience } from './queue-view';
import { QueuesRepository, type QueueEntryRow } from './queues.repository';

/** Turns queue places into what the API shows, loading their sessions, people and positions in one go each. */
@Injectable()
export class QueueViews {
  constructor(
    private readonly queues: QueuesRepository,
    private readonly readModels: ReadModelsRepository,
  ) {}

  async many(rows: QueueEntryRow[], audience: QueueAudience): Promise<QueueEntryDto[]> {
    if (rows.length === 0) return [];
    const [sessions, people, positions] = await Promise.all([
      this.queues.sessionsByIds(rows.map((row) => row.liveSessionId)),
      this.readModels.peopleByIds(rows.flatMap((row) => [row.userId, row.streamerId])),
      this.queues.positions(rows),
    ]);
    return rows.map((row) =>
      toQueueEntryDto(row, {
        session: sessions.get(row.liveSessionId),
        fan: people.get(row.userId),
        streamer: people.get(row.streamerId),
        position: positions.get(row.id) ?? null,
        audience,
      }),
    );
  }

  /** Places as anyone may see them (display names, no ids), in the order given; `viewerId`'s own marked. */
  async publicPlaces(rows: QueueEntryRow[], viewerId: string | null): Promise<PublicWaitingPlaceDto[]> {
    if (rows.length === 0) return [];
    const [people, positions] = await Promise.all([
      this.readModels.peopleByIds(rows.map((row) => row.userId)),
      this.queues.positions(rows),
    ]);
    return rows.map((row) =>
      toPublicPlaceDto(row, people.get(row.userId), positions.get(row.id) ?? 0, viewerId),
    );
  }

  async one(row: QueueEntryRow, audience: QueueAudience): Promise<QueueEntryDto> {
    const [entry] = await this.many([row], audience);
    return entry;
  }
}
