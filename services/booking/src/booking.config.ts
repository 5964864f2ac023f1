import type { EnvReader } from '@lobby/service-kit';

export interface BookingConfig {
  /** How long a held order keeps its seats while the buyer pays (issue 5: 15 minutes by default). */
  holdMinutes: number;
  /** How often each replica looks for expired holds; 0 turns the timer off (tests run the sweeper by hand). */
  sweepIntervalMs: number;
}

export function readBookingConfig(env: EnvReader): BookingConfig {
  return {
    holdMinutes: env.int('HOLD_MINUTES', 15, { min: 1, max: 24 * 60 }),
    sweepIntervalMs: env.int('HOLD_SWEEP_INTERVAL_MS', 30_000, { min: 0, max: 60 * 60 * 1000 }),
  };
}
