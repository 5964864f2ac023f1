import type { Currency, GigDto } from '@lobby/contracts';
import { useDisplayMoney } from '../../lib/currency/display-money';

/** Formats prices in major units (as gigs and stars carry them) in the viewer's display currency (spec §4). */
export const usePriceFormatter = () => useDisplayMoney().formatMajor;

/** A gig's price in the viewer's display currency. */
export function useGigPrice(gig: Pick<GigDto, 'price' | 'baseCurrency'>): string {
  return usePriceFormatter()(gig.price, gig.baseCurrency);
}

/**
 * A price in major units, in the viewer's display currency, as text. A component of its own so that when the
 * viewer's currency or the rates arrive (TanStack Query renders its updates synchronously), only the prices
 * render again, not every card around them.
 */
export function DisplayPrice({ amount, currency }: { amount: number; currency: Currency }) {
  return usePriceFormatter()(amount, currency);
}
