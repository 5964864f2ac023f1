import type { SlotDto } from '@lobby/contracts';
import { localDayKey } from '../../../lib/viewer-time';

/** One booking holds at most this many seats, however many the slot has left. */
export const MAX_PLAYERS_PER_BOOKING = 10;

export const hasStarted = (slot: SlotDto, now: Date) => Date.parse(slot.startTime) <= now.getTime();

export const isBookable = (slot: SlotDto, now: Date) => slot.seatsLeft > 0 && !hasStarted(slot, now);

/** Slots not yet started, by the day (YYYY-MM-DD) they start on in the viewer's zone, each day in start order. */
export function upcomingSlotsByDay(slots: SlotDto[], now: Date): Map<string, SlotDto[]> {
  const days = new Map<string, SlotDto[]>();
  const upcoming = slots.filter((slot) => !hasStarted(slot, now));
  for (const slot of upcoming.sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    const day = localDayKey(slot.startTime);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/** Days with at least one slot that can still be booked, in order. */
export const bookableDays = (byDay: Map<string, SlotDto[]>, now: Date) =>
  [...byDay.keys()].filter((day) => byDay.get(day)!.some((slot) => isBookable(slot, now))).sort();

export const maxPlayersFor = (slot: SlotDto) =>
  Math.max(1, Math.min(slot.seatsLeft, MAX_PLAYERS_PER_BOOKING));

/** One gamer tag per player: keeps what was typed, adds empty fields or drops the last ones. */
export const resizeGamerTags = (tags: string[], players: number) =>
  Array.from({ length: players }, (_, index) => tags[index] ?? '');
