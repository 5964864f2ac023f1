// `npm run bench -- browse [--replicas N]`: GET /api/get/GigsForScroll with a game filter and popularity sort,
// over 100,000 gigs of 10,000 stars, through the full path (gateway → NATS → catalog → PostgreSQL) and, for
// comparison, the same query code (catalog's BrowseRepository and its JSON mapping) served by a bare Node HTTP
// server; then the other public lists and the header search. With --replicas N, the GigsForScroll load again
// over N gateways with N catalogs behind them, beside the one-replica figures.
import 'reflect-metadata';
import { createServer } from 'node:http';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { terminate } from '../lib/processes.mjs';
import { startStack } from '../stack.mjs';
import { startExtraGateway } from './extra-gateway.mjs';
import { load, printTable } from './load.mjs';

const require = createRequire(import.meta.url);
const { drizzle } = require('drizzle-orm/node-postgres');
const { BrowseRepository } = require('../../services/catalog/dist/browse/browse.repository.js');
const { toGigDto } = require('../../services/catalog/dist/gigs/gig-view.js');
const { catalogSchema } = require('../../services/catalog/dist/db/schema.js');
const { PageCache } = require('../../services/catalog/dist/common/page-cache.js');

const TARGET_GIGS = 100_000;
const TARGET_STARS = 10_000;
const PAGE = { page: 1, limit: 15 };
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
/** How many visitors the search load comes from: each stays far under the search rate limit. */
const SEARCH_VISITORS = 20_000;
// Issue 19: p99 under 25 ms at 50 connections through the full path, and at least 70% of the bare server's throughput.
const GOALS = { p99Ms: 25, throughputShare: 0.7 };

export async function run() {
  const replicas = replicasArgument();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-bench-'));
  // As root the launcher runs PostgreSQL as the postgres user, which must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  try {
    const single = await measureOneReplica(dataDir);
    if (replicas > 1) await measureReplicas(dataDir, replicas, single);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `--replicas N` (1 to 4): also measure N gateways and N catalogs. */
function replicasArgument() {
  const at = process.argv.indexOf('--replicas');
  if (at < 0) return 1;
  const count = Number(process.argv[at + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 4) {
    throw new Error('--replicas takes a whole number from 1 to 4');
  }
  return count;
}

function startBenchStack(dataDir, catalogReplicas) {
  return startStack({
    dataDir,
    port: 0,
    mailPorts: { smtp: 0, web: 0 },
    privateNats: true,
    quiet: true,
    // The search suggestions are rate limited per visitor (SEARCH_RATE_LIMIT, the default): the search load comes
    // as from SEARCH_VISITORS addresses, which the gateway reads from X-Forwarded-For as behind a load balancer.
    env: {
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      TRUST_PROXY: '127.0.0.1',
      CATALOG_REPLICAS: String(catalogReplicas),
    },
  });
}

function catalogPool(stack) {
  const catalogUrl = new URL(stack.databaseUrl);
  catalogUrl.pathname = '/lobby_catalog';
  return new pg.Pool({ connectionString: catalogUrl.toString(), max: 10 });
}

const gigsRoute = (gameId) =>
  `/api/get/GigsForScroll?gameId=${gameId}&sort=popularity&page=1&limit=${PAGE.limit}`;

/** One gateway and one of each service: every list of issue 19, and the bare baseline. */
async function measureOneReplica(dataDir) {
  console.log('Starting the stack (embedded defaults, private NATS)…');
  const stack = await startBenchStack(dataDir, 1);
  const pool = catalogPool(stack);
  let baseline;
  try {
    const gameId = await seedGigs(pool);
    // The baseline runs the bare query every time: its page cache is never enabled (no totals kept either).
    const repository = new BrowseRepository(
      drizzle(pool, { schema: catalogSchema }),
      { priceSortInrPerUsd: 85 },
      new PageCache(),
    );
    baseline = await startBaseline(repository, gameId);

    const fullUrl = `${stack.url}${gigsRoute(gameId)}`;
    await assertSameAnswer(fullUrl, baseline.url);
    console.log(`Load: ${CONNECTIONS} connections for ${DURATION_SECONDS} s each, after a 2 s warm-up.\n`);
    const full = await load(fullUrl, { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
    // As a browser asks: the gateway sends its kept compressed copy (brotli), compressed once per page.
    const compressed = await load(fullUrl, {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const bare = await load(baseline.url, { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
    printTable([
      { name: 'gateway → NATS → catalog → PostgreSQL', ...full },
      { name: 'same, Accept-Encoding: br, gzip', ...compressed },
      { name: 'bare Node HTTP → same query', ...bare },
    ]);
    const share = full.rps / bare.rps;
    console.log(`\nFull path throughput: ${(share * 100).toFixed(1)}% of the baseline.`);
    console.log(
      `Goals: p99 under ${GOALS.p99Ms} ms (${full.p99 < GOALS.p99Ms ? 'met' : 'missed'}), ` +
        `at least ${GOALS.throughputShare * 100}% of the baseline (${share >= GOALS.throughputShare ? 'met' : 'missed'}).`,
    );

    // The other public lists of issue 19 through the full path, and the header search as people type: each
    // request the next of the prefixes of star and game names (59 on the demo data), from many visitors. Each
    // term's first search (nothing kept yet) is asked one at a time first and reported on its own.
    const lists = [
      ['CreatorsForScroll', '/api/get/CreatorsForScroll?sort=popularity&page=1'],
      ['GamesForScroll', '/api/get/GamesForScroll?sort=popularity&page=1'],
      ['mostPopularStars', '/api/get/mostPopularStars'],
      ['mostPopularProducts', '/api/get/mostPopularProducts'],
    ];
    const rows = [];
    for (const [name, route] of lists) {
      rows.push({
        name,
        ...(await load(`${stack.url}${route}`, { connections: CONNECTIONS, durationSeconds: 5 })),
      });
    }
    const searches = await searchPaths(pool);
    const firstSearches = await timeEach(stack.url, searches);
    rows.push({
      name: 'search suggestions',
      ...(await load(`${stack.url}/`, {
        connections: CONNECTIONS,
        durationSeconds: 5,
        paths: searches,
        forwardedFor: SEARCH_VISITORS,
      })),
    });
    console.log('');
    printTable(rows);
    console.log(
      `\nA search term's first search, one at a time (${searches.length} terms, nothing kept yet): ` +
        `p50 ${firstSearches.p50} ms, p90 ${firstSearches.p90} ms, slowest ${firstSearches.max} ms.`,
    );
    for (const row of rows) {
      console.log(`${row.name}: p99 under ${GOALS.p99Ms} ms (${row.p99 < GOALS.p99Ms ? 'met' : 'missed'}).`);
    }
    return full;
  } finally {
    baseline?.server.close();
    await pool.end();
    await stack.stop();
  }
}

/**
 * The same GigsForScroll load spread over `replicas` gateways with as many catalogs behind them (on the data
 * the first stack seeded), printed beside the one-replica figures.
 */
async function measureReplicas(dataDir, replicas, single) {
  console.log(`\nStarting ${replicas} catalogs and ${replicas} gateways on the same data…`);
  const stack = await startBenchStack(dataDir, replicas);
  const pool = catalogPool(stack);
  const extraGateways = [];
  try {
    for (let index = 2; index <= replicas; index++) {
      extraGateways.push(await startExtraGateway(stack, { name: `gateway-${index}` }));
    }
    const gameId = await seedGigs(pool);
    const urls = [stack.url, ...extraGateways.map((gateway) => gateway.url)].map(
      (base) => `${base}${gigsRoute(gameId)}`,
    );
    const spread = await load(urls, { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
    printTable([
      { name: '1 gateway, 1 catalog', ...single },
      { name: `${replicas} gateways, ${replicas} catalogs`, ...spread },
    ]);
    console.log(
      `\n${replicas} replicas: ${((spread.rps / single.rps) * 100).toFixed(0)}% of one replica's throughput ` +
        `(${availableParallelism()} cores shared by every process and the load generator).`,
    );
  } finally {
    for (const gateway of extraGateways) await terminate(gateway.handle);
    await pool.end();
    await stack.stop();
  }
}

/** Asks each path once, one after the other; the latencies' p50, p90 and maximum in whole ms. */
async function timeEach(base, paths) {
  const times = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * share))]);
  return { p50: at(0.5), p90: at(0.9), max: Math.round(times.at(-1)) };
}

/** Search terms as typed: 2 to 5 letter prefixes of star names and game names. */
async function searchPaths(pool) {
  const { rows } = await pool.query(
    `(SELECT lower(full_name) AS name FROM stars WHERE listed ORDER BY clicks_count DESC LIMIT 40)
     UNION (SELECT lower(name) FROM games)`,
  );
  const terms = new Set();
  for (const { name } of rows) {
    for (let length = 2; length <= 5 && length <= name.length; length++)
      terms.add(name.slice(0, length).trim());
  }
  return [...terms]
    .filter((term) => term.length >= 2)
    .map((term) => `/api/get/stars_gigs_search?searchQuery=${encodeURIComponent(term)}&limit=8`);
}

/** Copies the demo stars until there are TARGET_STARS (usernames made unique); returns every listed star's id. */
async function seedStars(pool) {
  const { rows: columns } = await pool.query(
    `SELECT column_name FROM information_schema.columns
     WHERE table_name = 'stars' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  );
  const names = columns.map((c) => c.column_name);
  const copy = names.map((name) =>
    name === 'id' ? 'gen_random_uuid()' : name === 'username' ? `username || '_b' || n` : name,
  );
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM stars`);
  const existing = rows[0].n;
  if (existing < TARGET_STARS) {
    await pool.query(
      `INSERT INTO stars (${names.join(', ')})
       SELECT ${copy.join(', ')} FROM stars CROSS JOIN generate_series(1, $1) AS n LIMIT $2`,
      [Math.ceil((TARGET_STARS - existing) / existing), TARGET_STARS - existing],
    );
  }
  const { rows: listed } = await pool.query(`SELECT id FROM stars WHERE listed ORDER BY id`);
  return listed.map((row) => row.id);
}

/**
 * Copies the demo gigs until there are TARGET_GIGS, spread over TARGET_STARS stars; returns the game with the
 * most gigs.
 */
export async function seedGigs(pool) {
  const starIds = await seedStars(pool);
  const { rows: columns } = await pool.query(
    `SELECT column_name FROM information_schema.columns
     WHERE table_name = 'gigs' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  );
  const names = columns.map((c) => c.column_name);
  const copy = names.map((name) =>
    name === 'id'
      ? 'gen_random_uuid()'
      : name === 'slug'
        ? `slug || '-bench-' || n || '-' || left(id::text, 8)`
        : name === 'star_id'
          ? `($3::uuid[])[(1 + (n::bigint * 7919 + hashtext(id::text)) % cardinality($3::uuid[]) + cardinality($3::uuid[])) % cardinality($3::uuid[]) + 1]`
          : name,
  );
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM gigs`);
  const existing = rows[0].n;
  if (existing === 0) throw new Error('The demo catalog is empty: the catalog did not seed');
  const copies = Math.ceil((TARGET_GIGS - existing) / existing);
  await pool.query(
    `INSERT INTO gigs (${names.join(', ')})
     SELECT ${copy.join(', ')} FROM gigs CROSS JOIN generate_series(1, $1) AS n LIMIT $2`,
    [copies, TARGET_GIGS - existing, starIds],
  );
  await pool.query('ANALYZE');
  const { rows: top } = await pool.query(
    `SELECT game_id, count(*)::int AS n FROM gigs GROUP BY game_id ORDER BY n DESC LIMIT 1`,
  );
  const { rows: total } = await pool.query(`SELECT count(*)::int AS n FROM gigs`);
  console.log(
    `Seeded ${total[0].n} gigs of ${starIds.length} listed stars; the busiest game has ${top[0].n}.`,
  );
  return top[0].game_id;
}

function startBaseline(repository, gameId) {
  const query = {
    viewerId: null,
    liveNow: false,
    favoritesOnly: false,
    tagKeys: [],
    gameId,
    order: 'popularity',
  };
  const server = createServer(async (_request, response) => {
    try {
      const { rows, total } = await repository.gigPage(query, PAGE);
      const body = JSON.stringify({
        data: rows.map(toGigDto),
        page: PAGE.page,
        limit: PAGE.limit,
        totalPages: Math.ceil(total / PAGE.limit),
        total,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  );
}

/** Both paths must return the same page, or the comparison means nothing. */
async function assertSameAnswer(fullUrl, baselineUrl) {
  const [full, bare] = await Promise.all(
    [fetch(fullUrl), fetch(baselineUrl)].map((r) => r.then((x) => x.json())),
  );
  const ids = (page) => page.data.map((gig) => gig._id).join(',');
  if (ids(full) !== ids(bare) || full.total !== bare.total) {
    throw new Error('The full path and the baseline returned different pages');
  }
}
