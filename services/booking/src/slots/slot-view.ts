import type { SlotDto } from '@lobby/contracts';
import { localDateOf } from '../common/zoned-time';
import type { slots } from '../db/schema';

export type SlotRow = typeof slots.$inferSelect;

export function toSlotDto(row: SlotRow): SlotDto {
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
  };
}
