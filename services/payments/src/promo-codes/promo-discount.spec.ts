import { applyDiscount, type DiscountRule } from './promo-discount';

const percent = (percentOff: number): DiscountRule => ({ type: 'percent', percentOff });
const fixed = (amountOff: number): DiscountRule => ({ type: 'fixed', amountOff });

function expectWhole(result: { discount: number; finalAmount: number }) {
  expect(Number.isInteger(result.discount)).toBe(true);
  expect(Number.isInteger(result.finalAmount)).toBe(true);
}

describe('applyDiscount', () => {
  it('takes an exact percentage when it divides evenly', () => {
    const result = applyDiscount(50_000, percent(10));
    expect(result).toEqual({ discount: 5_000, finalAmount: 45_000 });
    expectWhole(result);
  });

  it('rounds a percentage up to the next minor unit, in the buyer’s favour', () => {
    // 15% of 999 is 149.85 → 150 off, 849 to pay.
    expect(applyDiscount(999, percent(15))).toEqual({ discount: 150, finalAmount: 849 });
    // 33% of 1 is 0.33 → 1 off.
    expect(applyDiscount(1, percent(33))).toEqual({ discount: 1, finalAmount: 0 });
    // 7% of 1001 is 70.07 → 71 off.
    expect(applyDiscount(1001, percent(7))).toEqual({ discount: 71, finalAmount: 930 });
  });

  it('gives everything away at 100% and never goes below zero', () => {
    expect(applyDiscount(12_345, percent(100))).toEqual({ discount: 12_345, finalAmount: 0 });
    expect(applyDiscount(500, fixed(800))).toEqual({ discount: 500, finalAmount: 0 });
    expect(applyDiscount(0, percent(50))).toEqual({ discount: 0, finalAmount: 0 });
  });

  it('takes a fixed amount off', () => {
    expect(applyDiscount(2_500, fixed(300))).toEqual({ discount: 300, finalAmount: 2_200 });
  });

  it('returns whole minor units for every amount and percentage, and discount plus final is the amount', () => {
    const wrong: string[] = [];
    for (let amount = 0; amount <= 2_000; amount += 7) {
      for (let p = 1; p <= 100; p += 1) {
        const { discount, finalAmount } = applyDiscount(amount, percent(p));
        const ok =
          Number.isInteger(discount) &&
          Number.isInteger(finalAmount) &&
          discount + finalAmount === amount &&
          discount * 100 >= amount * p &&
          (discount - 1) * 100 < amount * p;
        if (!ok) wrong.push(`${p}% of ${amount} → ${discount} off, ${finalAmount} to pay`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses fractional or out-of-range inputs instead of producing floats', () => {
    expect(() => applyDiscount(10.5, percent(10))).toThrow(RangeError);
    expect(() => applyDiscount(-1, percent(10))).toThrow(RangeError);
    expect(() => applyDiscount(1000, percent(12.5))).toThrow(RangeError);
    expect(() => applyDiscount(1000, percent(0))).toThrow(RangeError);
    expect(() => applyDiscount(1000, percent(101))).toThrow(RangeError);
    expect(() => applyDiscount(1000, fixed(0.5))).toThrow(RangeError);
    expect(() => applyDiscount(Number.MAX_SAFE_INTEGER, percent(50))).toThrow(RangeError);
  });
});
