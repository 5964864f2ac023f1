import dayjs from 'dayjs';

/** The browser's IANA time zone: slot and order times are shown in it. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Europe/Berlin (GMT+1)": the zone's name and its short offset, for labels next to times. */
export function timeZoneLabel(timeZone: string = viewerTimeZone(), at: Date = new Date()): string {
  const short = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== timeZone ? `${timeZone} (${short})` : timeZone;
}

/** The day (YYYY-MM-DD) an instant falls on in the viewer's zone. */
export const localDayKey = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/** "18:30 – 19:30" in the viewer's zone. */
export const formatTimeRange = (startIso: string, endIso: string) =>
  `${dayjs(startIso).format('HH:mm')} – ${dayjs(endIso).format('HH:mm')}`;

/** "Friday, 27 November 2026" in the viewer's zone. */
export const formatLongDay = (isoOrDay: string) => dayjs(isoOrDay).format('dddd, D MMMM YYYY');
