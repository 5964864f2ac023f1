import type { SlotDto } from '@lobby/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookableDays,
  isBookable,
  MAX_PLAYERS_PER_BOOKING,
  maxPlayersFor,
  resizeGamerTags,
  upcomingSlotsByDay,
} from './slot-days';

const slot = (id: string, startTime: string, seatsLeft = 2): SlotDto => ({
  _id: id,
  _gig_id: 'gig',
  _product_id: 'gig',
  _influencer_id: 'star',
  date: startTime.slice(0, 10),
  startTime,
  endTime: new Date(Date.parse(startTime) + 60 * 60_000).toISOString(),
  timeZone: 'UTC',
  seats: 4,
  seatsTaken: 4 - seatsLeft,
  seatsLeft,
  price: 1000,
  currency: 'USD',
  cancelledAt: null,
});

const now = new Date('2026-11-27T12:00:00.000Z');

describe('slot days in the viewer’s zone', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/New_York');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('groups upcoming slots by the day they start on where the viewer is, each day in start order', () => {
    const byDay = upcomingSlotsByDay(
      [
        slot('late', '2026-11-28T03:00:00.000Z'), // 22:00 on the 27th in New York
        slot('early', '2026-11-27T15:00:00.000Z'),
        slot('next', '2026-11-28T15:00:00.000Z'),
      ],
      now,
    );
    expect([...byDay.keys()]).toEqual(['2026-11-27', '2026-11-28']);
    expect(byDay.get('2026-11-27')?.map((item) => item._id)).toEqual(['early', 'late']);
  });

  it('leaves out slots that have started, and days with no seat left to book', () => {
    const byDay = upcomingSlotsByDay(
      [
        slot('started', '2026-11-27T11:00:00.000Z'),
        slot('full', '2026-11-27T18:00:00.000Z', 0),
        slot('open', '2026-11-29T18:00:00.000Z'),
      ],
      now,
    );
    expect([...byDay.values()].flat().map((item) => item._id)).toEqual(['full', 'open']);
    expect(bookableDays(byDay, now)).toEqual(['2026-11-29']);
  });

  it('does not book a slot at the very minute it starts', () => {
    expect(isBookable(slot('now', now.toISOString()), now)).toBe(false);
    expect(isBookable(slot('soon', '2026-11-27T12:01:00.000Z'), now)).toBe(true);
  });
});

describe('players of one booking', () => {
  it('allows the seats left, at least one, at most the booking limit', () => {
    expect(maxPlayersFor(slot('a', '2026-11-28T00:00:00.000Z', 3))).toBe(3);
    expect(maxPlayersFor(slot('b', '2026-11-28T00:00:00.000Z', 0))).toBe(1);
    expect(maxPlayersFor(slot('c', '2026-11-28T00:00:00.000Z', 50))).toBe(MAX_PLAYERS_PER_BOOKING);
  });

  it('keeps the gamer tags typed when the players change', () => {
    expect(resizeGamerTags(['nova', 'vega'], 3)).toEqual(['nova', 'vega', '']);
    expect(resizeGamerTags(['nova', 'vega', 'lyra'], 1)).toEqual(['nova']);
  });
});
