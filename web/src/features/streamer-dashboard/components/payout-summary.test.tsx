import type { EarningsSummaryDto, PlatformFeesDto } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aCompletedPayout,
  aPayout,
  aPayoutLine,
  aPayoutSummary,
  remainingOf,
} from '../../../components/payouts/test-payouts';
import { renderInApp } from '../../../test/render';
import { PayoutSummary } from './payout-summary';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const earnings = { currency: 'INR', remainingEarnings: 300_000 } as EarningsSummaryDto;
const fees: PlatformFeesDto = {
  streamerId: 'star-1',
  platformFeePercent: 10,
  source: 'default',
  indirectTaxPercent: 18,
  platformFeeIndirectTaxPercent: 18,
  tdsPercent: 0.1,
  streamerGstin: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('PayoutSummary', () => {
  it('shows what remains, what is ready and being prepared, the last payout, and links to the history', async () => {
    const summary = aPayoutSummary({
      remaining: [remainingOf([aPayoutLine()], { awaitingValidation: 3 })],
      active: [aPayout({ lines: [aPayoutLine({ orderId: 'order-2', net: 50_000 })] })],
      lastCompleted: aCompletedPayout(),
    });
    const fetchMock = vi.fn(async (path: string) => {
      if (path.startsWith('/api/get/influencer/payout-summary')) return json(summary);
      if (path.startsWith('/api/get/influencer/total-earnings/')) return json(earnings);
      return json(fees);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<PayoutSummary starId="star-1" query="?streamerId=star-1" timeZone="UTC" />);

    expect(await screen.findByTestId('remaining-earnings')).toHaveTextContent('₹3,000');
    const rows = await screen.findByTestId('payout-summary');
    expect(rows).toHaveTextContent('Ready for the next payout₹881');
    expect(rows).toHaveTextContent('In active payouts₹500');
    expect(rows).toHaveTextContent('Last payout, 22 Nov 2026₹881');
    expect(rows).toHaveTextContent('3 orders waiting for staff to confirm the game was played.');
    // The tax text names what the figures take: ₹1,000 − 10 % fee ₹100 − 18 % GST on it ₹18 − 0.1 % TDS ₹1 = ₹881.
    const line = aPayoutLine();
    expect(line.gross - line.platformFee - line.platformFeeGst - line.tds).toBe(line.net);
    expect(await screen.findByText(/^From each sale/)).toHaveTextContent(
      'From each sale, as paid by the fan: the platform fee of 10%, 18% GST on that fee, and 0.1% TDS. The rest is paid out to you.',
    );
    expect(screen.queryByText(/indirect tax/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Payout history' })).toHaveAttribute(
      'href',
      '/influencer/payouts?streamerId=star-1',
    );
    expect(fetchMock.mock.calls.map(([path]) => path)).toContain(
      '/api/get/influencer/payout-summary?streamerId=star-1',
    );
  });

  it('tells a streamer with a GSTIN that their prices include GST on their sessions, theirs to remit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path.startsWith('/api/get/influencer/payout-summary')) return json(aPayoutSummary());
        if (path.startsWith('/api/get/influencer/total-earnings/')) return json(earnings);
        return json({ ...fees, streamerGstin: '29ABCDE1234F1Z5' });
      }),
    );
    renderInApp(<PayoutSummary starId="star-1" query="" timeZone="UTC" />);
    expect(await screen.findByText(/^From each sale/)).toHaveTextContent(
      'From each sale, as paid by the fan: the platform fee of 10%, 18% GST on that fee, and 0.1% TDS. The rest is ' +
        'paid out to you. With your GSTIN 29ABCDE1234F1Z5, your prices also include 18% GST on your own sessions: ' +
        'it is not deducted, it stays in what is paid out to you, and it is yours to remit.',
    );
  });

  it('says nothing is ready or prepared before the first payout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        json(path.startsWith('/api/get/influencer/payout-summary') ? aPayoutSummary() : earnings),
      ),
    );
    renderInApp(<PayoutSummary starId="star-1" query="" timeZone="UTC" />);
    const rows = await screen.findByTestId('payout-summary');
    expect(rows).toHaveTextContent('Ready for the next payoutNothing yet');
    expect(rows).toHaveTextContent('In active payoutsNone');
    expect(rows).toHaveTextContent('Last payoutNone yet');
  });
});
