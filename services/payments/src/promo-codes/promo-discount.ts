/** The money rule of a promo code, pure and in integers only (minor units). */

export type DiscountRule = { type: 'percent'; percentOff: number } | { type: 'fixed'; amountOff: number };

export interface DiscountResult {
  /** Minor units taken off; never more than the amount. */
  discount: number;
  /** Minor units left to pay; never below zero. */
  finalAmount: number;
}

/**
 * A percent discount is rounded up to the next minor unit (the buyer's favour) with integer arithmetic:
 * ceil(amount × percent / 100) = floor((amount × percent + 99) / 100). A fixed discount is capped at the amount.
 */
export function applyDiscount(amount: number, rule: DiscountRule): DiscountResult {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount must be whole minor units');
  let discount: number;
  if (rule.type === 'percent') {
    const { percentOff } = rule;
    if (!Number.isInteger(percentOff) || percentOff < 1 || percentOff > 100) {
      throw new RangeError('percentOff must be a whole number from 1 to 100');
    }
    const scaled = amount * percentOff + 99;
    if (!Number.isSafeInteger(scaled)) throw new RangeError('amount is too large');
    discount = (scaled - (scaled % 100)) / 100;
  } else {
    if (!Number.isSafeInteger(rule.amountOff) || rule.amountOff <= 0) {
      throw new RangeError('amountOff must be whole minor units above zero');
    }
    discount = rule.amountOff;
  }
  discount = Math.min(discount, amount);
  return { discount, finalAmount: amount - discount };
}
