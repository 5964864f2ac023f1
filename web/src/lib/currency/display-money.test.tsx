import type { CurrencyRates } from '@lobby/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { aUser } from '../../test/fixtures';
import { pickDisplayCurrency, prefetchDisplayMoney, useDisplayMoney } from './display-money';

const RATES_PATH = '/api/v1/get-conversion-rate/usd-to-inr';
const LOCATION_PATH = '/api/user/location';

const rates = (inrPerUsd: number): CurrencyRates => ({
  base: 'USD',
  rates: { USD: 1, INR: inrPerUsd },
  lastFetched: new Date().toISOString(),
  nextUpdate: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The gateway's currency answers: rates (or a failure when the provider is down) and where the viewer is. */
function serve(answers: { rates: CurrencyRates | null; locationCurrency?: string }) {
  const fetchMock = vi.fn(async (path: string) => {
    if (path === RATES_PATH)
      return answers.rates ? json(answers.rates) : new Response('{"error":"down"}', { status: 503 });
    if (path === LOCATION_PATH)
      return json({ country_code: 'XX', currency: answers.locationCurrency ?? 'USD' });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDisplayMoney(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDisplayMoney(), { wrapper });
}

const signInWithCurrency = (baseCurrency: 'USD' | 'INR') =>
  useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: aUser({ baseCurrency }) });

beforeEach(() => {
  useAuthStore.getState().clear();
});

describe('pickDisplayCurrency (spec §4)', () => {
  it("prefers the account's currency, then the viewer's location's, then USD", () => {
    expect(pickDisplayCurrency('INR', 'USD')).toBe('INR');
    expect(pickDisplayCurrency(undefined, 'INR')).toBe('INR');
    expect(pickDisplayCurrency(undefined, undefined)).toBe('USD');
    expect(pickDisplayCurrency('EUR', 'GBP')).toBe('USD');
  });
});

describe('useDisplayMoney', () => {
  it("shows a USD price in an Indian account's rupees, rounded up to whole rupees", async () => {
    signInWithCurrency('INR');
    const fetchMock = serve({ rates: rates(83.27) });
    const { result } = renderDisplayMoney();

    await waitFor(() => expect(result.current.formatMajor(10, 'USD')).toBe('₹833'));
    expect(result.current.currency).toBe('INR');
    expect(result.current.convert({ amount: 1999, currency: 'USD' })).toEqual({
      amount: 166_500,
      currency: 'INR',
    });
    // The account says the currency: where the viewer is does not matter.
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain(LOCATION_PATH);
  });

  it('shows a visitor prices in the currency of where they are', async () => {
    serve({ rates: rates(80), locationCurrency: 'INR' });
    const { result } = renderDisplayMoney();

    await waitFor(() => expect(result.current.currency).toBe('INR'));
    await waitFor(() => expect(result.current.formatMajor(12.5, 'USD')).toBe('₹1,000'));
  });

  it('keeps a price in its own currency without any conversion, with up to two decimals', async () => {
    signInWithCurrency('USD');
    serve({ rates: null });
    const { result } = renderDisplayMoney();

    expect(result.current.formatMajor(5, 'USD')).toBe('$5');
    expect(result.current.formatMajor(5.5, 'USD')).toBe('$5.50');
    expect(result.current.format({ amount: 125_075, currency: 'USD' })).toBe('$1,250.75');
  });

  it('falls back to USD when the rates cannot be had', async () => {
    signInWithCurrency('INR');
    const fetchMock = serve({ rates: null });
    const { result } = renderDisplayMoney();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(RATES_PATH, expect.anything()));
    await waitFor(() => expect(result.current.formatMajor(10, 'USD')).toBe('$10'));
    // A rupee price has no USD value without rates either: it shows as it is rather than not at all.
    expect(result.current.formatMajor(500, 'INR')).toBe('₹500');
  });

  it('starts from the rates kept in storage without asking the server again', async () => {
    localStorage.setItem('lobby-conversion-rates', JSON.stringify({ value: rates(90), savedAt: Date.now() }));
    signInWithCurrency('INR');
    const fetchMock = serve({ rates: rates(50) });
    const { result } = renderDisplayMoney();

    expect(result.current.formatMajor(1, 'USD')).toBe('₹90');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again once the kept rates have passed their nextUpdate', async () => {
    const old = { ...rates(90), nextUpdate: new Date(Date.now() - 60 * 60_000).toISOString() };
    localStorage.setItem(
      'lobby-conversion-rates',
      JSON.stringify({ value: old, savedAt: Date.now() - 25 * 60 * 60_000 }),
    );
    signInWithCurrency('INR');
    serve({ rates: rates(50) });
    const { result } = renderDisplayMoney();

    expect(result.current.formatMajor(1, 'USD')).toBe('₹90');
    await waitFor(() => expect(result.current.formatMajor(1, 'USD')).toBe('₹50'));
  });
});

describe('prefetchDisplayMoney', () => {
  it("asks a visitor's rates and location before any price renders, which then shows the final price at once", async () => {
    const fetchMock = serve({ rates: rates(80), locationCurrency: 'INR' });
    const client = new QueryClient();
    prefetchDisplayMoney(client);
    expect(fetchMock.mock.calls.map(([path]) => path).sort()).toEqual([LOCATION_PATH, RATES_PATH]);
    await waitFor(() => expect(client.isFetching()).toBe(0));

    const { result } = renderDisplayMoney(client);
    expect(result.current.formatMajor(12.5, 'USD')).toBe('₹1,000');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves out the location for an account that names its currency', () => {
    signInWithCurrency('USD');
    const fetchMock = serve({ rates: rates(80) });
    prefetchDisplayMoney(new QueryClient());
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([RATES_PATH]);
  });
});
