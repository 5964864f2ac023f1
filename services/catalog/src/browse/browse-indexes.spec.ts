import { drizzle } from 'drizzle-orm/node-postgres';
import { PageCache } from '../common/page-cache';
import { catalogSchema } from '../db/schema';
import { CatalogHarness } from '../test/catalog-fixtures';
import type { BrowseQuery } from './browse-query';
import { BrowseRepository } from './browse.repository';

/**
 * (Measured at 100,000 gigs and 10,000 stars, creators A-Z read stars_listed_name_idx and one game's gigs
 * gigs_game_popular_idx; on this tiny table the planner's choice there is not stable, so it is not asserted.)
 * Each browse sort reads the top of an index in its own order (no sort of every match): the list's own query,
 * as BrowseRepository sends it, is EXPLAINed with sequential scans priced out, since a tiny test table would
 * otherwise always be scanned whole.
 */
describe('catalog: browse indexes', () => {
  const catalog = new CatalogHarness();
  const statements: { sql: string; params: unknown[] }[] = [];
  let repository: BrowseRepository;
  const base: Omit<BrowseQuery, 'order'> = {
    viewerId: null,
    liveNow: false,
    favoritesOnly: false,
    tagKeys: [],
  };

  beforeAll(async () => {
    await catalog.start();
    const db = drizzle(catalog.db, {
      schema: catalogSchema,
      logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
    });
    repository = new BrowseRepository(db as never, { priceSortInrPerUsd: 85 } as never, new PageCache());
  }, 120_000);
  afterAll(() => catalog.stop());

  async function plan(read: () => Promise<unknown>): Promise<string> {
    statements.length = 0;
    await read();
    const { sql, params } = statements[statements.length - 1];
    const client = await catalog.db.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
  }

  const gigsIn = (order: BrowseQuery['order'], extra: Partial<BrowseQuery> = {}) =>
    plan(() => repository.gigPage({ ...base, order, ...extra }, { page: 1, limit: 15 }));

  it.each([
    ['popularity', 'gigs_popular_idx'],
    ['date', 'gigs_active_created_idx'],
    ['alphabetically', 'gigs_active_title_idx'],
  ] as const)('gigs by %s read %s in order', async (order, index) => {
    const text = await gigsIn(order);
    expect(text).toContain(`Index Scan using ${index} on gigs`);
  });

  it('the country filter reads stars_listed_country_idx', async () => {
    expect(await gigsIn('popularity', { country: 'US' })).toContain('stars_listed_country_idx');
  });
});
