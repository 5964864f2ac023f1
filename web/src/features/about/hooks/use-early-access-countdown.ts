import { useEffect, useState } from 'react';

/**
 * Whether the document has been taller than `minHeight` px when the visitor scrolled or resized the window.
 * It reads the height on those events only (not on load), so a countdown keyed to it starts when the visitor
 * starts reading; once true it stays true.
 */
export function usePageTallerThan(minHeight: number): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return;
    const check = () => {
      if (document.documentElement.scrollHeight > minHeight) setReached(true);
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [minHeight, reached]);
  return reached;
}

/** Whole seconds left of a `seconds` countdown that starts when `running` first turns true; null before. */
export function useCountdown(seconds: number, running: boolean): number | null {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!running || endsAt !== null) return;
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [running, endsAt, seconds]);
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** 119 → '1:59'. */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
