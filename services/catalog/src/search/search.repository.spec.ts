import { drizzle } from 'drizzle-orm/node-postgres';
import { catalogSchema } from '../db/schema';
import { CatalogHarness } from '../test/catalog-fixtures';
import { CONTAINS_MIN_LENGTH, searchTerms } from './search-terms';
import { POPULAR_GIGS_SCANNED, SearchRepository } from './search.repository';

/**
 * The typo-tolerant match (pg_trgm's `%>`) costs ~7 µs a row when the planner scans (at 10,000 stars, ~70 ms a
 * new term), so the header search asks for it only when the exact match (contains, word prefix) finds too few.
 */
describe('catalog: the header search asks for typo-tolerant matches only when exact ones are too few', () => {
  const catalog = new CatalogHarness();
  const statements: string[] = [];
  let repository: SearchRepository;

  beforeAll(async () => {
    await catalog.start();
    const valorant = await catalog.game({ name: 'Valorant' });
    for (const [index, name] of ['Mira Novak', 'Mira Okafor', 'Mira Santos'].entries()) {
      const star = await catalog.star({ username: `mira_${index}`, fullName: name, profession: 'Coach' });
      await catalog.gig(star.id, valorant, { gig_title: `Mira's ranked session ${index}` });
    }
    await catalog.star({ username: 'mirra_typo', fullName: 'Mirra Lopez', profession: 'Coach' });
    // More popular gigs than a search looks through before asking the text indexes, then one unpopular gig.
    const host = await catalog.star({ username: 'lobby_host', fullName: 'Lobby Host', profession: 'Host' });
    const popular = await catalog.gig(host.id, valorant, { gig_title: 'Crowded lobby night' });
    await copyGig(popular._id, POPULAR_GIGS_SCANNED, 1_000);
    await catalog.gig(host.id, valorant, { gig_title: 'Quietzephyr warmup' });
    const db = drizzle(catalog.db, {
      schema: catalogSchema,
      logger: { logQuery: (sql) => statements.push(sql) },
    });
    repository = new SearchRepository(db as never);
  }, 120_000);
  afterAll(() => catalog.stop());

  /** `copies` of a gig (own slug and title), each with `clicks` clicks. */
  async function copyGig(gigId: string, copies: number, clicks: number) {
    const { rows } = await catalog.db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = 'gigs' AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'slug', 'title', 'clicks_count')`,
    );
    const columns = rows.map((row) => row.name).join(', ');
    await catalog.db.query(
      `INSERT INTO gigs (id, slug, title, clicks_count, ${columns})
       SELECT gen_random_uuid(), slug || '-' || n, title || ' ' || n, $2, ${columns}
       FROM gigs CROSS JOIN generate_series(1, $3) AS n WHERE id = $1`,
      [gigId, clicks, copies],
    );
  }

  async function hitsAndTypoQueries(query: string, limit: number) {
    statements.length = 0;
    const hits = await repository.hits(searchTerms(query)!, limit);
    return { hits, typoQueries: statements.filter((sql) => sql.includes('%>')).length };
  }

  it('answers from the exact matches alone when they fill the list', async () => {
    const { hits, typoQueries } = await hitsAndTypoQueries('mira', 3);
    expect(hits.stars.map((star) => star.fullName).sort()).toEqual([
      'Mira Novak',
      'Mira Okafor',
      'Mira Santos',
    ]);
    expect(hits.gigs).toHaveLength(3);
    // The games are always matched typo-tolerantly (a handful of rows); stars and gigs were not.
    expect(typoQueries).toBe(1);
  });

  it('adds the typo-tolerant matches when the exact ones are too few', async () => {
    const { hits, typoQueries } = await hitsAndTypoQueries('mira', 8);
    expect(hits.stars.map((star) => star.fullName)).toContain('Mirra Lopez');
    expect(hits.stars.slice(0, 3).map((star) => star.fullName)).not.toContain('Mirra Lopez');
    expect(typoQueries).toBe(3);
    expect((await hitsAndTypoQueries('miraa', 8)).hits.stars.length).toBeGreaterThanOrEqual(3);
  });

  it('finds an exact match that is not among the most popular gigs, through the text indexes', async () => {
    const titles = async (query: string) =>
      (await repository.hits(searchTerms(query)!, 8)).gigs.map((gig) => gig.title);
    expect(await titles('zephyr')).toEqual(['Quietzephyr warmup']);
    expect(await titles('quietz')).toEqual(['Quietzephyr warmup']);
    // Two letters match the start of a word, not its middle.
    expect(await titles('qu')).toContain('Quietzephyr warmup');
    expect(await titles('ze')).not.toContain('Quietzephyr warmup');
  });

  it('ranks the most popular of many exact matches without reading every gig', async () => {
    const { hits } = await hitsAndTypoQueries('crowded lobby', 8);
    expect(hits.gigs).toHaveLength(8);
    expect(hits.gigs.every((gig) => gig.title.startsWith('Crowded lobby night'))).toBe(true);
    expect(statements.some((sql) => sql.includes('MATERIALIZED'))).toBe(false);
  });
});

describe('catalog: the header search is bounded by popularity, and finds the rest through the text indexes', () => {
  it('keeps "contains" for queries the trigram index serves; shorter ones match word prefixes', () => {
    expect(CONTAINS_MIN_LENGTH).toBe(3);
    expect(searchTerms('ze')).toMatchObject({ pattern: null, tsquery: 'ze:*' });
    expect(searchTerms('zep')).toMatchObject({ pattern: '%zep%', tsquery: 'zep:*' });
  });
});
