import {
  ErrorText,
  type PlayValidationOrderDto,
  type PlayValidationPage,
  type SavedPlayValidations,
} from '@lobby/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { PlayValidationsTable } from './play-validations-table';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function order(overrides: Partial<PlayValidationOrderDto>): PlayValidationOrderDto {
  return {
    _id: 'o-1',
    order_id: '1001',
    kind: 'slot',
    slot_id: 's-1',
    _gig_id: 'g-1',
    liveSessionId: null,
    _influencer_id: 'star-1',
    _user_id: 'fan-1',
    status: 'paid',
    numberOfPlayers: 1,
    gamerTags: [{ _id: 't-1', gamerTag: 'NightOwl' }],
    stripe_session_id: 'cs_1',
    paymentRef: 'cs_1',
    amount: 2500,
    discount: 0,
    amountPaid: 2500,
    currency: 'USD',
    promoCode: null,
    expiresAt: '2026-11-20T10:15:00Z',
    paidAt: '2026-11-20T10:01:00Z',
    createdAt: '2026-11-20T10:00:00Z',
    product_title: 'Squad up in ranked',
    slug: 'squad-up',
    influencerUsername: 'star',
    influencerName: 'Star',
    username: 'fan_one',
    fullName: 'Fan One',
    date: '2026-11-21',
    startTime: '2026-11-21T18:00:00Z',
    endTime: '2026-11-21T19:00:00Z',
    timeZone: 'UTC',
    lobbyCode: null,
    refundAmount: null,
    refundTo: null,
    keptAmount: null,
    playStatus: 'unvalidated',
    validatedAt: null,
    validatedBy: null,
    validatedByUsername: null,
    updatedAt: '2026-11-20T10:01:00Z',
    validatable: true,
    ...overrides,
  };
}

const rows = [
  order({}),
  order({
    _id: 'o-2',
    order_id: '1002',
    username: 'fan_two',
    status: 'refunded',
    validatable: false,
  }),
];
const page: PlayValidationPage = {
  data: rows,
  page: 1,
  limit: 10,
  total: 2,
  totalPages: 1,
  from: '2026-10-27T00:00:00Z',
  to: '2026-11-21T00:00:00Z',
};

function serve(saveAnswer: () => Response, listed: PlayValidationPage = page) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path.startsWith('/api/get/influencer/')) return json({ error: 'Star not found' }, 404);
    if (init?.method === 'POST') return saveAnswer();
    return json(listed);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const postsOf = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => vi.unstubAllGlobals());

describe('PlayValidationsTable', () => {
  it("lists the star's orders of the last 25 days by default and saves the marked ones in one request", async () => {
    const saved: SavedPlayValidations = {
      message: 'Validations saved',
      changed: 1,
      orders: [order({ playStatus: 'played' })],
    };
    const fetchMock = serve(() => json(saved));
    renderInApp(<PlayValidationsTable streamerId="star-1" />);

    expect(await screen.findByText('@fan_one')).toBeInTheDocument();
    const [listPath] = fetchMock.mock.calls.find(([path]) => path.includes('/validations/'))!;
    expect(listPath).toBe(
      '/api/admin/validations/influencer-game-playing-validations/star-1?page=1&limit=10',
    );
    // A refunded order is shown but can't be marked.
    expect(screen.getByRole('button', { name: 'Played: order 1002' })).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save validations' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Played: order 1001' }));
    expect(screen.getByRole('button', { name: 'Played: order 1001' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/Played · unsaved/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save validations (1)' }));

    expect(await screen.findByText('Validations saved (1 order)')).toBeInTheDocument();
    const [[path, init]] = postsOf(fetchMock);
    expect(path).toBe('/api/admin/validations/influencer-game-playing-validations/star-1');
    expect(JSON.parse(init!.body as string)).toEqual({ validations: [{ orderId: 'o-1', played: true }] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save validations' })).toBeDisabled());
  });

  it('forgets a mark picked back to the saved value, so there is nothing to save', async () => {
    const played = order({
      playStatus: 'played',
      validatedAt: '2026-11-21T20:00:00Z',
      validatedByUsername: 'finance',
    });
    serve(() => json({}), { ...page, data: [played], total: 1 });
    renderInApp(<PlayValidationsTable streamerId="star-1" />);
    expect(await screen.findByText(/by @finance/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Played: order 1001' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Not played: order 1001' }));
    expect(screen.getByRole('button', { name: 'Save validations (1)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Played: order 1001' }));
    expect(screen.getByRole('button', { name: 'Save validations' })).toBeDisabled();
  });

  it("says 'Error saving validations orders' with the server's reason, and keeps the marks", async () => {
    const reason = 'Only a paid or completed order can be marked played or not played';
    serve(() => json({ error: reason }, 409));
    renderInApp(<PlayValidationsTable streamerId="star-1" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Not played: order 1001' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save validations (1)' }));

    expect(await screen.findByText(ErrorText.errorSavingValidations)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save validations (1)' })).toBeEnabled();
  });
});
