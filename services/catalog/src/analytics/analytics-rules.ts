import { ANALYTICS_DEFAULT_WINDOW, type AnalyticsWindow, AnalyticsWindowsDays } from '@lobby/contracts';

/** `part` of `whole` as a percentage with two decimals, 0 when `whole` is 0, never above 100. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.round((part / whole) * 10_000) / 100);
}

/** The window asked for, or the default one; anything else is no window of ours (undefined). */
export function windowOf(days: unknown): AnalyticsWindow | undefined {
  if (days === undefined || days === null) return ANALYTICS_DEFAULT_WINDOW;
  return AnalyticsWindowsDays.find((window) => window === Number(days));
}
