import { Injectable } from '@nestjs/common';
import type { OrderDto } from '@lobby/contracts';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { SlotsRepository } from '../slots/slots.repository';
import { toOrderDto, type OrderRow } from './order-view';

/** Turns order rows into what the API shows, loading their slots, gigs, sessions and people in one go per kind. */
@Injectable()
export class OrderViews {
  constructor(
    private readonly slots: SlotsRepository,
    private readonly readModels: ReadModelsRepository,
  ) {}

  async many(rows: OrderRow[], viewerId: string | null): Promise<OrderDto[]> {
    const [slots, gigs, sessions, people] = await Promise.all([
      this.slots.byIds(rows.flatMap((row) => (row.slotId === null ? [] : [row.slotId]))),
      this.readModels.gigsByIds(rows.map((row) => row.gigId)),
      this.readModels.liveSessionsByIds(rows.map((row) => row.liveSessionId)),
      this.readModels.peopleByIds(rows.flatMap((row) => [row.userId, row.streamerId])),
    ]);
    return rows.map((row) =>
      toOrderDto(row, {
        slot: row.slotId === null ? undefined : slots.get(row.slotId),
        gig: row.gigId === null ? undefined : gigs.get(row.gigId),
        session: row.liveSessionId === null ? undefined : sessions.get(row.liveSessionId),
        buyer: people.get(row.userId),
        streamer: people.get(row.streamerId),
        viewerId,
      }),
    );
  }

  async one(row: OrderRow, viewerId: string | null): Promise<OrderDto> {
    const [order] = await this.many([row], viewerId);
    return order;
  }
}
