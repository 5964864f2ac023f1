import type { EnoughDataDto, FullAnalyticsDto, TopFanDto, TopGigDto } from '@lobby/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { AnalyticsSection } from './analytics-section';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const analytics: FullAnalyticsDto = {
  streamerId: 'star-1',
  days: 30,
  timeZone: 'Asia/Kolkata',
  since: '2026-10-27',
  funnel: { views: 40, clicks: 10, checkoutsStarted: 5, paid: 4 },
  rates: { clickThrough: 25, checkout: 50, payment: 80, overall: 10 },
  revenue: [{ currency: 'USD', amount: 6000 }],
  uniqueFans: 3,
  viewsByPage: { star: 20, gig: 15, live: 5 },
};
const gigs: TopGigDto[] = [
  {
    gigId: 'g-1',
    product_title: 'Alpha duo',
    slug: 'alpha-duo',
    paidOrders: 2,
    revenue: 2000,
    currency: 'USD',
    views: 8,
    clicks: 4,
    conversionRate: 25,
  },
];
const fans: TopFanDto[] = [
  {
    userId: 'f-1',
    username: 'fan_one',
    fullName: 'Fan One',
    imageUrl: null,
    paidOrders: 2,
    spend: [{ currency: 'USD', amount: 2000 }],
    lastPaidAt: '2026-11-20T10:00:00Z',
  },
];
const enough = (missing: EnoughDataDto['missing']): EnoughDataDto => ({
  isEnoughData: missing.views === 0 && missing.paidOrders === 0,
  views: 20 - missing.views,
  paidOrders: 3 - missing.paidOrders,
  required: { views: 20, paidOrders: 3 },
  missing,
});

function serve(enoughData: EnoughDataDto) {
  const fetchMock = vi.fn(async (path: string) => {
    if (path.startsWith('/api/get/influencer/full-analytics/')) return json(analytics);
    if (path.startsWith('/api/streamer-analytics/top-performing-gigs')) return json(gigs);
    if (path.startsWith('/api/streamer-analytics/top-fans')) return json(fans);
    return json(enoughData);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('AnalyticsSection', () => {
  it("shows the funnel's totals, top gigs and top fans of the moderator's streamer", async () => {
    const fetchMock = serve(enough({ views: 0, paidOrders: 0 }));
    renderInApp(<AnalyticsSection starId="star-1" query="?streamerId=star-1" timeZone="Asia/Kolkata" />);

    expect(await screen.findByTestId('analytics-Views to paid')).toHaveTextContent('10 %');
    expect(screen.getByTestId('analytics-Revenue')).toHaveTextContent('$60');
    const table = await screen.findByRole('table', { name: 'Top performing gigs' });
    expect(
      within(within(table).getAllByRole('row')[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Alpha duo', '2', '$20', '8', '4', '25 %']);
    expect(await screen.findByText('Fan One')).toBeInTheDocument();
    expect(screen.queryByText('Not enough data for analytics yet')).not.toBeInTheDocument();
    for (const [path] of fetchMock.mock.calls) expect(path).toContain('streamerId=star-1');
    const analyticsCall = fetchMock.mock.calls.find(([path]) => String(path).includes('full-analytics'));
    expect(analyticsCall?.[0]).toContain('tz=Asia%2FKolkata');
    expect(screen.getByText(/Days in Asia\/Kolkata/)).toBeInTheDocument();
  });

  it('says what is still missing before there is enough data', async () => {
    serve(enough({ views: 15, paidOrders: 1 }));
    renderInApp(<AnalyticsSection starId="star-1" query="" timeZone="Asia/Kolkata" />);

    expect(await screen.findByText('Not enough data for analytics yet')).toBeInTheDocument();
    expect(screen.getByText('15 more page views')).toBeInTheDocument();
    expect(screen.getByText('1 more paid order')).toBeInTheDocument();
  });
});
