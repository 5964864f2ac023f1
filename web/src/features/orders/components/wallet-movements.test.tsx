import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { WalletMovements } from './wallet-movements';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('WalletMovements', () => {
  it('lists each movement with its kind, date and signed amount in its currency', async () => {
    const fetchMock = vi.fn(async () =>
      json({
        data: [
          { _id: 'm2', createdAt: '2026-11-21T10:05:00Z', kind: 'payment', amount: -1_234, currency: 'USD' },
          { _id: 'm1', createdAt: '2026-11-20T18:00:00Z', kind: 'refund', amount: 30_000, currency: 'INR' },
        ],
        page: 1,
        limit: 10,
        total: 2,
        totalPages: 1,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<WalletMovements />);

    const rows = await screen.findAllByLabelText('Wallet movement');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Payment21 Nov 2026, \d\d:05−\$12\.34$/),
      expect.stringMatching(/^Refund20 Nov 2026, \d\d:00\+₹300$/),
    ]);
    expect(screen.getByText('2 movements')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/user/wallet/movements?page=1', expect.anything());
  });
});
