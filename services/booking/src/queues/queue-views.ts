import { Injectable } from '@nestjs/common';
import type { QueueEntryDto } from '@lobby/contracts';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { toQueueEntryDto, type QueueAudience } from './queue-view';
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

  async one(row: QueueEntryRow, audience: QueueAudience): Promise<QueueEntryDto> {
    const [entry] = await this.many([row], audience);
    return entry;
  }
}
