import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { RoutePreload } from '@lobby/contracts';
import { FakePeers, startNats, type TestNats } from '@lobby/test-kit';
import { createGateway, type RunningGateway } from '../src/gateway';
import { rawGet } from './support/raw-get';

/**
 * Web delivery (issue 19 item 1): hashed assets are immutable and sent precompressed as the request allows,
 * and index.html (and the app's fallback for any page) is revalidated.
 */
const ASSET = '/assets/index-Ab12_cD3.js';
const SCRIPT = `console.log(${JSON.stringify('lobby '.repeat(400))});\n`;

const ROUTE_PRELOADS: RoutePreload[] = [
  {
    path: '/browse',
    scripts: ['/assets/browse-Aa11.js', '/assets/Select-Bb22.js'],
    styles: ['/assets/browse-Cc33.css'],
  },
  { path: '/stars/:username/gigs/:slug', scripts: ['/assets/gig-Dd44.js'], styles: [] },
];

describe('web delivery: precompressed assets and caching (gateway)', () => {
  let nats: TestNats;
  let gateway: RunningGateway;
  const peers = new FakePeers();
  const webDist = mkdtempSync(join(tmpdir(), 'lobby-web-delivery-'));

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Lobby</title></head></html>',
    );
    writeFileSync(join(webDist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
    writeFileSync(join(webDist, ASSET), SCRIPT);
    writeFileSync(join(webDist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(join(webDist, `${ASSET}.gz`), gzipSync(SCRIPT));
    nats = await startNats();
    await peers.start(nats.url);
    gateway = await createGateway({
      PORT: '0',
      HOST: '127.0.0.1',
      NATS_URL: nats.url,
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'silent',
      WEB_DIST: webDist,
      RPC_TIMEOUT_MS: '3000',
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await peers.stop();
    await nats?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a hashed asset immutable, as brotli or gzip when asked and plain otherwise', async () => {
    const brotli = await rawGet(`${gateway.url}${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);

    const gzip = await rawGet(`${gateway.url}${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(`${gateway.url}${ASSET}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html and the app fallback for any page, with an ETag', async () => {
    for (const path of ['/', '/index.html', '/browse']) {
      const page = await rawGet(`${gateway.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.etag).toBeTruthy();
      expect(page.body.toString()).toContain('<title>Lobby</title>');
      const again = await rawGet(`${gateway.url}${path}`, { 'if-none-match': String(page.headers.etag) });
      expect(again.status).toBe(304);
    }
  });

  it("names a listed page's chunks and styles in its HTML, and a new build's list on the next request", async () => {
    const head = async (path: string) => {
      const html = (await rawGet(`${gateway.url}${path}`)).body.toString();
      return html.slice(0, html.indexOf('</head>'));
    };
    const browse = await head('/browse?game=valorant');
    expect(browse).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/browse-Aa11.js" />',
    );
    expect(browse).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Select-Bb22.js" />',
    );
    expect(browse).toContain('<link rel="preload" as="style" href="/assets/browse-Cc33.css" />');
    expect(browse).not.toContain('gig-Dd44.js');

    expect(await head('/stars/nova/gigs/ranked-duo')).toContain('href="/assets/gig-Dd44.js"');
    for (const unlisted of ['/stars/nova', '/stars/nova/live', '/profile'])
      expect(await head(unlisted)).not.toContain('modulepreload');

    writeFileSync(
      join(webDist, 'route-preloads.json'),
      JSON.stringify([{ path: '/stars/:username', scripts: ['/assets/star-Ee55.js'], styles: [] }]),
    );
    // A later modification time than the first write's, as a new build gives it.
    utimesSync(join(webDist, 'route-preloads.json'), new Date(), new Date(Date.now() + 1000));
    expect(await head('/stars/nova')).toContain('href="/assets/star-Ee55.js"');
    expect(await head('/browse')).not.toContain('modulepreload');
  });
});
