import { CancellationPolicies } from '@lobby/contracts';
import { hoursBefore, policyOf, refundAmountOf, refundPercentAt } from './cancellation-policy';

const HOUR = 3_600_000;

describe('cancellation policies', () => {
  it('gives the flexible (default) policy a full refund from exactly 24 h before the start, none after', () => {
    const flexible = CancellationPolicies.flexible;
    expect(refundPercentAt(flexible, 30 * 24 * HOUR)).toBe(100);
    expect(refundPercentAt(flexible, 24 * HOUR)).toBe(100);
    expect(refundPercentAt(flexible, 24 * HOUR - 1)).toBe(0);
    expect(refundPercentAt(flexible, HOUR)).toBe(0);
  });

  it('steps the moderate policy from full to half to nothing, and the strict one from half to nothing', () => {
    expect(refundPercentAt(CancellationPolicies.moderate, 48 * HOUR)).toBe(100);
    expect(refundPercentAt(CancellationPolicies.moderate, 48 * HOUR - 1)).toBe(50);
    expect(refundPercentAt(CancellationPolicies.moderate, 24 * HOUR)).toBe(50);
    expect(refundPercentAt(CancellationPolicies.moderate, 23 * HOUR)).toBe(0);
    expect(refundPercentAt(CancellationPolicies.strict, 100 * HOUR)).toBe(50);
    expect(refundPercentAt(CancellationPolicies.strict, 71 * HOUR)).toBe(0);
  });

  it('finds the right tier whatever order the tiers were stored in', () => {
    const policy = { name: 'moderate' as const, tiers: [...CancellationPolicies.moderate.tiers].reverse() };
    expect(refundPercentAt(policy, 50 * HOUR)).toBe(100);
    expect(refundPercentAt(policy, 30 * HOUR)).toBe(50);
  });

  it('rounds half a minor unit up, in integers, in both currencies', () => {
    // $25.01 at 50 % is 1250.5 cents → 1251; ₹1,499.99 at 50 % is 74999.5 paise → 75000.
    expect(refundAmountOf(2501, 50)).toBe(1251);
    expect(refundAmountOf(149_999, 50)).toBe(75_000);
    // Every exact half goes up (1249.5 → 1250, 166.5 → 167, 0.5 → 1); anything below half goes down.
    expect(refundAmountOf(2499, 50)).toBe(1250);
    expect(refundAmountOf(333, 50)).toBe(167);
    expect(refundAmountOf(1, 50)).toBe(1);
    expect(refundAmountOf(1, 49)).toBe(0);
    expect(refundAmountOf(149_900, 100)).toBe(149_900);
    expect(refundAmountOf(2500, 0)).toBe(0);
    expect(refundAmountOf(0, 100)).toBe(0);
  });

  it("uses the order's own policy, else its gig's, else the default", () => {
    expect(policyOf(CancellationPolicies.strict, 'flexible')).toBe(CancellationPolicies.strict);
    expect(policyOf(null, 'moderate')).toBe(CancellationPolicies.moderate);
    expect(policyOf(null, null)).toBe(CancellationPolicies.flexible);
    expect(policyOf(null, 'generous')).toBe(CancellationPolicies.flexible);
  });

  it('counts whole hours left, never below zero', () => {
    expect(hoursBefore(25 * HOUR - 1)).toBe(24);
    expect(hoursBefore(-HOUR)).toBe(0);
  });
});
