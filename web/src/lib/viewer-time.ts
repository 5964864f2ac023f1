/** The browser's IANA time zone: slot and order times are shown in it. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Europe/Berlin (GMT+1)": the zone's name and its short offset, for labels next to times. */
export function timeZoneLabel(timeZone: string = viewerTimeZone(), at: Date = new Date()): string {
  const short = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== timeZone ? `${timeZone} (${short})` : timeZone;
}

/** An instant, or a bare day ("2026-11-27") taken as its midnight in the viewer's zone (not UTC's, as Date would). */
function toDate(isoOrDay: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoOrDay);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(isoOrDay);
}

/** The parts of a date in the viewer's zone, by type: { year: '2026', month: '11', ... }. */
function partsOf(date: Date, options: Intl.DateTimeFormatOptions): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const parts = new Intl.DateTimeFormat('en-GB', options).formatToParts(date);
  return Object.fromEntries(parts.map(({ type, value }) => [type, value]));
}

/** The day (YYYY-MM-DD) an instant falls on in the viewer's zone. */
export function localDayKey(iso: string): string {
  const { year, month, day } = partsOf(toDate(iso), { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${year}-${month}-${day}`;
}

/** "18:30 – 19:30" in the viewer's zone. */
export function formatTimeRange(startIso: string, endIso: string): string {
  const clockTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${clockTime.format(toDate(startIso))} – ${clockTime.format(toDate(endIso))}`;
}

/** "Friday, 27 November 2026" in the viewer's zone. */
export function formatLongDay(isoOrDay: string): string {
  const { weekday, day, month, year } = partsOf(toDate(isoOrDay), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return `${weekday}, ${day} ${month} ${year}`;
}
