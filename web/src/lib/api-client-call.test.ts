import { routes } from '@lobby/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { call, routeUrl } from './api-client';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('routeUrl', () => {
  it('fills path parameters encoded, and leaves empty query values out', () => {
    expect(
      routeUrl(
        routes.slots.monthSlots,
        { id: 'a/b', month: 3, year: 2026 },
        { page: 1, search: undefined, x: null },
      ),
    ).toBe('/api/get/monthvise/slots/influencer/a%2Fb/3/2026?page=1');
  });

  it('refuses a path parameter left out, rather than calling a wrong address', () => {
    expect(() => routeUrl(routes.landing.game, {})).toThrow('Missing path parameter "id"');
  });
});

describe('call', () => {
  const fetchMock = vi.fn(async (..._: [string, RequestInit]) => json({ message: 'ok' }));

  beforeEach(() => {
    useAuthStore.getState().clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });

  it("sends the route's method to its filled path with the JSON body, and answers the parsed body", async () => {
    const answer = await call(routes.password.reset, {
      params: { token: 't 1' },
      body: { newPassword: 'pw' },
    });

    expect(answer).toEqual({ message: 'ok' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/reset_password/t%201');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ newPassword: 'pw' }));
  });

  it('adds the query to a GET', async () => {
    await call(routes.notifications.list, { query: { page: 2, limit: 10 } });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/get/notifications?page=2&limit=10');
    expect(fetchMock.mock.calls[0]![1].method).toBe('GET');
  });
});
