import type { GigDto } from '@lobby/contracts';
import { useDisplayMoney } from '../../lib/currency/display-money';

/** Formats prices in major units (as gigs and stars carry them) in the viewer's display currency (spec §4). */
export const usePriceFormatter = () => useDisplayMoney().formatMajor;

/** A gig's price in the viewer's display currency. */
export function useGigPrice(gig: Pick<GigDto, 'price' | 'baseCurrency'>): string {
  return usePriceFormatter()(gig.price, gig.baseCurrency);
}
