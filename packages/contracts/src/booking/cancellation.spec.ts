import { CancellationPolicies, cancellationPolicySummary, cancellationPolicyWords } from './cancellation';

describe('cancellationPolicyWords', () => {
  it('says each policy from its tiers, as a fan reads it before paying', () => {
    expect(cancellationPolicyWords('flexible')).toBe('Flexible: full refund until 24 h before');
    expect(cancellationPolicyWords('moderate')).toBe(
      'Moderate: full refund until 48 h before, half until 24 h',
    );
    expect(cancellationPolicyWords('strict')).toBe('Strict: half refund until 72 h before');
  });

  it('follows the tiers, so a changed rule changes the words', () => {
    const { tiers } = CancellationPolicies.strict;
    const original = [...tiers];
    tiers.splice(0, tiers.length, { hoursBefore: 96, refundPercent: 75 });
    try {
      expect(cancellationPolicyWords('strict')).toBe('Strict: 75 % refund until 96 h before');
    } finally {
      tiers.splice(0, tiers.length, ...original);
    }
  });
});

describe('cancellationPolicySummary', () => {
  it('says the tiers as a sentence', () => {
    expect(cancellationPolicySummary(CancellationPolicies.flexible.tiers)).toBe(
      'Full refund up to 24 hours before the slot starts; none after.',
    );
    expect(cancellationPolicySummary(CancellationPolicies.moderate.tiers)).toBe(
      'Full refund up to 48 hours before the slot starts, half up to 24 hours before; none after.',
    );
    expect(cancellationPolicySummary([{ hoursBefore: 96, refundPercent: 75 }])).toBe(
      '75 % refund up to 96 hours before the slot starts; none after.',
    );
    expect(cancellationPolicySummary([])).toBe('No refund.');
  });
});
