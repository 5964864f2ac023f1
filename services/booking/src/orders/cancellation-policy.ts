import {
  CancellationPolicies,
  DEFAULT_CANCELLATION_POLICY,
  isCancellationPolicyName,
  type CancellationPolicy,
} from '@lobby/contracts';

const HOUR_MS = 3_600_000;

/**
 * The policy an order is refunded by: the one it was booked under, else its gig's now (orders booked before
 * policies existed), else the public default.
 */
export function policyOf(
  booked: CancellationPolicy | null,
  gigPolicy: string | null | undefined,
): CancellationPolicy {
  if (booked && Array.isArray(booked.tiers)) return booked;
  return CancellationPolicies[isCancellationPolicyName(gigPolicy) ? gigPolicy : DEFAULT_CANCELLATION_POLICY];
}

/**
 * The percent a cancellation `msBeforeStart` before the slot gets back: the tier with the most hours the
 * cancellation is still early enough for (exactly `hoursBefore` hours before counts), else 0.
 */
export function refundPercentAt(policy: CancellationPolicy, msBeforeStart: number): number {
  const tiers = [...policy.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  const tier = tiers.find((t) => msBeforeStart >= t.hoursBefore * HOUR_MS);
  return tier ? tier.refundPercent : 0;
}

/**
 * The refund of `amountPaid` minor units at `percent`: integers only, rounded half up to a whole minor unit
 * (the one rounding rule for refunds), never more than was paid.
 */
export function refundAmountOf(amountPaid: number, percent: number): number {
  if (amountPaid <= 0 || percent <= 0) return 0;
  return Math.min(amountPaid, Math.floor((amountPaid * percent + 50) / 100));
}

/** Whole hours from now to the start, rounded down (0 once started). */
export function hoursBefore(msBeforeStart: number): number {
  return Math.max(0, Math.floor(msBeforeStart / HOUR_MS));
}
