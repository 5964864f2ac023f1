const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/** "just now", "5 min. ago", "yesterday", "3 wk. ago": how long ago `iso` was, seen at `now`. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'just now';
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, length] of STEPS) {
    if (Math.abs(seconds) < length) break;
    unit = name;
    size = length;
  }
  return formatter.format(Math.round(seconds / size), unit);
}
