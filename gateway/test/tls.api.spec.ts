import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as http2Connect, type ClientHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { JwtService } from '@nestjs/jwt';
import type { AuthState } from '@lobby/contracts';
import { FakePeers, localhostTls, startNats, type TestNats } from '@lobby/test-kit';
import { io } from 'socket.io-client';
import { createGateway, type RunningGateway } from '../src/gateway';
import { rawGet } from './support/raw-get';

/**
 * The gateway serving HTTPS itself (TLS_CERT_FILE and TLS_KEY_FILE): HTTP/2 for browsers, so a page's many small
 * chunks share one connection instead of queueing for six, and HTTP/1.1 still for older clients and WebSockets.
 */
const ASSET = '/assets/page-Ab12_cD3.js';
const SCRIPT = `console.log(${JSON.stringify('lobby '.repeat(400))});\n`;
const JWT_SECRET = 'x'.repeat(32);
const FAN: AuthState = {
  userId: '0190a0d0-0000-7000-8000-00000000000a',
  role: 'user',
  isActive: true,
  isBanned: false,
  permissions: [],
  modStreamers: [],
  familyRevoked: false,
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

function http2Get(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let answerHeaders: Answer['headers'] = {};
    stream.on('response', (received) => (answerHeaders = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({
        status: Number(answerHeaders[':status']),
        headers: answerHeaders,
        body: Buffer.concat(chunks),
      }),
    );
    stream.on('error', reject);
    stream.end();
  });
}

describe('gateway over TLS: HTTP/2, HTTP/1.1 and Socket.IO', () => {
  let nats: TestNats;
  let gateway: RunningGateway;
  const peers = new FakePeers();
  const webDist = mkdtempSync(join(tmpdir(), 'lobby-tls-'));
  /** The certificate the gateway serves, trusted by the clients here (PEM). */
  let ca: string;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Lobby</title></head></html>',
    );
    writeFileSync(join(webDist, 'route-preloads.json'), '[]');
    writeFileSync(join(webDist, ASSET), SCRIPT);
    writeFileSync(join(webDist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
    const tls = await localhostTls();
    ca = readFileSync(tls.certFile, 'utf8');
    nats = await startNats();
    await peers.start(nats.url);
    peers.answer('identity.authState', async () => FAN);
    await peers.flush();
    gateway = await createGateway({
      PORT: '0',
      HOST: '127.0.0.1',
      NATS_URL: nats.url,
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      WEB_DIST: webDist,
      TLS_CERT_FILE: tls.certFile,
      TLS_KEY_FILE: tls.keyFile,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await peers.stop();
    await nats?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers at an https address', () => {
    expect(gateway.url).toMatch(/^https:\/\//);
  });

  it('serves pages and assets over HTTP/2, compressed and cached as over HTTP/1.1', async () => {
    const session = http2Connect(gateway.url, { ca });
    try {
      const page = await http2Get(session, '/browse');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body.toString()).toContain('<title>Lobby</title>');

      const asset = await http2Get(session, ASSET, { 'accept-encoding': 'br' });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(asset.body).toString()).toBe(SCRIPT);

      // An API error keeps its JSON shape over HTTP/2 too.
      const missing = await http2Get(session, '/api/no-such-route');
      expect(missing.status).toBe(404);
      expect(JSON.parse(missing.body.toString())).toEqual(
        expect.objectContaining({ error: expect.any(String) }),
      );
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients', async () => {
    const page = await rawGet(`${gateway.url}/`, {}, { ca });
    expect(page.httpVersion).toBe('1.1');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Lobby</title>');
  });

  it('lets a signed-in Socket.IO client connect over a secure WebSocket', async () => {
    const token = await new JwtService({ secret: JWT_SECRET }).signAsync({
      sub: FAN.userId,
      fam: 'family-1',
    });
    const socket = io(gateway.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
      ca,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });
});
