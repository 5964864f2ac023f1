import { formatMoney } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { aUser } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { PaymentMethodField } from './payment-method-field';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const gateway = (name: string, displayName: string, priority: number) => ({
  _id: name,
  name,
  displayName,
  priority,
  isActive: true,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/user/get-active-payment-gateways')
        return json([gateway('sandbox', 'Card (sandbox)', 1), gateway('wallet', 'Wallet', 2)]);
      if (path === '/api/user/wallet')
        return json({
          balances: [
            { amount: 12_050, currency: 'INR' },
            { amount: 0, currency: 'USD' },
          ],
        });
      return json({});
    }),
  );
});

describe('PaymentMethodField', { timeout: 20_000 }, () => {
  it("shows a signed-in fan's wallet balance under Wallet, before they pay", async () => {
    useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: aUser() });
    renderInApp(<PaymentMethodField value={null} onChange={() => {}} />);
    const balance = formatMoney({ amount: 12_050, currency: 'INR' });
    expect(await screen.findByText(`Balance: ${balance}`)).toBeInTheDocument();
  });
});
