import { addDays, isTimeZone, localDateOf, parseLocalDate, parseLocalTime, zonedToUtc } from './zoned-time';

describe('zoned time', () => {
  it('converts a wall-clock time in a zone to UTC', () => {
    const day = { year: 2031, month: 3, day: 15 };
    expect(zonedToUtc(day, 18 * 60, 'Asia/Kolkata').toISOString()).toBe('2031-03-15T12:30:00.000Z');
    expect(zonedToUtc(day, 18 * 60, 'UTC').toISOString()).toBe('2031-03-15T18:00:00.000Z');
    expect(zonedToUtc({ year: 2031, month: 1, day: 10 }, 18 * 60, 'America/New_York').toISOString()).toBe(
      '2031-01-10T23:00:00.000Z',
    );
    expect(zonedToUtc({ year: 2031, month: 7, day: 10 }, 18 * 60, 'America/New_York').toISOString()).toBe(
      '2031-07-10T22:00:00.000Z',
    );
  });

  it('resolves a time skipped by a daylight-saving jump to the moment after it', () => {
    // 2031-03-09 02:30 does not exist in New York (clocks go from 02:00 EST to 03:00 EDT).
    const at = zonedToUtc({ year: 2031, month: 3, day: 9 }, 2 * 60 + 30, 'America/New_York');
    expect(at.toISOString()).toBe('2031-03-09T07:30:00.000Z');
  });

  it('reads the local day of an instant', () => {
    expect(localDateOf(new Date('2031-03-15T20:00:00Z'), 'Asia/Kolkata')).toBe('2031-03-16');
    expect(localDateOf(new Date('2031-03-15T20:00:00Z'), 'UTC')).toBe('2031-03-15');
  });

  it('parses dates, times and zones strictly', () => {
    expect(parseLocalDate('2031-02-28')).toEqual({ year: 2031, month: 2, day: 28 });
    expect(parseLocalDate('2031-02-30')).toBeNull();
    expect(parseLocalDate('31-2-3')).toBeNull();
    expect(parseLocalTime('18:30')).toBe(18 * 60 + 30);
    expect(parseLocalTime('24:00')).toBeNull();
    expect(parseLocalTime('8:30')).toBeNull();
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(addDays({ year: 2031, month: 12, day: 29 }, 7)).toEqual({ year: 2032, month: 1, day: 5 });
  });
});
