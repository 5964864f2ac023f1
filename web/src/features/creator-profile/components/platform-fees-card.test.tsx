import type { PlatformFeesDto } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { PlatformFeesCard } from './platform-fees-card';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const fees: PlatformFeesDto = {
  streamerId: 'star-1',
  platformFeePercent: 12.5,
  source: 'streamer',
  indirectTaxPercent: 18,
  platformFeeIndirectTaxPercent: 18,
  tdsPercent: 0.1,
  streamerGstin: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('PlatformFeesCard', () => {
  it("shows the moderator's streamer the fee agreed for them and the taxes on each sale", async () => {
    const fetchMock = vi.fn(async (_path: string) => json(fees));
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<PlatformFeesCard starId="star-1" query="?streamerId=star-1" />);

    const list = await screen.findByTestId('platform-fees');
    expect(list).toHaveTextContent('Platform fee: 12.5% of each sale (agreed for you)');
    expect(list).toHaveTextContent('GST on the platform fee: 18% of the fee');
    expect(list).toHaveTextContent('TDS: 0.1% of each sale');
    expect(list).not.toHaveTextContent('GSTIN');
    expect(fetchMock.mock.calls[0][0]).toContain('/api/influencers/star-1/platform-fees?streamerId=star-1');
  });

  it('tells a streamer with a GSTIN that their prices include GST on their sessions, not deducted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string) => json({ ...fees, streamerGstin: '29ABCDE1234F1Z5' })),
    );
    renderInApp(<PlatformFeesCard starId="star-1" query="" />);
    expect(await screen.findByTestId('platform-fees')).toHaveTextContent(
      'GST on your own sessions: 18% included in your prices (GSTIN 29ABCDE1234F1Z5), not deducted: yours to remit',
    );
  });
});
