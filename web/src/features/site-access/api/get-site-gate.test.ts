import { SITE_ACCESS_META_NAME } from '@lobby/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiteGate, siteGateQueryOptions } from './get-site-gate';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A gateway whose website password is `enabled` and which knows one valid token. */
function fakeGateway(enabled: boolean, validToken = 'kept-token') {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/website-access') return json({ enabled });
    if (path === '/api/website-access/check') {
      const { token } = JSON.parse(String(init?.body)) as { token: string };
      return json({ valid: token === validToken });
    }
    throw new Error(`unexpected request ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { paths: () => fetchMock.mock.calls.map(([path]) => path) };
}

/** index.html as the gateway served it, saying whether a website password is on. */
function servedPage(access: string) {
  const meta = document.createElement('meta');
  meta.name = SITE_ACCESS_META_NAME;
  meta.content = access;
  document.head.append(meta);
}

describe('the website-password gate on load', () => {
  afterEach(() => document.head.querySelectorAll('meta').forEach((meta) => meta.remove()));

  it('opens from the first render with no request when the page was served with no password on', async () => {
    servedPage('open');
    const gateway = fakeGateway(true);
    expect(siteGateQueryOptions(null).initialData).toBe('open');
    expect(await getSiteGate(null)).toBe('open');
    expect(gateway.paths()).toEqual([]);
  });

  it('checks only the kept token when the page was served with a password on', async () => {
    servedPage('password');
    const gateway = fakeGateway(false);
    expect(siteGateQueryOptions('kept-token').initialData).toBeUndefined();
    expect(await getSiteGate(null)).toBe('locked');
    expect(await getSiteGate('stale-token')).toBe('locked');
    expect(await getSiteGate('kept-token')).toBe('open');
    expect(gateway.paths()).toEqual(['/api/website-access/check', '/api/website-access/check']);
  });

  it('asks for the status when the page does not say (the dev server, a lookup that timed out)', async () => {
    servedPage('something else');
    const gateway = fakeGateway(true);
    expect(siteGateQueryOptions(null).initialData).toBeUndefined();
    expect(await getSiteGate(null)).toBe('locked');
    expect(gateway.paths()).toEqual(['/api/website-access']);
  });
});
