import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BookingText, type OrderStatus } from '@lobby/contracts';
import type { Executor } from '../db/database';
import { HoldKinds, type HoldKindEffects, type HoldRow, type HoldSubject } from '../holds/hold-kinds';
import { releasesSeats } from '../holds/hold-state';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { SlotsRepository } from '../slots/slots.repository';

/** What a slot order does to its slot: its players' seats go back when it ends unserved. */
@Injectable()
export class SlotHolds implements HoldKindEffects, OnModuleInit {
  readonly kind = 'slot';
  readonly texts = { notFound: BookingText.orderNotFound, expired: BookingText.orderExpired };
  readonly releasedHold = 'delete';

  constructor(
    private readonly kinds: HoldKinds,
    private readonly slots: SlotsRepository,
    private readonly readModels: ReadModelsRepository,
  ) {}

  onModuleInit(): void {
    this.kinds.register(this);
  }

  async lockFirst(): Promise<void> {}

  async assertPayable(): Promise<void> {}

  async paid(): Promise<void> {}

  async ended(tx: Executor, holds: { row: HoldRow; from: OrderStatus }[], to: OrderStatus) {
    const freed = new Map<string, number>();
    for (const { row, from } of holds) {
      if (row.slotId === null || !releasesSeats(from, to)) continue;
      freed.set(row.slotId, (freed.get(row.slotId) ?? 0) + row.numberOfPlayers);
    }
    for (const [slotId, players] of freed) await this.slots.releaseSeats(tx, slotId, players);
  }

  async subject(tx: Executor, hold: HoldRow): Promise<HoldSubject> {
    const slot = await this.slots.find(hold.slotId!, tx);
    const gig = await this.readModels.gig(hold.gigId!, tx);
    return {
      title: gig?.title ?? '',
      slug: gig?.slug ?? '',
      startsAt: slot!.startsAt,
      endsAt: slot!.endsAt,
    };
  }
}
