import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useConversionRates } from './conversion-rates';

const RATES_PATH = '/api/v1/get-conversion-rate/usd-to-inr';

beforeEach(() => {
  localStorage.clear();
});

describe('useConversionRates while the rates provider is down', () => {
  it('asks once, not again for each retry or for the next page that shows a price', async () => {
    const fetchMock = vi.fn(async (_path: string) => new Response('{"error":"down"}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    // The app's own client retries failed reads; the rates must not.
    const client = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );

    const firstPage = renderHook(() => useConversionRates(), { wrapper });
    await waitFor(() => expect(firstPage.result.current.isError).toBe(true));
    firstPage.unmount();
    const nextPage = renderHook(() => useConversionRates(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(nextPage.result.current.data).toBeUndefined();
    expect(fetchMock.mock.calls.filter(([path]) => path === RATES_PATH)).toHaveLength(1);
  });
});
