import {
  toMinorUnits,
  type GigDto,
  type Money,
  type PromoVerification,
  type SlotDto,
} from '@lobby/contracts';

/** What a booking costs, in the gig's currency (minor units): what the buyer is charged. */
export interface PriceSummary {
  unitPrice: Money;
  players: number;
  subtotal: Money;
  discount: Money;
  total: Money;
}

/**
 * Price per player times the players, less the verified promo discount. A discount in another currency is
 * not counted: the server would refuse the code at checkout.
 */
export function priceSummary(
  unitPrice: Money,
  players: number,
  promo: PromoVerification | null,
): PriceSummary {
  const { currency } = unitPrice;
  const subtotal = unitPrice.amount * players;
  const discount = promo?.currency === currency ? Math.min(Math.max(promo.discount, 0), subtotal) : 0;
  return {
    unitPrice,
    players,
    subtotal: { amount: subtotal, currency },
    discount: { amount: discount, currency },
    total: { amount: subtotal - discount, currency },
  };
}

/** A slot's price per player; slots booking could not price yet fall back to the gig's price. */
export const slotUnitPrice = (
  slot: Pick<SlotDto, 'price' | 'currency'>,
  gig: Pick<GigDto, 'price' | 'baseCurrency'>,
): Money =>
  slot.price !== null && slot.currency !== null
    ? { amount: slot.price, currency: slot.currency }
    : { amount: toMinorUnits(gig.price), currency: gig.baseCurrency };
