import { describe, expect, it } from 'vitest';
import { netByCurrency, payoutSummaryText } from './payout-money';
import { aCompletedPayout, aPayout, aPayoutLine, aPayoutSummary, remainingOf } from './test-payouts';

const usdLine = aPayoutLine({ orderId: 'usd-1', currency: 'USD', gross: 2_000, net: 1_760 });

describe('payout money', () => {
  it('adds up the net of payouts per currency, never converting', () => {
    const inr = aPayout();
    const usd = aPayout({ lines: [usdLine] });
    expect(netByCurrency([inr, usd, inr])).toEqual([
      { currency: 'INR', amount: 176_200 },
      { currency: 'USD', amount: 1_760 },
    ]);
  });

  it("words a streamer's summary: ready per currency, awaiting validation, drafts and the last payout", () => {
    const text = payoutSummaryText(
      aPayoutSummary({
        remaining: [
          remainingOf([aPayoutLine(), aPayoutLine({ orderId: 'order-2' })], { awaitingValidation: 2 }),
          remainingOf([usdLine], { awaitingValidation: 1 }),
        ],
        active: [aPayout({ lines: [aPayoutLine({ orderId: 'order-3', net: 50_000 })] })],
        lastCompleted: aCompletedPayout({ transferReference: 'UTR42' }),
      }),
    );
    expect(text).toEqual({
      ready: '₹1,762 · $17.60',
      readyOrders: 3,
      awaitingValidation: 3,
      active: '₹500',
      activeCount: 1,
      last: { net: '₹881', day: '22 Nov 2026', reference: 'UTR42' },
    });
  });

  it('says there is nothing yet when no line remains, even with orders awaiting validation', () => {
    const text = payoutSummaryText(
      aPayoutSummary({ remaining: [remainingOf([], { awaitingValidation: 4 })] }),
    );
    expect(text).toMatchObject({
      ready: 'Nothing yet',
      readyOrders: 0,
      awaitingValidation: 4,
      active: 'None',
    });
    expect(text.last).toBeNull();
  });
});
