import { CURRENCY_REFRESH_DEFAULT_MS, LOCATION_CACHE_MS } from '@lobby/contracts';
import type { EnvReader } from '@lobby/service-kit';

export interface PaymentsConfig {
  /**
   * NODE_ENV=production: real money only. Stripe keys are required and the sandbox card is never offered, and
   * sandbox sales (from a database that once ran in development) never go into a payout.
   */
  production: boolean;
  /** With a Stripe secret key cards go through Stripe; without one, through the local sandbox. */
  stripeSecretKey: string | null;
  /** Signs Stripe's webhook deliveries (`whsec_…`); required when STRIPE_SECRET_KEY is set. */
  stripeWebhookSecret: string | null;
  /** Where the Stripe client sends requests (default Stripe's own API); tests point it at a local fake. */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | null;
  /** The web app's public address: Stripe sends the buyer back to `{publicUrl}/checkout/…`. */
  publicUrl: string;
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
  /** How often abandoned checkout sessions are closed (0 turns the sweep off, for tests). */
  checkoutSweepIntervalMs: number;
}

const HOUR_MS = 3_600_000;

export function readPaymentsConfig(env: EnvReader): PaymentsConfig {
  const production = env.optional('NODE_ENV') === 'production';
  const stripeSecretKey = env.optional('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = env.optional('STRIPE_WEBHOOK_SECRET');
  if (production) {
    for (const [name, value] of [
      ['STRIPE_SECRET_KEY', stripeSecretKey],
      ['STRIPE_WEBHOOK_SECRET', stripeWebhookSecret],
    ] as const) {
      if (!value)
        env.problem(
          `${name} is required in production (NODE_ENV=production): the sandbox takes no real money`,
        );
    }
  } else if (stripeSecretKey && !stripeWebhookSecret) {
    env.problem('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
  return {
    production,
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApi: readStripeApi(env),
    publicUrl: env.url('PUBLIC_URL', 'http://localhost:3000').replace(/\/+$/, ''),
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
    checkoutSweepIntervalMs: env.int('CHECKOUT_SWEEP_INTERVAL_MS', 60_000, { min: 0, max: 60 * 60 * 1000 }),
  };
}

/** STRIPE_API_URL (e.g. `http://127.0.0.1:12111`) as the Stripe client's host, port and protocol options. */
function readStripeApi(env: EnvReader): PaymentsConfig['stripeApi'] {
  if (!env.optional('STRIPE_API_URL')) return null;
  const raw = env.url('STRIPE_API_URL');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const protocol = url.protocol.replace(':', '');
  if (protocol !== 'http' && protocol !== 'https') {
    env.problem(`STRIPE_API_URL must be http or https (got "${raw}")`);
    return null;
  }
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  return { host: url.hostname, port, protocol };
}
