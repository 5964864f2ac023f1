import { routes, isCurrency, type CurrencyRates } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';
import { readCachedAnswer, writeCachedAnswer } from './local-cache';
import { conversionRatesKey } from '../keys';

const STORAGE_KEY = 'lobby-conversion-rates';
/** When the server's nextUpdate has passed (its provider is down), ask again at most this often. */
const MIN_REFRESH_MS = 5 * 60_000;

function isCurrencyRates(value: unknown): value is CurrencyRates {
  const rates = value as Partial<CurrencyRates> | null;
  return (
    !!rates &&
    isCurrency(rates.base) &&
    typeof rates.rates === 'object' &&
    rates.rates !== null &&
    typeof rates.nextUpdate === 'string'
  );
}

async function getConversionRates(signal: AbortSignal): Promise<CurrencyRates> {
  const rates = await call(routes.payments.conversionRate, {
    signal,
    anonymous: true,
  });
  writeCachedAnswer(STORAGE_KEY, rates);
  return rates;
}

/**
 * USD/INR rates (spec §4): kept in localStorage and fetched again only once their nextUpdate has passed.
 * Not about the signed-in user, so login and logout keep them. When the rates can't be had, one try is
 * enough: prices show in USD (spec §4 fallback) and no page asks again for MIN_REFRESH_MS.
 */
export const conversionRatesQueryOptions = () =>
  queryOptions({
    queryKey: conversionRatesKey,
    queryFn: ({ signal }) => getConversionRates(signal),
    // Read only when the query is first created, not on every render of every price.
    initialData: () => readCachedAnswer(STORAGE_KEY, isCurrencyRates)?.value,
    initialDataUpdatedAt: () => readCachedAnswer(STORAGE_KEY, isCurrencyRates)?.savedAt,
    staleTime: (query) => {
      const nextUpdate = Date.parse(query.state.data?.nextUpdate ?? '');
      if (Number.isNaN(nextUpdate)) return MIN_REFRESH_MS;
      return Math.max(MIN_REFRESH_MS, nextUpdate - query.state.dataUpdatedAt);
    },
    retry: false,
    // A failed query is otherwise fetched again by every component that mounts it, i.e. on every page.
    retryOnMount: false,
    meta: { keepAcrossSessions: true },
  });

export const useConversionRates = () => useQuery(conversionRatesQueryOptions());
