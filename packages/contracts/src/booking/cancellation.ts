import type { Currency } from '../currency';

/**
 * Cancellation policies (issue 16). A gig carries one of a few named policies; an order keeps the policy's
 * tiers as they were when it was booked, so a later change of the gig's policy never lowers a fan's refund.
 */
export const CancellationPolicyNames = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicyName = (typeof CancellationPolicyNames)[number];

/** From `hoursBefore` hours before the slot's start or earlier, `refundPercent` (a whole number 0-100) comes back. */
export interface CancellationTier {
  hoursBefore: number;
  refundPercent: number;
}

export interface CancellationPolicy {
  name: CancellationPolicyName;
  /** Highest `hoursBefore` first; the first tier the cancellation is early enough for applies, else nothing. */
  tiers: CancellationTier[];
}

/** The public cancellation policy (a full refund up to 24 h before the slot, none after) is the default. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicyName = 'flexible';

export const CancellationPolicies: Record<CancellationPolicyName, CancellationPolicy> = {
  flexible: { name: 'flexible', tiers: [{ hoursBefore: 24, refundPercent: 100 }] },
  moderate: {
    name: 'moderate',
    tiers: [
      { hoursBefore: 48, refundPercent: 100 },
      { hoursBefore: 24, refundPercent: 50 },
    ],
  },
  strict: { name: 'strict', tiers: [{ hoursBefore: 72, refundPercent: 50 }] },
};

/** What every screen calls each policy. */
export const CancellationPolicyLabels: Record<CancellationPolicyName, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

const refundWord = (percent: number) => (percent === 100 ? 'full' : percent === 50 ? 'half' : `${percent} %`);

/**
 * A policy in words, from its tiers, as a fan reads it before paying: 'Moderate: full refund until 48 h before,
 * half until 24 h'.
 */
export function cancellationPolicyWords(name: CancellationPolicyName): string {
  const tiers = CancellationPolicies[name].tiers.map(
    (tier, index) =>
      `${refundWord(tier.refundPercent)}${index === 0 ? ' refund' : ''} until ${tier.hoursBefore} h${index === 0 ? ' before' : ''}`,
  );
  return `${CancellationPolicyLabels[name]}: ${tiers.join(', ')}`;
}

/**
 * The tiers of a policy as a sentence, for the gig editor and the cancel dialog (which reads the tiers the order
 * was booked with): 'Full refund up to 48 hours before the slot starts, half up to 24 hours before; none after.'
 */
export function cancellationPolicySummary(tiers: readonly CancellationTier[]): string {
  if (tiers.length === 0) return 'No refund.';
  const parts = tiers.map((tier, index) => {
    const word = refundWord(tier.refundPercent);
    return index === 0
      ? `${word.charAt(0).toUpperCase()}${word.slice(1)} refund up to ${tier.hoursBefore} hours before the slot starts`
      : `${word} up to ${tier.hoursBefore} hours before`;
  });
  return `${parts.join(', ')}; none after.`;
}

export function isCancellationPolicyName(value: unknown): value is CancellationPolicyName {
  return typeof value === 'string' && (CancellationPolicyNames as readonly string[]).includes(value);
}

/** Where a fan's refund goes: back the way it was paid (card or wallet), or to the wallet. */
export const RefundDestinations = ['card', 'wallet'] as const;
export type RefundDestination = (typeof RefundDestinations)[number];

/** Why a paid order is refunded. */
export const RefundReasons = [
  'fan-cancelled',
  'fan-removed',
  'slot-cancelled',
  'slot-not-held',
  'vip-unserved',
  'not-played',
] as const;
export type RefundReason = (typeof RefundReasons)[number];

/** What a fan would get back for cancelling a paid booking now (GET quote, and the cancel's answer). */
export interface CancellationQuoteDto {
  orderId: string;
  policy: CancellationPolicy;
  policyLabel: string;
  policySummary: string;
  /** Hours from now to the slot's start (whole hours, rounded down). */
  hoursBeforeStart: number;
  refundPercent: number;
  /** Minor units of `currency`. */
  amountPaid: number;
  refundAmount: number;
  currency: Currency;
  /** How the order was paid: refunding to 'card' sends it back there (a wallet payment goes back to the wallet). */
  paidWith: 'card' | 'wallet';
  refundTo: RefundDestination;
}

/** The fan cancelled (or had already cancelled) a paid booking: its seats are free and the refund is due. */
export interface OrderCancellationDto {
  message: string;
  orderId: string;
  status: 'cancelled' | 'refunded';
  refundAmount: number;
  currency: Currency;
  refundTo: RefundDestination;
}

/** The streamer cancels a slot (before its start) or marks it not held (after): every booked fan is refunded in full. */
export interface SlotCancellationDto {
  message: string;
  slotId: string;
  refundedOrders: number;
  cancelledHolds: number;
}
