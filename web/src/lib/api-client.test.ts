import { ErrorText, type TokenPair } from '@lobby/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { aUser } from '../test/fixtures';
import { RENEW_BEFORE_EXPIRY_MS } from './access-token-lifetime';
import { api, ApiError } from './api-client';
import { forgetRenewal, pairRenewedFrom, recordRenewal } from './token-renewal-record';

const REFRESH_PATH = '/api/auth/refresh-token';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A gateway that accepts only `validToken` and trades `refreshToken` for `renewed` (each refresh token once). */
function fakeGateway(options: { validToken: string; refreshToken: string; renewed: TokenPair }) {
  let valid = options.validToken;
  const spent = new Set<string>();
  const fetchMock = vi.fn(async (path: string, init: RequestInit) => {
    if (path === REFRESH_PATH) {
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      if (refreshToken !== options.refreshToken || spent.has(refreshToken))
        return json(401, { error: 'Session expired' });
      spent.add(refreshToken);
      valid = options.renewed.accessToken;
      return json(200, options.renewed);
    }
    const auth = new Headers(init.headers).get('Authorization');
    if (auth !== `Bearer ${valid}`) return json(401, { error: 'Unauthorized' });
    return json(200, { path });
  });
  vi.stubGlobal('fetch', fetchMock);
  const refreshCalls = () => fetchMock.mock.calls.filter(([path]) => path === REFRESH_PATH);
  const authorizations = (path: string) =>
    fetchMock.mock.calls
      .filter(([called]) => called === path)
      .map(([, init]) => new Headers(init.headers).get('Authorization'));
  return { fetchMock, refreshCalls, authorizations };
}

const signIn = (accessToken: string, refreshToken: string) =>
  useAuthStore.getState().setSession({ accessToken, refreshToken, user: aUser() });

/** What another tab of this browser leaves in storage when it renews the pair. */
const storeFromAnotherTab = (tokens: TokenPair) =>
  localStorage.setItem('lobby-auth', JSON.stringify({ state: { ...tokens, user: aUser() }, version: 0 }));

beforeEach(async () => {
  useAuthStore.getState().clear();
  await forgetRenewal();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('api client: renewing an expired access token', () => {
  it('renews once for every call that failed with the same token, and retries each with the new one', async () => {
    signIn('expired', 'refresh-1');
    const gateway = fakeGateway({
      validToken: 'fresh',
      refreshToken: 'refresh-1',
      renewed: { accessToken: 'fresh', refreshToken: 'refresh-2' },
    });

    const answers = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.post('/api/c', { x: 1 })]);

    expect(answers).toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }]);
    expect(gateway.refreshCalls()).toHaveLength(1);
    expect(gateway.authorizations('/api/a')).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'fresh', refreshToken: 'refresh-2' });
    // Kept in storage too, so the next page load and the other tabs use the new pair.
    expect(localStorage.getItem('lobby-auth')).toContain('refresh-2');
  });

  it('holds the browser-wide lock while renewing, so no two tabs spend one refresh token', async () => {
    signIn('expired', 'refresh-1');
    const gateway = fakeGateway({
      validToken: 'fresh',
      refreshToken: 'refresh-1',
      renewed: { accessToken: 'fresh', refreshToken: 'refresh-2' },
    });
    let held = false;
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => {
      held = true;
      try {
        return await callback();
      } finally {
        held = false;
      }
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    const heldDuringRefresh: boolean[] = [];
    const original = gateway.fetchMock.getMockImplementation()!;
    gateway.fetchMock.mockImplementation(async (path, init) => {
      if (path === REFRESH_PATH) heldDuringRefresh.push(held);
      return original(path, init);
    });

    await expect(api.get('/api/a')).resolves.toEqual({ path: '/api/a' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0][0]).toBe('lobby-token-refresh');
    expect(heldDuringRefresh).toEqual([true]);
  });

  it('uses the pair another tab renewed while this one waited, without spending the old refresh token', async () => {
    signIn('expired', 'refresh-1');
    const gateway = fakeGateway({
      validToken: 'from-other-tab',
      refreshToken: 'refresh-1',
      renewed: { accessToken: 'never', refreshToken: 'never' },
    });
    storeFromAnotherTab({ accessToken: 'from-other-tab', refreshToken: 'refresh-2' });

    await expect(api.get('/api/a')).resolves.toEqual({ path: '/api/a' });
    expect(gateway.refreshCalls()).toHaveLength(0);
    expect(gateway.authorizations('/api/a')).toEqual(['Bearer expired', 'Bearer from-other-tab']);
    expect(useAuthStore.getState().refreshToken).toBe('refresh-2');
  });

  it("uses another tab's renewal that this tab's copy of localStorage does not show yet (the renewal record)", async () => {
    signIn('expired', 'refresh-1');
    const gateway = fakeGateway({
      validToken: 'from-other-tab',
      refreshToken: 'refresh-1',
      renewed: { accessToken: 'never', refreshToken: 'never' },
    });
    await recordRenewal('refresh-1', { accessToken: 'from-other-tab', refreshToken: 'refresh-2' });

    await expect(api.get('/api/a')).resolves.toEqual({ path: '/api/a' });
    expect(gateway.refreshCalls()).toHaveLength(0);
    expect(gateway.authorizations('/api/a')).toEqual(['Bearer expired', 'Bearer from-other-tab']);
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: 'from-other-tab',
      refreshToken: 'refresh-2',
    });
  });

  it('records its own renewal for the other tabs, and forgets it on signing out', async () => {
    signIn('expired', 'refresh-1');
    fakeGateway({
      validToken: 'fresh',
      refreshToken: 'refresh-1',
      renewed: { accessToken: 'fresh', refreshToken: 'refresh-2' },
    });
    // A record of an older renewal (another refresh token) is not this one.
    await recordRenewal('refresh-0', { accessToken: 'older', refreshToken: 'refresh-1' });

    await api.get('/api/a');
    expect(await pairRenewedFrom('refresh-1')).toEqual({ accessToken: 'fresh', refreshToken: 'refresh-2' });

    useAuthStore.getState().clear();
    await vi.waitFor(async () => expect(await pairRenewedFrom('refresh-1')).toBeUndefined());
  });

  it('ends the session when the refresh token is refused, and fails the call with its error', async () => {
    signIn('expired', 'revoked');
    const gateway = fakeGateway({
      validToken: 'fresh',
      refreshToken: 'refresh-1',
      renewed: { accessToken: 'fresh', refreshToken: 'refresh-2' },
    });

    const failure = api.get('/api/a');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Unauthorized', fromServer: true });
    expect(gateway.refreshCalls()).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
  });

  it('keeps the pair when the refresh gets no answer (offline), for the next try', async () => {
    signIn('expired', 'refresh-1');
    const gateway = fakeGateway({
      validToken: 'fresh',
      refreshToken: 'refresh-1',
      renewed: { accessToken: 'fresh', refreshToken: 'refresh-2' },
    });
    const original = gateway.fetchMock.getMockImplementation()!;
    gateway.fetchMock.mockImplementation(async (path, init) => {
      if (path === REFRESH_PATH) throw new TypeError('Failed to fetch');
      return original(path, init);
    });

    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'expired', refreshToken: 'refresh-1' });
  });

  it('renews an access token shortly before it expires, so the call never meets a 401', async () => {
    const issuedAt = Date.now();
    const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
    const expiring = jwt({ sub: 'u', iat: issuedAt / 1000, exp: issuedAt / 1000 + 900 });
    signIn(expiring, 'refresh-1');
    const gateway = fakeGateway({
      validToken: expiring,
      refreshToken: 'refresh-1',
      renewed: { accessToken: 'fresh', refreshToken: 'refresh-2' },
    });
    const now = vi.spyOn(Date, 'now').mockReturnValue(issuedAt);
    try {
      await api.get('/api/early');
      expect(gateway.refreshCalls()).toHaveLength(0);

      // A minute before the expiry, counted from when this tab got the token (not the device's clock).
      now.mockReturnValue(issuedAt + 900_000 - RENEW_BEFORE_EXPIRY_MS);
      await api.get('/api/late');
      expect(gateway.refreshCalls()).toHaveLength(1);
      expect(gateway.authorizations('/api/late')).toEqual(['Bearer fresh']);
      expect(useAuthStore.getState()).toMatchObject({ accessToken: 'fresh', refreshToken: 'refresh-2' });
    } finally {
      now.mockRestore();
    }
  });

  it('never renews for a public call: its 401 is the server’s answer', async () => {
    signIn('expired', 'refresh-1');
    const gateway = fakeGateway({
      validToken: 'fresh',
      refreshToken: 'refresh-1',
      renewed: { accessToken: 'fresh', refreshToken: 'refresh-2' },
    });

    await expect(api.post('/api/site-access', { password: 'x' }, { anonymous: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(gateway.refreshCalls()).toHaveLength(0);
    expect(gateway.authorizations('/api/site-access')).toEqual([null]);
    expect(useAuthStore.getState().refreshToken).toBe('refresh-1');
  });
});

describe('api client: answers and errors', () => {
  it('sends JSON with the stored token and reads an empty answer as undefined', async () => {
    signIn('token', 'refresh');
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.put('/api/x', { name: 'Nova' })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"name":"Nova"}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token', 'Content-Type': 'application/json' });
  });

  it("throws the server's error text, else a generic one by status", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json(409, { error: 'Slot is full' }))
        .mockResolvedValueOnce(json(400, { message: 'Bad title' }))
        .mockResolvedValueOnce(new Response('oops', { status: 400 }))
        .mockResolvedValueOnce(new Response('<html>', { status: 502 })),
    );

    await expect(api.get('/api/x')).rejects.toMatchObject({
      message: 'Slot is full',
      status: 409,
      fromServer: true,
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: 'Bad title', status: 400 });
    await expect(api.get('/api/x')).rejects.toMatchObject({
      message: ErrorText.badRequest,
      status: 400,
      fromServer: false,
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: ErrorText.unexpected, status: 502 });
  });

  it('turns a network failure into the generic error but lets an abort through', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: ErrorText.unexpected, status: 0 });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new DOMException('Aborted', 'AbortError')));
    await expect(api.get('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
