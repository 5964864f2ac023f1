import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { BookingDatabase } from '../db/database';
import { gigs, people, slots } from '../db/schema';
import type { GigRow, PersonRow } from '../read-models/read-models.repository';
import type { SlotRow } from '../slots/slot-view';

export interface OpenSlotRow {
  slot: SlotRow;
  gig: GigRow;
  streamer: PersonRow;
}

/** What the home page reads across slots and booking's gig and people read models. */
@Injectable()
export class HomeSessionsRepository {
  constructor(@Inject(DATABASE) private readonly db: BookingDatabase) {}

  /** Slots not yet started with a seat left, of bookable gigs of listed streamers, soonest first. */
  async openSlots(now: Date, limit: number): Promise<OpenSlotRow[]> {
    return this.db
      .select({ slot: slots, gig: gigs, streamer: people })
      .from(slots)
      .innerJoin(gigs, eq(gigs.id, slots.gigId))
      .innerJoin(people, eq(people.id, slots.streamerId))
      .where(
        and(
          gt(slots.startsAt, now),
          lt(slots.seatsTaken, slots.seats),
          isNull(slots.cancelledAt),
          eq(gigs.bookable, true),
          eq(people.listed, true),
        ),
      )
      .orderBy(asc(slots.startsAt), asc(slots.id))
      .limit(limit);
  }
}
