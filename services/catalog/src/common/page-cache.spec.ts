import { randomUUID } from 'node:crypto';
import type { GameDto, GigDto } from '@lobby/contracts';
import type { Notification } from 'pg';
import { CatalogHarness } from '../test/catalog-fixtures';
import { PageCache } from './page-cache';
import { PAGE_CACHE_CHANNEL, PageCacheListener } from './page-cache.listener';

/**
 * The page cache serves repeated public reads from memory, and a committed change to a gig leaves every cached
 * page within 1 s: the test waits for the cache's clear (the database's notification), not for a timer.
 */
describe('catalog: page cache', () => {
  const catalog = new CatalogHarness();
  let cache: PageCache;
  let game: GameDto;
  let star: { id: string; username: string };

  beforeAll(async () => {
    await catalog.start();
    cache = catalog.service.app.get(PageCache);
    game = await catalog.game({ name: 'Cache Quest' });
    star = await catalog.star({ username: 'cache_star', fullName: 'Cache Star' });
  });
  afterAll(() => catalog.stop());

  const browseTitles = async () =>
    (
      await catalog.send('catalog.gigsForScroll', { gameId: game._id, sort: 'date', page: 1, limit: 15 })
    ).data.map((gig) => gig.product_title);
  const landingTitles = async () =>
    (await catalog.send('catalog.mostPopularProducts', { limit: 10 })).map((gig) => gig.product_title);
  const starPageTitles = async () =>
    (
      await catalog.send('catalog.paginatedStarGigs', { starId: star.id, page: 1, limit: 10, filter: 'Date' })
    ).data.map((gig) => gig.product_title);
  const browseTotal = async () =>
    (
      await catalog.send('catalog.gigsForScroll', {
        gameId: game._id,
        sort: 'alphabetically',
        page: 2,
        limit: 15,
      })
    ).total;
  const readAll = async () => ({
    browse: await browseTitles(),
    total: await browseTotal(),
    landing: await landingTitles(),
    starPage: await starPageTitles(),
  });

  /** Runs `change` and resolves once the cache was cleared, failing when that took 1 s or more. */
  async function clearedWithinASecond(change: () => Promise<unknown>): Promise<number> {
    let cleared!: () => void;
    const clearedNow = new Promise<void>((resolve) => (cleared = resolve));
    const stop = cache.onCleared(() => cleared());
    const started = Date.now();
    try {
      await change();
      const timeout = new Promise<never>((_resolve, reject) =>
        setTimeout(() => reject(new Error('the cache was not cleared within 1 s')), 1000).unref(),
      );
      await Promise.race([clearedNow, timeout]);
      return Date.now() - started;
    } finally {
      stop();
    }
  }

  /**
   * Resolves once the service has heard every change notification committed before now, each clearing its cache:
   * a marker notified now reaches the service's listening session after them (PostgreSQL delivers a session's
   * notifications in commit order), and the service's own handler, added first, runs before this one. A check that
   * a page stays cached starts after it, or a change's late notification (its own or an earlier test's) would empty
   * the cache under it.
   */
  async function changesHeard(): Promise<void> {
    const session = catalog.service.app.get(PageCacheListener)['client']!;
    const marker = `test-${randomUUID()}`;
    const heard = new Promise<void>((resolve) => {
      const onNotification = (message: Notification) => {
        if (message.payload !== marker) return;
        session.off('notification', onNotification);
        resolve();
      };
      session.on('notification', onNotification);
    });
    await catalog.db.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, marker]);
    await heard;
  }

  /** A new gig, once every clear its creation causes has happened (the service's own, then its notification's). */
  async function settledGig(title: string): Promise<GigDto> {
    const gig = await catalog.gig(star.id, game, { gig_title: title });
    await changesHeard();
    return gig;
  }

  it('serves a repeated read from memory (a change that notifies nobody stays unseen)', async () => {
    const gig = await settledGig('Cached climb');
    try {
      expect(await browseTitles()).toContain('Cached climb');
      expect(cache.size).toBeGreaterThan(0);
      // Written with triggers off: no notification, so the cached page still answers.
      const client = await catalog.db.connect();
      try {
        await client.query('BEGIN');
        await client.query('SET LOCAL session_replication_role = replica');
        await client.query(`UPDATE gigs SET title = 'Unseen title' WHERE id = $1`, [gig._id]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      expect(await browseTitles()).toContain('Cached climb');
      cache.clear();
      expect(await browseTitles()).toContain('Unseen title');
    } finally {
      // Not left for the next test's lists, whatever happened here.
      await catalog.send('catalog.deleteGig', { userId: star.id, gigId: gig._id });
    }
  });

  it('an edited, archived, unarchived or deleted gig leaves every cached page within 1 s', async () => {
    const gig = await settledGig('Old title');
    expect(await readAll()).toEqual({
      browse: ['Old title'],
      total: 1,
      landing: ['Old title'],
      starPage: ['Old title'],
    });
    const own = { userId: star.id, gigId: gig._id };

    const steps: [string, () => Promise<unknown>, string[]][] = [
      ['edit', () => catalog.send('catalog.updateGig', { ...own, gig_title: 'New title' }), ['New title']],
      ['archive', () => catalog.send('catalog.archiveGig', own), []],
      ['unarchive', () => catalog.send('catalog.unarchiveGig', own), ['New title']],
      ['delete', () => catalog.send('catalog.deleteGig', own), []],
    ];
    for (const [step, change, titles] of steps) {
      await readAll(); // the pages are cached before the change
      const took = await clearedWithinASecond(change);
      expect({ step, took: took < 1000 }).toEqual({ step, took: true });
      expect({ step, pages: await readAll() }).toEqual({
        step,
        pages: { browse: titles, total: titles.length, landing: titles, starPage: titles },
      });
    }
  });

  it('a visit moves only a click counter and keeps the cached pages; any other change still clears them', async () => {
    // Every earlier change's clear comes before the visits, or a late one would be counted as theirs.
    const gig = await settledGig('Visited often');
    let clears = 0;
    const stop = cache.onCleared(() => clears++);
    try {
      expect(await browseTitles()).toContain('Visited often');
      const visit = { itemId: gig._id, influencerId: star.id, type: 'gig' } as const;
      await catalog.send('catalog.trackClick', { ...visit, userId: null });
      await catalog.send('catalog.trackClick', { ...visit, userId: '0190d7a0-0000-7000-8000-0000000000f1' });
      expect(cache.size).toBeGreaterThan(0);
      // A marker written straight to the database (no service write, so no clear of its own) notifies once.
      // Notifications arrive in commit order: had a visit notified, its clear would have come before.
      await clearedWithinASecond(() =>
        catalog.db.query(`UPDATE gigs SET title = title WHERE id = $1`, [gig._id]),
      );
      expect(clears).toBe(1);
      await catalog.send('catalog.deleteGig', { userId: star.id, gigId: gig._id });
    } finally {
      stop();
    }
  });

  it('search suggestions follow an edited title', async () => {
    const gig = await settledGig('Marmalade raid');
    const names = async (query: string) =>
      (await catalog.send('catalog.search', { searchQuery: query, limit: 10 })).map(
        (suggestion) => suggestion.name,
      );
    expect(await names('marmalade')).toContain('Marmalade raid');
    await clearedWithinASecond(() =>
      catalog.send('catalog.updateGig', { userId: star.id, gigId: gig._id, gig_title: 'Quince raid' }),
    );
    expect(await names('marmalade')).not.toContain('Marmalade raid');
    expect(await names('quince')).toContain('Quince raid');
  });
});
