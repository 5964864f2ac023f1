/** Wall-clock dates and times in an IANA zone, converted to and from UTC instants with the platform's Intl data. */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export function parseLocalDate(value: unknown): LocalDate | null {
  const match = typeof value === 'string' ? DATE_PATTERN.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Minutes since midnight of an HH:mm time, or null. */
export function parseLocalTime(value: unknown): number | null {
  const match = typeof value === 'string' ? TIME_PATTERN.exec(value) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall clock in `timeZone` at an instant, as milliseconds of a UTC date with the same fields. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/**
 * The instant when the wall clock in `timeZone` shows `date` at `minutes` past midnight. A time skipped by a
 * daylight-saving jump resolves to the instant after the jump; a repeated time to its first occurrence.
 */
export function zonedToUtc(date: LocalDate, minutes: number, timeZone: string): Date {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = wanted - (wallClockMs(wanted, timeZone) - wanted);
  const second = wanted - (wallClockMs(first, timeZone) - first);
  if (wallClockMs(second, timeZone) === wanted) return new Date(second);
  // The wall clock never shows `wanted` that day: the first guess is the same time on the later offset.
  return new Date(Math.max(first, second));
}

/** YYYY-MM-DD of an instant in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}
