import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorText,
  isCurrency,
  PaymentsText,
  type Currency,
  type CurrencyRates,
  type RequestOf,
} from '@lobby/contracts';
import { APP_CONFIG, CLOCK, type Clock, DomainError, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { PaymentsConfig } from '../payments.config';
import { CurrencyRatesRepository, type ExchangeRatesRow } from './currency-rates.repository';
import { ExchangeRatesClient } from './exchange-rates.client';

/**
 * Spec §4 "Currency": rates cached in the database and fetched again only once nextUpdate has passed; when
 * the provider fails the last known rates are served (and the provider is left alone for a retry interval);
 * 503 only when no rate was ever fetched.
 */
@Injectable()
export class CurrencyRatesService {
  /** One fetch per base at a time in this process; parallel callers share it. */
  private readonly inFlight = new Map<Currency, Promise<ExchangeRatesRow | undefined>>();
  private readonly failedAt = new Map<Currency, number>();

  constructor(
    private readonly repository: CurrencyRatesRepository,
    private readonly client: ExchangeRatesClient,
    @Inject(APP_CONFIG) private readonly config: PaymentsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async conversionRate({ from, to }: RequestOf<'payments.conversionRate'>): Promise<CurrencyRates> {
    if (!isCurrency(from) || !isCurrency(to)) throw DomainError.invalid(ErrorText.badRequest);
    const row = await this.current(from);
    const rate = row?.rates[to];
    if (!row || typeof rate !== 'number') throw DomainError.unavailable(PaymentsText.ratesUnavailable);
    return {
      base: from,
      rates: { [from]: 1, [to]: rate },
      lastFetched: row.lastFetched.toISOString(),
      nextUpdate: row.nextUpdate.toISOString(),
    };
  }

  private async current(base: Currency): Promise<ExchangeRatesRow | undefined> {
    const stored = await this.repository.find(base);
    const now = this.clock.now().getTime();
    if (stored && now < stored.nextUpdate.getTime()) return stored;
    const failedAt = this.failedAt.get(base);
    if (stored && failedAt !== undefined && now - failedAt < this.config.exchangeRatesRetryMs) return stored;

    let fetching = this.inFlight.get(base);
    if (!fetching) {
      fetching = this.refresh(base, stored).finally(() => this.inFlight.delete(base));
      this.inFlight.set(base, fetching);
    }
    return fetching;
  }

  private async refresh(
    base: Currency,
    stored: ExchangeRatesRow | undefined,
  ): Promise<ExchangeRatesRow | undefined> {
    try {
      const rates = await this.client.latest(base);
      const fetchedAt = this.clock.now();
      this.failedAt.delete(base);
      return await this.repository.save({
        base,
        rates,
        lastFetched: fetchedAt,
        nextUpdate: new Date(fetchedAt.getTime() + this.config.exchangeRatesRefreshMs),
      });
    } catch (error) {
      this.failedAt.set(base, this.clock.now().getTime());
      this.logger.warn({ err: error, base }, 'exchange-rate fetch failed; serving the last known rates');
      return stored;
    }
  }
}
