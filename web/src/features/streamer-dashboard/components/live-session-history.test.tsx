import type { LiveSessionDto, LiveSessionEarningsDto } from '@lobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshLiveState } from '../../../hooks/use-acting-live-state';
import { useAuthStore } from '../../../stores/auth-store';
import { renderInApp } from '../../../test/render';
import { LiveSessionHistory } from './live-session-history';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const session = (overrides: Partial<LiveSessionDto>) =>
  ({
    _id: 's-1',
    title: 'Ranked night',
    baseCurrency: 'INR',
    startedAt: '2026-11-20T18:00:00Z',
    endedAt: '2026-11-20T19:25:00Z',
    ...overrides,
  }) as LiveSessionDto;

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clear();
});

/** The history beside a stand-in for the realtime push that makes the app read the live state again. */
function HistoryWithLiveStatePush() {
  const queryClient = useQueryClient();
  return (
    <>
      <button type="button" onClick={() => void refreshLiveState(queryClient)}>
        Live state pushed
      </button>
      <LiveSessionHistory starId="star-1" query="" />
    </>
  );
}

describe('LiveSessionHistory', () => {
  it("joins each session with its VIP revenue from the ledger, for the moderator's streamer", async () => {
    const earnings: LiveSessionEarningsDto[] = [
      { liveSessionId: 's-1', currency: 'INR', vipRevenue: 30_000, earnings: 27_000, vipFansServed: 2 },
    ];
    const fetchMock = vi.fn(async (path: string) =>
      json(
        path.startsWith('/api/get/influencer/liveSessions')
          ? [
              session({}),
              session({
                _id: 's-2',
                title: 'Chill customs',
                startedAt: '2026-11-21T10:00:00Z',
                endedAt: '2026-11-21T10:40:00Z',
              }),
            ]
          : earnings,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<LiveSessionHistory starId="star-1" query="?streamerId=star-1" />);

    const table = await screen.findByTestId('live-session-history');
    const [ranked, chill] = within(table).getAllByRole('row').slice(1);
    expect(
      within(ranked)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['1 h 25 min', '2', '₹300', '₹270']);
    // A session with no VIP place sold shows zeros, in its own currency.
    expect(
      within(chill)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['40 min', '0', '₹0', '₹0']);
    expect(fetchMock.mock.calls.map(([path]) => path).sort()).toEqual([
      '/api/get/influencer/live-session-earnings/star-1?streamerId=star-1',
      '/api/get/influencer/liveSessions?streamerId=star-1',
    ]);
  });

  it('says so when the streamer has never gone live', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([])),
    );
    renderInApp(<LiveSessionHistory starId="star-1" query="" />);
    expect(await screen.findByText(/No live sessions yet/)).toBeInTheDocument();
  });

  it('drops the Live badge of a session once the live state says it ended, without waiting for the cache', async () => {
    useAuthStore.setState({
      accessToken: 'token',
      user: { _id: 'star-1', role: 'influencer', isLive: true, _live_session_id: 's-1' } as never,
    });
    let live = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path.startsWith('/api/current_user'))
          return json({
            _id: 'star-1',
            role: 'influencer',
            isLive: live,
            _live_session_id: live ? 's-1' : null,
          });
        if (path.startsWith('/api/get/influencer/liveSessions'))
          return json([session({ endedAt: live ? null : '2026-11-20T19:25:00Z' })]);
        return json([]);
      }),
    );
    renderInApp(<HistoryWithLiveStatePush />);
    const table = await screen.findByTestId('live-session-history');
    await within(table).findByText('Live');

    live = false;
    fireEvent.click(screen.getByRole('button', { name: 'Live state pushed' }));
    await waitFor(() => expect(within(table).queryByText('Live')).not.toBeInTheDocument());
  });
});
