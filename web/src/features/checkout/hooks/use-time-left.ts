import { useEffect, useState } from 'react';

/** Milliseconds until `until` (never below 0), updated every second. */
export function useTimeLeft(until: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const end = until ? Date.parse(until) : NaN;
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** "4:05" for minutes and seconds. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
