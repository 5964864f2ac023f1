import { formatMoney, toMinorUnits, type Currency, type GigDto } from '@lobby/contracts';

/** A price in major units (as gigs carry it), shown as the spec shows money: en-US, 0 to 2 decimals. */
export function majorUnitsPrice(amount: number, currency: Currency): string {
  return formatMoney({ amount: toMinorUnits(amount), currency });
}

/** A gig's price in the gig's own currency. */
export const gigPrice = (gig: Pick<GigDto, 'price' | 'baseCurrency'>) =>
  majorUnitsPrice(gig.price, gig.baseCurrency);
