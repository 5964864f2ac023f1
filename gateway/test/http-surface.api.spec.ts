import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorText, REQUEST_ID_HEADER } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { connect, type Msg } from 'nats';
import type { RunningGateway } from '../src/gateway';
import { NO_WEB_BUILD_TEXT } from '../src/web/web-app';
import { GatewayHarness } from './gateway-harness';
import { invalid, notFound } from './support/answers';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("lobby");';

describe('gateway: web app, errors and headers', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'lobby-gw-web-'));
  const emptyDist = mkdtempSync(join(tmpdir(), 'lobby-gw-web-empty-'));
  const stack = new GatewayHarness();
  let unbuilt: RunningGateway;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'app.js'), APP_JS);
    await stack.start({ WEB_DIST: webDist });
    unbuilt = await stack.startGateway({ WEB_DIST: emptyDist });
  }, 60_000);
  afterAll(async () => {
    await unbuilt.close();
    await stack.stop();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(emptyDist, { recursive: true, force: true });
  });

  describe('the web app', () => {
    it('serves its files', async () => {
      const script = await stack.get('/assets/app.js');
      expect(script.status).toBe(200);
      expect(script.text).toBe(APP_JS);
      expect(script.headers.get('content-type')).toContain('javascript');
      expect((await stack.get('/')).text).toBe(INDEX_HTML);
    });

    it('answers index.html for any other page, so the client router can show it', async () => {
      for (const path of ['/star/some-streamer', '/signup/verify/abc', '/admin/payouts?page=2']) {
        const page = await stack.get(path);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect(page.text).toBe(INDEX_HTML);
      }
    });

    it('never serves a file from outside its folder', async () => {
      const page = await stack.get('/assets/..%2f..%2f..%2fetc%2fpasswd');
      expect(page.text).toBe(INDEX_HTML);
    });

    it('answers a plain note when the web app is not built', async () => {
      const page = await stack.request('GET', '/star/some-streamer', {}, unbuilt.url);
      expect(page.status).toBe(200);
      expect(page.text).toBe(NO_WEB_BUILD_TEXT);
    });
  });

  describe('errors', () => {
    it('answers 404 { error } for unknown API and auth paths, whatever the method', async () => {
      for (const [method, path] of [
        ['GET', '/api/nothing-here'],
        ['POST', '/api/nothing-here'],
        ['GET', '/auth/nothing-here'],
        ['GET', '/api'],
        ['DELETE', '/star/some-streamer'],
      ]) {
        expect(await stack.request(method, path)).toMatchObject(notFound('Not found'));
      }
    });

    it('answers malformed JSON and an unreadable URL with 400 "Bad request"', async () => {
      expect(await stack.post('/auth/login', '{"email": "a@b.co",')).toMatchObject(
        invalid(ErrorText.badRequest),
      );
      expect(await stack.post('/api/auth/verify/%E0%A4%A')).toMatchObject(invalid(ErrorText.badRequest));
    });

    it('answers a body that is not an object with the first field message, never a 500', async () => {
      for (const body of ['[1, 2]', 'null', '"text"', '42']) {
        expect(await stack.post('/auth/signup', body)).toMatchObject(invalid('Please enter a valid email'));
      }
    });

    it('answers an unsupported content type with 415 { error }', async () => {
      const response = await stack.post('/auth/login', '<xml/>', {
        headers: { 'content-type': 'application/xml' },
      });
      expect(response).toMatchObject({ status: 415, body: { error: 'Unsupported Media Type' } });
    });
  });

  describe('headers', () => {
    it('sends a content security policy for the web app', async () => {
      const csp = (await stack.get('/')).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("script-src 'self'");
    });

    it('sends the security headers on every answer: an API list, a kept copy of it, and a 404', async () => {
      for (const path of ['/api/get/mostPopularStars', '/api/get/mostPopularStars', '/api/no-such-route']) {
        const { headers } = await stack.get(path);
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(headers.get('cross-origin-resource-policy')).toBe('same-site');
        expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      }
    });

    it('allows the configured web origins, and only them', async () => {
      const preflight = (origin: string) =>
        stack.request('OPTIONS', '/auth/login', {
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const allowed = await preflight('http://localhost:5173');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    });

    it('echoes the caller’s request id and forwards it to the service over NATS', async () => {
      const user = await stack.signedInUser();
      const nats = await connect({ servers: stack.nats.url });
      const seen: Msg[] = [];
      nats.subscribe('identity.currentUser', { callback: (_error, message) => seen.push(message) });
      await nats.flush();
      try {
        const response = await stack.get('/api/current_user', {
          token: user.accessToken,
          headers: { [REQUEST_ID_HEADER]: 'trace-me-42' },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get(REQUEST_ID_HEADER)).toBe('trace-me-42');
        await waitFor(async () => seen.length > 0, { what: 'the forwarded request' });
        expect(seen[0].headers?.get(REQUEST_ID_HEADER)).toBe('trace-me-42');
      } finally {
        await nats.close();
      }
    });

    it('makes up a request id when the caller sends none or an unusable one', async () => {
      const generated = (await stack.get('/api/current_user')).headers.get(REQUEST_ID_HEADER);
      expect(generated).toMatch(/^[0-9a-f-]{36}$/);
      const replaced = await stack.get('/api/current_user', {
        headers: { [REQUEST_ID_HEADER]: 'bad id with spaces' },
      });
      expect(replaced.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
