/** Currency rules of spec §4 "Currency" and §9: base USD with INR, en-US format with 0 to 2 decimals. */

export const Currencies = ['USD', 'INR'] as const;
export type Currency = (typeof Currencies)[number];
export const FALLBACK_CURRENCY: Currency = 'USD';

/** An amount in minor units (cents, paise) and its ISO currency. Never a float. */
export interface Money {
  amount: number;
  currency: Currency;
}

/** Spec §3 "Currency data": rates are per 1 unit of `base`. */
export interface CurrencyRates {
  base: Currency;
  rates: Partial<Record<Currency, number>>;
  lastFetched: string;
  nextUpdate: string;
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (Currencies as readonly string[]).includes(value);
}

/** INR when the billing country is India, USD everywhere else (and when unknown). */
export function baseCurrencyForCountry(billingCountry: string | null | undefined): Currency {
  return billingCountry?.trim().toUpperCase() === 'IN' ? 'INR' : 'USD';
}

export const MINOR_UNITS_PER_MAJOR = 100;

export function toMinorUnits(major: number): number {
  return Math.round(major * MINOR_UNITS_PER_MAJOR);
}

export function toMajorUnits(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}

export function ratesAreStale(rates: CurrencyRates | null | undefined, now: Date): boolean {
  if (!rates) return true;
  const next = Date.parse(rates.nextUpdate);
  return Number.isNaN(next) || now.getTime() >= next;
}

function rateFor(rates: CurrencyRates, currency: Currency): number | undefined {
  if (currency === rates.base) return 1;
  const rate = rates.rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/**
 * Converts minor units between currencies. The result is rounded up to whole major units unless
 * `decimals` is asked for, then to the nearest minor unit. Returns null when a rate is missing,
 * so the caller can fall back to USD (spec §4).
 */
export function convertMoney(
  money: Money,
  to: Currency,
  rates: CurrencyRates | null | undefined,
  options: { decimals?: boolean } = {},
): Money | null {
  if (money.currency === to) return { ...money };
  if (!rates) return null;
  const fromRate = rateFor(rates, money.currency);
  const toRate = rateFor(rates, to);
  if (fromRate === undefined || toRate === undefined) return null;
  const exactMinor = (money.amount / fromRate) * toRate;
  // Guard against float noise such as 499.99999999 turning into an extra unit when rounding up.
  const cleaned = Math.round(exactMinor * 1e6) / 1e6;
  const amount = options.decimals
    ? Math.round(cleaned)
    : Math.ceil(cleaned / MINOR_UNITS_PER_MAJOR) * MINOR_UNITS_PER_MAJOR;
  return { amount, currency: to };
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * en-US with the currency symbol: a whole amount without decimals, any other with two ($5, $5.50, ₹1,250.75),
 * so "0 to 2 decimals" (spec §9) never shows a lone tenth like ₹2.7.
 */
export function formatMoney(money: Money): string {
  const decimals = Number.isInteger(money.amount) && money.amount % MINOR_UNITS_PER_MAJOR === 0 ? 0 : 2;
  const key = `${money.currency}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(toMajorUnits(money.amount));
}

/**
 * What a viewer sees for a price: converted into their display currency when rates allow,
 * otherwise the amount in USD when it can be converted to USD, otherwise the original amount.
 */
export function displayMoney(
  money: Money,
  displayCurrency: Currency | null | undefined,
  rates: CurrencyRates | null | undefined,
  options: { decimals?: boolean } = {},
): Money {
  const wanted = displayCurrency ?? FALLBACK_CURRENCY;
  return (
    convertMoney(money, wanted, rates, options) ??
    convertMoney(money, FALLBACK_CURRENCY, rates, options) ??
    money
  );
}
