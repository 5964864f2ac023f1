import { CURRENCY_REFRESH_DEFAULT_MS, LOCATION_CACHE_MS } from '@lobby/contracts';
import type { EnvReader } from '@lobby/service-kit';

export interface PaymentsConfig {
  /** With a Stripe secret key cards go through Stripe; without one, through the local sandbox. */
  stripeSecretKey: string | null;
  /** Exchange-rate provider (open.er-api.com's format): GET `{url}/{BASE}` answers `{ rates: { INR: 83.2 } }`. */
  exchangeRatesUrl: string;
  /** How long fetched rates are used before the next fetch (spec §4: 24 h). */
  exchangeRatesRefreshMs: number;
  /** After a failed fetch, the last known rates are served this long before the provider is asked again. */
  exchangeRatesRetryMs: number;
  exchangeRatesTimeoutMs: number;
  /** IP-geolocation provider (ipapi.co's format): GET `{url}/{ip}/json/` answers spec §3 "Location data". */
  geolocationUrl: string;
  geolocationCacheMs: number;
  geolocationTimeoutMs: number;
}

const HOUR_MS = 3_600_000;

export function readPaymentsConfig(env: EnvReader): PaymentsConfig {
  return {
    stripeSecretKey: env.optional('STRIPE_SECRET_KEY'),
    exchangeRatesUrl: env.url('EXCHANGE_RATES_URL', 'https://open.er-api.com/v6/latest'),
    exchangeRatesRefreshMs:
      env.int('EXCHANGE_RATES_REFRESH_HOURS', CURRENCY_REFRESH_DEFAULT_MS / HOUR_MS, {
        min: 1,
        max: 24 * 30,
      }) * HOUR_MS,
    exchangeRatesRetryMs: env.int('EXCHANGE_RATES_RETRY_SECONDS', 300, { min: 0, max: 86_400 }) * 1000,
    exchangeRatesTimeoutMs: env.int('EXCHANGE_RATES_TIMEOUT_MS', 5000, { min: 100, max: 60_000 }),
    geolocationUrl: env.url('GEOLOCATION_URL', 'https://ipapi.co'),
    geolocationCacheMs:
      env.int('GEOLOCATION_CACHE_HOURS', LOCATION_CACHE_MS / HOUR_MS, { min: 1, max: 24 * 30 }) * HOUR_MS,
    geolocationTimeoutMs: env.int('GEOLOCATION_TIMEOUT_MS', 3000, { min: 100, max: 60_000 }),
  };
}
