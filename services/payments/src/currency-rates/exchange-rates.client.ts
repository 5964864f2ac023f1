import { Inject, Injectable } from '@nestjs/common';
import { Currencies, type Currency } from '@lobby/contracts';
import { APP_CONFIG } from '@lobby/service-kit';
import type { PaymentsConfig } from '../payments.config';

/**
 * The outside exchange-rate provider (open.er-api.com's format): GET `{EXCHANGE_RATES_URL}/{BASE}` answers
 * `{ "rates": { "INR": 83.2, ... } }`. Only this class does the HTTP, so tests point it at a local fake.
 */
@Injectable()
export class ExchangeRatesClient {
  constructor(@Inject(APP_CONFIG) private readonly config: PaymentsConfig) {}

  /** Rates per one unit of `base` for the currencies we support; throws when the provider fails. */
  async latest(base: Currency): Promise<Partial<Record<Currency, number>>> {
    const url = `${this.config.exchangeRatesUrl.replace(/\/+$/, '')}/${base}`;
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.config.exchangeRatesTimeoutMs),
    });
    if (!response.ok) throw new Error(`exchange-rate provider answered ${response.status}`);
    const body = (await response.json()) as { rates?: Record<string, unknown> };
    const rates: Partial<Record<Currency, number>> = { [base]: 1 };
    for (const currency of Currencies) {
      if (currency === base) continue;
      const rate = body.rates?.[currency];
      if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) rates[currency] = rate;
    }
    if (Currencies.some((currency) => rates[currency] === undefined)) {
      throw new Error('exchange-rate provider left out a supported currency');
    }
    return rates;
  }
}
