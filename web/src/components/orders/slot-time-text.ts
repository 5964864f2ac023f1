import { timeZoneLabel, viewerTimeZone } from '../../lib/viewer-time';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * A slot in the viewer's zone: "Fri, 27 Nov 2026", "18:30 – 19:30", its start alone ("18:30", for a moment such
 * as when a VIP place was paid) and the zone's label.
 */
export function slotTimeText(startIso: string, endIso: string) {
  const start = new Date(startIso);
  const end = new Date(endIso);
  return {
    day: dayFormat.format(start),
    range: `${timeFormat.format(start)} – ${timeFormat.format(end)}`,
    time: timeFormat.format(start),
    zone: timeZoneLabel(viewerTimeZone(), start),
  };
}

/** "27 Nov 2026" in the viewer's zone. */
export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
