import type { Currency, SlotDto } from '@lobby/contracts';
import { localDateOf } from '../common/zoned-time';
import type { slots } from '../db/schema';

export type SlotRow = typeof slots.$inferSelect;

/** `gig` adds the price per player; without it (an unknown gig) price and currency are null. */
export function toSlotDto(row: SlotRow, gig?: { price: number; currency: string }): SlotDto {
  return {
    _id: row.id,
    _gig_id: row.gigId,
    _product_id: row.gigId,
    _influencer_id: row.streamerId,
    date: localDateOf(row.startsAt, row.timeZone),
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    seats: row.seats,
    seatsTaken: row.seatsTaken,
    seatsLeft: row.seats - row.seatsTaken,
    price: gig?.price ?? null,
    currency: (gig?.currency as Currency | undefined) ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
