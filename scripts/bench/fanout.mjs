// `npm run bench -- fanout`: two gateway instances, 2,000 connected fans who favourited one star, the star goes
// live; prints how long after the go-live request the first and the last fan receive the 'live' notification.
// Path measured: gateway → live (outbox) → JetStream → notifications (followers from catalog, notifications
// stored) → core NATS realtime.push → both gateways → Socket.IO → this process.
import { createHmac, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io } from 'socket.io-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts.mjs';
import { terminate } from '../lib/processes.mjs';
import { startStack } from '../stack.mjs';
import { startExtraGateway } from './extra-gateway.mjs';

const require = createRequire(import.meta.url);
const { AuthLimits } = require('@lobby/contracts');

const FANS = 2_000;
const CONNECT_CONCURRENCY = 100;
const ACK_TIMEOUT_MS = 10_000;
const RECEIVE_TIMEOUT_MS = 30_000;
const GOAL_LAST_FAN_MS = 1_000;

export async function run() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-bench-'));
  // As root the launcher runs PostgreSQL as the postgres user, which must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  console.log('Starting the stack (embedded defaults, private NATS) and a second gateway…');
  let stack;
  let secondGateway;
  let pools = [];
  let fans = [];
  try {
    stack = await startStack({
      dataDir,
      port: 0,
      mailPorts: { smtp: 0, web: 0 },
      privateNats: true,
      quiet: true,
      env: { LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true' },
    });
    secondGateway = await startExtraGateway(stack);
    const gatewayUrls = [`http://127.0.0.1:${stack.gateway.port}`, secondGateway.url];
    const [identity, catalog] = (pools = ['identity', 'catalog'].map((name) => databasePool(stack, name)));

    const star = await signInDemoStreamer(gatewayUrls[0]);
    fans = await createFans({ identity, catalog, starId: star.id, jwtSecret: stack.jwtSecret });
    console.log(`Created ${fans.length} fans who favourited ${star.username}; connecting their sockets…`);
    const connectStarted = performance.now();
    await connectFans(fans, gatewayUrls);
    console.log(`All sockets joined their rooms in ${ms(performance.now() - connectStarted)} ms.`);
    await measureGoingLive({ star, fans, gatewayUrls });
  } finally {
    for (const fan of fans) fan.socket?.close();
    await terminate(secondGateway?.handle, { graceMs: 10_000 });
    await Promise.all(pools.map((pool) => pool.end()));
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The star goes live through the API; every fan's socket should then receive the 'live' notification. */
async function measureGoingLive({ star, fans, gatewayUrls }) {
  const form = await liveSessionForm(gatewayUrls[0]);
  const deliveries = awaitDeliveries(fans);
  const t0 = performance.now();
  await goLive(gatewayUrls[0], star.token, form);
  const answeredAfterMs = performance.now() - t0;
  const everyoneReceived = await deliveries;
  printReport({ fans, gatewayUrls, t0, answeredAfterMs });
  if (!everyoneReceived) throw new Error('Not every fan received the notification');
}

function databasePool(stack, service) {
  const url = new URL(stack.databaseUrl);
  url.pathname = `/lobby_${service}`;
  return new pg.Pool({ connectionString: url.toString(), max: 4 });
}

async function signInDemoStreamer(baseUrl) {
  const streamer = DEMO_ACCOUNTS.find((account) => account.role === 'influencer');
  const { accessToken: token } = await api(baseUrl, 'POST', '/auth/login', {
    body: { email: streamer.email, password: DEMO_PASSWORD },
  });
  const { _id: id } = await api(baseUrl, 'GET', '/api/current_user', { token });
  return { id, token, username: streamer.username };
}

/**
 * Fans straight into the databases (signing up 2,000 through identity would spend minutes hashing passwords):
 * accounts and a session family each in identity, a favourite of the star each in catalog, and an access token
 * each signed as identity signs them.
 */
async function createFans({ identity, catalog, starId, jwtSecret }) {
  const fans = Array.from({ length: FANS }, (_, index) => ({
    id: randomUUID(),
    familyId: randomUUID(),
    username: `bench_fan_${index}`,
  }));
  const ids = fans.map((fan) => fan.id);
  await identity.query(
    `INSERT INTO users (id, email, username, full_name, role, is_verified)
     SELECT id, username || '@bench.lobby.test', username, 'Bench Fan', 'user', true
     FROM unnest($1::uuid[], $2::text[]) AS fan(id, username)`,
    [ids, fans.map((fan) => fan.username)],
  );
  await identity.query(
    `INSERT INTO token_families (id, user_id) SELECT * FROM unnest($1::uuid[], $2::uuid[])`,
    [fans.map((fan) => fan.familyId), ids],
  );
  await catalog.query(
    `INSERT INTO favorites (user_id, kind, item_id) SELECT unnest($1::uuid[]), 'star', $2::uuid`,
    [ids, starId],
  );
  await catalog.query(`UPDATE stars SET favorites_count = favorites_count + $2 WHERE id = $1`, [
    starId,
    fans.length,
  ]);
  for (const fan of fans) {
    fan.token = signAccessToken({ sub: fan.id, role: 'user', fam: fan.familyId }, jwtSecret);
  }
  return fans;
}

/** An HS256 JWT with the claims and lifetime identity gives (jsonwebtoken adds iat and exp the same way). */
function signAccessToken(claims, secret) {
  const iat = Math.floor(Date.now() / 1000);
  const encode = (part) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const payload = { ...claims, iat, exp: iat + AuthLimits.accessTokenTtlSeconds };
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Half the fans on each gateway; each socket authenticates, then joins its user's room (acknowledged). */
async function connectFans(fans, gatewayUrls) {
  fans.forEach((fan, index) => (fan.gatewayUrl = gatewayUrls[index % gatewayUrls.length]));
  let next = 0;
  const worker = async () => {
    while (next < fans.length) await connectFan(fans[next++]);
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
}

async function connectFan(fan) {
  const socket = io(fan.gatewayUrl, {
    transports: ['websocket'],
    auth: { token: fan.token },
    forceNew: true,
    reconnection: false,
  });
  fan.socket = socket;
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) =>
      reject(new Error(`${fan.username} could not connect: ${error.message}`)),
    );
  });
  const ack = await socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('joinNotificationSession', { _user_id: fan.id });
  if (!ack?.success) throw new Error(`${fan.username} could not join its notifications: ${ack?.error}`);
}

/** Valorant's first mode and platform at ₹150 (the demo streamer bills in rupees; the minimum is ₹100). */
async function liveSessionForm(baseUrl) {
  const game = await api(baseUrl, 'GET', '/api/get/game/valorant');
  return {
    _game_id: game._id,
    _game_mode_id: game.modes[0]._id,
    _platform_playing_on_id: game.platforms_available[0]._id,
    price: '150',
    title: 'Fan-out benchmark',
    description: 'Everyone who favourited me hears about this.',
    session_tags: ['ranked'],
    requirements: [{ key: 'age', value: '18+' }],
  };
}

function goLive(baseUrl, token, form) {
  return api(baseUrl, 'POST', '/api/post/influencer/liveSession', { token, body: form });
}

/**
 * Resolves true once every fan has received the 'live' notification, false after RECEIVE_TIMEOUT_MS. Each fan's
 * arrival time is kept on the fan and nothing more is done per event: this process holds all 2,000 sockets.
 */
function awaitDeliveries(fans) {
  let received = 0;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), RECEIVE_TIMEOUT_MS);
    for (const fan of fans) {
      fan.socket.on('newNotification', (notification) => {
        if (notification?.type !== 'live' || fan.receivedAt !== undefined) return;
        fan.receivedAt = performance.now();
        if (++received === fans.length) {
          clearTimeout(timer);
          resolve(true);
        }
      });
    }
  });
}

function printReport({ fans, gatewayUrls, t0, answeredAfterMs }) {
  const latencies = latenciesOf(fans, t0);
  const max = latencies.at(-1);
  console.log(`\nFans connected: ${fans.length}, on ${gatewayUrls.length} gateways (half each).`);
  console.log(`Go-live request answered after ${ms(answeredAfterMs)} ms.`);
  console.log(
    `Received by ${latencies.length} of ${fans.length} fans` +
      (latencies.length < fans.length ? ` (waited ${RECEIVE_TIMEOUT_MS / 1000} s)` : '') +
      ', counted from just before the go-live request:',
  );
  if (latencies.length > 0) {
    console.log(
      `  first ${ms(latencies[0])} ms   p50 ${ms(percentile(latencies, 50))} ms   ` +
        `p99 ${ms(percentile(latencies, 99))} ms   max ${ms(max)} ms`,
    );
  }
  for (const url of gatewayUrls) {
    const own = fans.filter((fan) => fan.gatewayUrl === url);
    const ownLatencies = latenciesOf(own, t0);
    const last = ownLatencies.length > 0 ? `, the last after ${ms(ownLatencies.at(-1))} ms` : '';
    console.log(`  via ${url}: ${ownLatencies.length} of ${own.length} fans${last}`);
  }
  const met = latencies.length === fans.length && max <= GOAL_LAST_FAN_MS;
  console.log(`Goal: every fan within ${GOAL_LAST_FAN_MS} ms (${met ? 'met' : 'missed'}).`);
}

/** Receive times after `t0` of the fans who received the notification, ascending. */
function latenciesOf(fans, t0) {
  return fans
    .filter((fan) => fan.receivedAt !== undefined)
    .map((fan) => fan.receivedAt - t0)
    .sort((a, b) => a - b);
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

function ms(value) {
  return value.toFixed(0);
}

async function api(baseUrl, method, route, { token, body } = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}
