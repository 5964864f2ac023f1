import { drizzle } from 'drizzle-orm/node-postgres';
import { catalogSchema } from '../db/schema';
import { CatalogHarness } from '../test/catalog-fixtures';
import { searchTerms } from './search-terms';
import { SearchRepository } from './search.repository';

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
    const db = drizzle(catalog.db, {
      schema: catalogSchema,
      logger: { logQuery: (sql) => statements.push(sql) },
    });
    repository = new SearchRepository(db as never);
  }, 120_000);
  afterAll(() => catalog.stop());

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
});
