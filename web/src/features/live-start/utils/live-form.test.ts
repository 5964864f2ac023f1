import { describe, expect, it } from 'vitest';
import { priceProblem } from './live-form';

const minimums = { INR: 100, USD: 5 };

describe('priceProblem', () => {
  it('takes the minimum itself and says "at least" under it, as the server rules', () => {
    expect(priceProblem('100', 'INR', minimums)).toBeNull();
    expect(priceProblem('5', 'USD', minimums)).toBeNull();
    expect(priceProblem('99.99', 'INR', minimums)).toBe('Price should be at least ₹100');
    expect(priceProblem('4.99', 'USD', minimums)).toBe('Price should be at least $ 5');
  });
});
