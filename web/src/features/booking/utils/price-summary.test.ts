import type { PromoVerification } from '@lobby/contracts';
import { describe, expect, it } from 'vitest';
import { priceSummary, slotUnitPrice } from './price-summary';

const promo = (discount: number, currency: 'USD' | 'INR' = 'USD'): PromoVerification => ({
  _id: 'promo-1',
  code: 'SAVE',
  currency,
  amount: 0,
  discount,
  finalAmount: 0,
});

describe('priceSummary (what the buyer is charged, in minor units)', () => {
  it('charges the price per player times the players', () => {
    expect(priceSummary({ amount: 1250, currency: 'USD' }, 3, null)).toEqual({
      unitPrice: { amount: 1250, currency: 'USD' },
      players: 3,
      subtotal: { amount: 3750, currency: 'USD' },
      discount: { amount: 0, currency: 'USD' },
      total: { amount: 3750, currency: 'USD' },
    });
  });

  it('takes a verified discount off the subtotal', () => {
    const summary = priceSummary({ amount: 1000, currency: 'USD' }, 2, promo(500));
    expect(summary.discount.amount).toBe(500);
    expect(summary.total.amount).toBe(1500);
  });

  it('never takes off more than the subtotal, nor adds for a negative discount', () => {
    expect(priceSummary({ amount: 1000, currency: 'USD' }, 1, promo(5000)).total.amount).toBe(0);
    expect(priceSummary({ amount: 1000, currency: 'USD' }, 1, promo(-300)).total.amount).toBe(1000);
  });

  it('ignores a discount in another currency, which the server would refuse', () => {
    const summary = priceSummary({ amount: 80_000, currency: 'INR' }, 1, promo(500, 'USD'));
    expect(summary.discount).toEqual({ amount: 0, currency: 'INR' });
    expect(summary.total).toEqual({ amount: 80_000, currency: 'INR' });
  });
});

describe('slotUnitPrice', () => {
  const gig = { price: 12.5, baseCurrency: 'USD' as const };

  it("uses the slot's own price when booking knows it", () => {
    expect(slotUnitPrice({ price: 99_900, currency: 'INR' }, gig)).toEqual({
      amount: 99_900,
      currency: 'INR',
    });
  });

  it("falls back to the gig's price, from major to minor units", () => {
    expect(slotUnitPrice({ price: null, currency: null }, gig)).toEqual({ amount: 1250, currency: 'USD' });
    expect(slotUnitPrice({ price: 500, currency: null }, { price: 19.99, baseCurrency: 'INR' })).toEqual({
      amount: 1999,
      currency: 'INR',
    });
  });
});
