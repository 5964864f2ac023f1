import { timeZoneLabel, viewerTimeZone } from '../../lib/viewer-time';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** A slot in the viewer's zone: "Fri, 27 Nov 2026", "18:30 – 19:30" and the zone's label. */
export function slotTimeText(startIso: string, endIso: string) {
  const start = new Date(startIso);
  const end = new Date(endIso);
  return {
    day: dayFormat.format(start),
    range: `${timeFormat.format(start)} – ${timeFormat.format(end)}`,
    zone: timeZoneLabel(viewerTimeZone(), start),
  };
}

/** "27 Nov 2026" in the viewer's zone. */
export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
