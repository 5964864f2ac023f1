import { PayoutText, payoutsGeneratedText, SuccessText, type PayoutDto, type RemainingPayoutDto } from '@lobby/contracts';
import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aCompletedPayout,
  aPayout,
  aPayoutLine,
  remainingOf,
} from '../../../components/payouts/test-payouts';
import { useAuthStore } from '../../../stores/auth-store';
import { aUser } from '../../../test/fixtures';
import { renderInApp } from '../../../test/render';
import { StarPayouts } from './star-payouts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Served {
  remaining: RemainingPayoutDto[];
  active: PayoutDto[];
  history: (page: number) => {
    data: PayoutDto[];
    page: number;
    limit: number;
    totalPages: number;
    total: number;
  };
  /** The remaining orders and drafts once a change was answered (a payout made or a draft removed). */
  afterChange?: Pick<Served, 'remaining' | 'active'>;
  /** The history answers this much later than the other lists, as a busy server may. */
  historyDelayMs?: number;
  /** The drafts "Generate payouts" answers with (one by default). */
  generates?: PayoutDto[];
}

const twoLines = [
  aPayoutLine({ orderId: 'order-1', title: 'Ranked duo' }),
  aPayoutLine({
    orderId: 'order-2',
    orderNumber: 'LB-1002',
    fanName: 'Ben Ng',
    title: 'Custom lobby',
    saleKind: 'vip',
    net: 44_050,
  }),
];

/** The gateway as the page calls it; every request is recorded as "METHOD path" with its body. */
function serve(served: Served) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let lists: Pick<Served, 'remaining' | 'active'> = served;
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (method !== 'GET' && served.afterChange) lists = served.afterChange;
    if (method === 'GET' && path.endsWith('/remaining')) return json(lists.remaining);
    if (method === 'GET' && path.endsWith('/active')) return json(lists.active);
    if (method === 'GET' && path.includes('/history')) {
      if (served.historyDelayMs) await new Promise((resolve) => setTimeout(resolve, served.historyDelayMs));
      return json(served.history(Number(new URL(path, 'http://app').searchParams.get('page') ?? 1)));
    }
    if (method === 'POST' && path.endsWith('/generate')) {
      const payouts = served.generates ?? [aPayout()];
      return json({ message: payoutsGeneratedText(payouts.length), payouts });
    }
    if (method === 'POST' && path === '/api/admin/payouts')
      return json({ message: SuccessText.payoutCreated, payout: aPayout() });
    if (method === 'POST' && path.endsWith('/complete'))
      return json({ message: PayoutText.completed, payout: aCompletedPayout() });
    if (method === 'DELETE') return json({ message: PayoutText.removed });
    return json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const emptyHistory = (page: number) => ({ data: [], page, limit: 10, totalPages: 0, total: 0 });

function signIn(write: boolean) {
  useAuthStore.getState().setSession({
    accessToken: 'token',
    refreshToken: 'refresh',
    user: aUser({ role: 'finance', permissions: [{ service: 'Payouts', read: true, write }] }),
  });
}

const renderPage = () =>
  renderInApp(
    <ModalsProvider>
      <StarPayouts streamerId="star-1" starName="Demo Streamer" />
    </ModalsProvider>,
  );

beforeEach(() => {
  useAuthStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('StarPayouts', () => {
  it('merges the picked remaining orders into a payout in their currency', async () => {
    const calls = serve({
      remaining: [remainingOf(twoLines, { awaitingValidation: 2 })],
      active: [],
      history: emptyHistory,
    });
    signIn(true);
    renderPage();

    const remaining = await screen.findByTestId('remaining-INR');
    expect(within(remaining).getByTestId('payout-total-net')).toHaveTextContent('₹1,321.50');
    expect(screen.getByTestId('awaiting-validation')).toHaveTextContent(
      '2 orders paid but not yet validated',
    );
    // Lines are named by order number and fan, never by internal ids.
    expect(within(remaining).getByText('Order LB-1002 · Ben Ng')).toBeInTheDocument();
    expect(within(remaining).queryByText(/order-2/)).toBeNull();
    const create = within(remaining).getByRole('button', { name: 'Create payout' });
    expect(create).toBeDisabled();

    await userEvent.click(within(remaining).getByRole('checkbox', { name: /^Select Custom lobby/ }));
    expect(within(remaining).getByText('1 order picked · net ₹440.50')).toBeInTheDocument();
    await userEvent.click(create);

    expect(await screen.findByText(SuccessText.payoutCreated)).toBeInTheDocument();
    expect(calls.find(({ method }) => method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/payouts',
      body: { streamerId: 'star-1', currency: 'INR', orderIds: ['order-2'] },
    });
  });

  it('generates draft payouts of every remaining order in one click', async () => {
    const calls = serve({ remaining: [remainingOf(twoLines)], active: [], history: emptyHistory });
    signIn(true);
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Generate payouts' }));
    expect(await screen.findByText('1 payout generated')).toBeInTheDocument();
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/payouts/influencer/star-1/generate', body: undefined },
    ]);
  });

  it('says how many payouts were generated, one per currency', async () => {
    serve({
      remaining: [remainingOf(twoLines)],
      active: [],
      history: emptyHistory,
      generates: [aPayout(), aPayout({ _id: 'payout-usd', currency: 'USD' })],
    });
    signIn(true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate payouts' }));
    expect(await screen.findByText('2 payouts generated')).toBeInTheDocument();
  });

  it('says there was nothing to pay out when another staff member generated the payouts first', async () => {
    serve({ remaining: [remainingOf(twoLines)], active: [], history: emptyHistory, generates: [] });
    signIn(true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate payouts' }));
    expect(await screen.findByText(PayoutText.nothingToPayOut)).toBeInTheDocument();
  });

  it('marks a draft complete only with a transfer reference, and removes a draft after a confirmation', async () => {
    const draft = aPayout({ _id: 'payout-draft1', lines: twoLines });
    const late = aPayoutLine({ orderId: 'order-9', title: 'Late lobby' });
    const calls = serve({ remaining: [remainingOf([late])], active: [draft], history: emptyHistory });
    signIn(true);
    renderPage();

    const card = await screen.findByTestId('draft-payout-INR');
    expect(within(card).getByTestId('payout-total-gross')).toHaveTextContent('₹2,000');
    expect(within(card).getByTestId('payout-total-platformFeeGst')).toHaveTextContent('₹36');
    expect(within(card).getByTestId('payout-total-tds')).toHaveTextContent('₹2');
    // The currency has a draft: picked remaining orders join it rather than start another.
    expect(
      within(screen.getByTestId('remaining-INR')).getByRole('button', { name: 'Add to draft payout' }),
    ).toBeDisabled();

    await userEvent.click(within(card).getByRole('button', { name: 'Mark complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark payout complete' });
    expect(dialog).toHaveTextContent('Transfer ₹1,321.50 to Demo Streamer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect(within(dialog).getByText(PayoutText.transferReferenceRequired)).toBeInTheDocument();
    expect(calls.some(({ path }) => path.endsWith('/complete'))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Transfer reference/), '  UTR-2026-11  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByText(PayoutText.completed)).toBeInTheDocument();
    expect(screen.queryByText(SuccessText.payoutCreated)).not.toBeInTheDocument();
    expect(calls.find(({ path }) => path.endsWith('/complete'))).toEqual({
      method: 'POST',
      path: '/api/admin/payouts/payout-draft1/complete',
      body: { transferReference: 'UTR-2026-11' },
    });

    await userEvent.click(within(card).getByRole('button', { name: 'Remove draft' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this draft payout?' });
    expect(calls.some(({ method }) => method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove draft' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: '/api/admin/payouts/payout-draft1',
        body: undefined,
      }),
    );
  });

  it('says the payout was made when picking every remaining order of a currency takes its group off the page', async () => {
    // The refetched remaining orders drop the group before the slower history answers and the change settles.
    serve({
      remaining: [remainingOf(twoLines)],
      active: [],
      history: emptyHistory,
      afterChange: { remaining: [], active: [aPayout({ lines: twoLines })] },
      historyDelayMs: 50,
    });
    signIn(true);
    renderPage();

    const remaining = await screen.findByTestId('remaining-INR');
    for (const line of ['Ranked duo', 'Custom lobby'])
      await userEvent.click(within(remaining).getByRole('checkbox', { name: new RegExp(`^Select ${line}`) }));
    await userEvent.click(within(remaining).getByRole('button', { name: 'Create payout' }));

    await waitFor(() => expect(screen.queryByTestId('remaining-INR')).not.toBeInTheDocument());
    expect(await screen.findByText(SuccessText.payoutCreated)).toBeInTheDocument();
  });

  it('says a draft was removed when the refetched drafts take its card off the page', async () => {
    serve({
      remaining: [],
      active: [aPayout({ _id: 'payout-draft1', lines: twoLines })],
      history: emptyHistory,
      afterChange: { remaining: [remainingOf(twoLines)], active: [] },
      historyDelayMs: 50,
    });
    signIn(true);
    renderPage();

    const card = await screen.findByTestId('draft-payout-INR');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove draft' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this draft payout?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove draft' }));

    await waitFor(() => expect(screen.queryByTestId('draft-payout-INR')).not.toBeInTheDocument());
    expect(await screen.findByText(PayoutText.removed)).toBeInTheDocument();
  });

  it('shows staff with read only the same lists and the spreadsheets, without a button that changes them', async () => {
    const draft = aPayout({ lines: [twoLines[0]] });
    serve({
      remaining: [remainingOf([twoLines[1]])],
      active: [draft],
      history: (page) => ({ data: [aCompletedPayout()], page, limit: 10, totalPages: 1, total: 1 }),
    });
    signIn(false);
    renderPage();

    expect(await screen.findByTestId('draft-payout-INR')).toBeInTheDocument();
    expect(await screen.findByText('UTR0001')).toBeInTheDocument();
    expect(screen.getByTestId('remaining-INR')).toHaveTextContent('Custom lobby');
    for (const name of [
      'Generate payouts',
      /Create payout|Add to draft payout/,
      'Add orders',
      'Remove draft',
      'Mark complete',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Take out of the draft/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Sheet \(\.xlsx\)/ })).toHaveLength(2);
  });

  it('pages the history ten at a time, newest first as the server sends it', async () => {
    const calls = serve({
      remaining: [],
      active: [],
      history: (page) => ({
        data: [aCompletedPayout({ _id: `payout-p${page}`, transferReference: `UTR-PAGE-${page}` })],
        page,
        limit: 10,
        totalPages: 2,
        total: 11,
      }),
    });
    signIn(true);
    renderPage();

    expect(await screen.findByText('UTR-PAGE-1')).toBeInTheDocument();
    expect(screen.getByText('11 payouts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('UTR-PAGE-2')).toBeInTheDocument();
    expect(calls.map(({ path }) => path)).toContain('/api/admin/payouts/influencer/star-1/history?page=2');
  });
});
