import { BookingText, type QueueEntryDto } from '@lobby/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { MyQueuePlace } from './my-queue-place';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const aWaitingPlace = (overrides: Partial<QueueEntryDto> = {}): QueueEntryDto => ({
  _id: 'entry-1',
  _live_session_id: 'live-1',
  _influencer_id: 'star-1',
  _user_id: 'user-1',
  username: 'fan_one',
  fullName: 'Fan One',
  kind: 'regular',
  status: 'waiting',
  position: 3,
  gamerTag: 'FanOne#1',
  amount: null,
  discount: 0,
  amountPaid: null,
  currency: null,
  promoCode: null,
  expiresAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  lobbyCode: null,
  liveSessionTitle: 'Ranked night',
  influencerUsername: 'demo_streamer',
  influencerName: 'Demo Streamer',
  ...overrides,
});

beforeEach(() => {
  useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: aUser() });
});
afterEach(() => vi.unstubAllGlobals());

describe('MyQueuePlace', () => {
  it('says once that the fan left the queue', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${path}`);
        return json({ message: BookingText.leftQueue });
      }),
    );
    renderInApp(<MyQueuePlace entry={aWaitingPlace()} lobby={undefined} />);

    await userEvent.click(screen.getByRole('button', { name: 'Leave queue' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave queue' })).toBeEnabled());
    expect(await screen.findAllByText(BookingText.leftQueue)).toHaveLength(1);
    expect(calls).toContain('POST /api/post/delete_user_regular_queue');
  });
});
