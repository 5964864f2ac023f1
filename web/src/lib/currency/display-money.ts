import {
  displayMoney,
  FALLBACK_CURRENCY,
  formatMoney,
  isCurrency,
  toMinorUnits,
  type Currency,
  type Money,
} from '@lobby/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { signedInUser, useAuthStore, useCurrentUserFromStore } from '../../stores/auth-store';
import { conversionRatesQueryOptions, useConversionRates } from './conversion-rates';
import { useViewerLocation, viewerLocationQueryOptions } from './viewer-location';

/** Spec §4: the account's base currency, else the currency of where the viewer is, else USD. */
export function pickDisplayCurrency(accountCurrency: unknown, locationCurrency: unknown): Currency {
  if (isCurrency(accountCurrency)) return accountCurrency;
  if (isCurrency(locationCurrency)) return locationCurrency;
  return FALLBACK_CURRENCY;
}

/** The currency prices are shown in for whoever is looking. */
export function useDisplayCurrency(): Currency {
  const accountCurrency = useCurrentUserFromStore()?.baseCurrency;
  const location = useViewerLocation(needsLocation(accountCurrency));
  return pickDisplayCurrency(accountCurrency, location.data?.currency);
}

/** Where the viewer is matters only when their account names no currency. */
const needsLocation = (accountCurrency: unknown) => !isCurrency(accountCurrency);

/**
 * Asks for what prices need (the rates, and where the viewer is when it matters) before any page renders one:
 * the first render then shows prices as they stay, and no price starts a request inside the commit that mounts
 * it. Answers kept from an earlier visit that are still fresh are used as they are.
 */
export function prefetchDisplayMoney(client: QueryClient): void {
  if (needsLocation(signedInUser(useAuthStore.getState())?.baseCurrency))
    void client.prefetchQuery(viewerLocationQueryOptions());
  void client.prefetchQuery(conversionRatesQueryOptions());
}

export interface DisplayMoney {
  /** The currency amounts are shown in. */
  currency: Currency;
  /**
   * The amount in the display currency, rounded up to whole units; in USD when there is no rate for it, and
   * as given when there is none for USD either (spec §4).
   */
  convert: (money: Money) => Money;
  format: (money: Money) => string;
  /** For prices in major units, as gigs carry them. */
  formatMajor: (amount: number, currency: Currency) => string;
}

/** Converts and formats money for the viewer (spec §4 "Currency"). */
export function useDisplayMoney(): DisplayMoney {
  const currency = useDisplayCurrency();
  const rates = useConversionRates().data;
  return useMemo(() => {
    const convert = (money: Money) => displayMoney(money, currency, rates);
    const format = (money: Money) => formatMoney(convert(money));
    return {
      currency,
      convert,
      format,
      formatMajor: (amount, from) => format({ amount: toMinorUnits(amount), currency: from }),
    };
  }, [currency, rates]);
}
