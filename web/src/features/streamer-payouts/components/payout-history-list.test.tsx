import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCompletedPayout, aPayoutLine } from '../../../components/payouts/test-payouts';
import { renderInApp } from '../../../test/render';
import { PayoutHistoryList } from './payout-history-list';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PayoutHistoryList', () => {
  it("lists the moderator's streamer's completed payouts and downloads a statement for them", async () => {
    const payout = aCompletedPayout({
      _id: 'payout-abc123',
      transferReference: 'UTR-77',
      lines: [aPayoutLine(), aPayoutLine({ orderId: 'order-2' })],
    });
    const fetchMock = vi.fn(async (path: string) =>
      path.includes('/statement')
        ? new Response('%PDF-1.7', { status: 200 })
        : json({ data: [payout], page: 1, limit: 10, totalPages: 1, total: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderInApp(<PayoutHistoryList starId="star-1" query="?streamerId=star-1" />);

    const table = await screen.findByRole('table', { name: 'Completed payouts' });
    expect(
      within(within(table).getAllByRole('row')[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['22 Nov 2026', 'UTR-77', '2', '₹1,762', 'Statement (PDF)']);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/get/influencer/payout-history?streamerId=star-1&page=1');

    await userEvent.click(
      within(table).getByRole('button', { name: 'Statement (PDF) of the payout of 22 Nov 2026' }),
    );
    await waitFor(() => expect(saved).toEqual(['payout-statement-payout-abc123.pdf']));
    expect(fetchMock.mock.calls.map(([path]) => path)).toContain(
      '/api/get/influencer/payouts/payout-abc123/statement?streamerId=star-1',
    );
  });

  it('says how much of the net is GST the streamer charged and remits, only when they charged some', async () => {
    // ₹1,000 at 18 %: 100000 × 18 / 118 = 15254.2 → ₹152.54 of the ₹881 net.
    const charged = aCompletedPayout({
      _id: 'payout-gst',
      lines: [aPayoutLine({ serviceGst: 15_254, serviceGstPercent: 18 })],
    });
    const plain = aCompletedPayout({ _id: 'payout-plain', completedAt: '2026-11-21T12:00:00.000Z' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [charged, plain], page: 1, limit: 10, totalPages: 1, total: 2 })),
    );
    renderInApp(<PayoutHistoryList starId="star-1" query="" />);
    const rows = within(await screen.findByRole('table', { name: 'Completed payouts' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('₹881incl. ₹152.54 GST yours to remit');
    expect(rows[2]).not.toHaveTextContent('GST');
  });

  it('says there is no payout yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [], page: 1, limit: 10, totalPages: 0, total: 0 })),
    );
    renderInApp(<PayoutHistoryList starId="star-1" query="" />);
    expect(await screen.findByText(/No payouts yet/)).toBeInTheDocument();
  });
});
