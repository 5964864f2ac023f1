import { Inject, Injectable } from '@nestjs/common';
import { and, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@lobby/contracts';
import { APP_CONFIG, DATABASE, pageOffset } from '@lobby/service-kit';
import type { CatalogConfig } from '../catalog.config';
import type { CatalogDatabase, Executor } from '../db/database';
import { PageCache, pageKey } from '../common/page-cache';
import { games, gigs, stars } from '../db/schema';
import { selectGigsWithTotal, type GigViewRow } from '../gigs/gig-view';
import { withSearchThreshold } from '../search/search-terms';
import type { BrowseQuery } from './browse-query';
import { gameConditions, gigConditions, starConditions } from './browse-conditions';
import { gameOrder, gigOrder, starOrder } from './browse-order';

/**
 * The list queries behind browse, landing and star pages. Each is one SQL statement that filters
 * (browse-conditions.ts), sorts (browse-order.ts) and pages in PostgreSQL, and carries the full count.
 */
@Injectable()
export class BrowseRepository {
  constructor(
    @Inject(DATABASE) private readonly db: CatalogDatabase,
    @Inject(APP_CONFIG) private readonly config: CatalogConfig,
    private readonly cache: PageCache,
  ) {}

  /**
   * Public gigs with their star, game, mode and platform. The count is an uncorrelated sub-select over the same
   * conditions (run once), so the page itself can stop after `limit` rows read from an index in sort order.
   * A filter's count is kept in the page cache until the next change, so the other pages and sorts of that
   * filter read only their `limit` rows: the count (a scan of every match) is what costs at 100,000 gigs.
   */
  gigPage(query: BrowseQuery, page: PageRequest): Promise<{ rows: GigViewRow[]; total: number }> {
    const { order: _order, ...filter } = query;
    const totalKey = pageKey('gig-total', {
      ...filter,
      viewerId: query.favoritesOnly ? query.viewerId : null,
    });
    const version = this.cache.version;
    const known = this.cache.total(totalKey);
    // A page past the end is known to be empty: no offset is walked for it.
    if (known !== undefined && page.page > 1 && pageOffset(page) >= known) {
      return Promise.resolve({ rows: [], total: known });
    }
    return this.run(query, async (executor) => {
      const where = and(...gigConditions(query));
      const count = known === undefined ? this.countGigs(where) : sql<number>`${known}::int`;
      const rows = await selectGigsWithTotal(executor, count)
        .where(where)
        .orderBy(...gigOrder(query, this.config.priceSortInrPerUsd))
        .limit(page.limit)
        .offset(pageOffset(page));
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page.page !== 1 && known === undefined) {
        const counted = await executor.execute<{ total: string }>(
          sql`SELECT ${this.countGigs(where)} AS total`,
        );
        total = Number(counted.rows[0].total);
      } else if (known !== undefined) {
        total = known;
      }
      if (known === undefined) this.cache.setTotal(totalKey, total, version);
      return { rows, total };
    });
  }

  private countGigs(where: SQL | undefined): SQL<number> {
    return sql<number>`(SELECT count(*) FROM ${gigs} INNER JOIN ${stars} ON ${stars.id} = ${gigs.starId} INNER JOIN ${games} ON ${games.id} = ${gigs.gameId} WHERE ${where})`;
  }

  /** Ids of listed stars, in order. */
  starPage(query: BrowseQuery, page: PageRequest): Promise<{ ids: string[]; total: number }> {
    return this.idPage(
      query,
      page,
      stars,
      starConditions(query),
      starOrder(query, this.config.priceSortInrPerUsd),
    );
  }

  /** Ids of games, in order. */
  gamePage(query: BrowseQuery, page: PageRequest): Promise<{ ids: string[]; total: number }> {
    return this.idPage(
      query,
      page,
      games,
      gameConditions(query),
      gameOrder(query, this.config.priceSortInrPerUsd),
    );
  }

  /** A page of ids from `table`, with the count of every row matching (a window over the same statement). */
  private idPage(
    query: BrowseQuery,
    page: PageRequest,
    table: typeof stars | typeof games,
    conditions: (SQL | undefined)[],
    order: SQL[],
  ): Promise<{ ids: string[]; total: number }> {
    return this.run(query, async (executor) => {
      const pageOf = (request: PageRequest) =>
        executor
          .select({ id: table.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
          .from(table)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(request.limit)
          .offset(pageOffset(request));
      const rows = await pageOf(page);
      return {
        ids: rows.map((row) => row.id),
        total: rows[0]?.total ?? (await this.totalBeyondEnd(page, pageOf)),
      };
    });
  }

  /** Searching needs the trigram threshold set in a transaction; other lists run as one plain statement. */
  private run<T>(query: BrowseQuery, work: (executor: Executor) => Promise<T>): Promise<T> {
    return query.search ? withSearchThreshold(this.db, work) : work(this.db);
  }

  /** A page past the end has no row to carry the count, so the count comes from the first page. */
  private async totalBeyondEnd(
    page: PageRequest,
    pageOf: (request: PageRequest) => Promise<{ total: number }[]>,
  ): Promise<number> {
    if (page.page === 1) return 0;
    const [first] = await pageOf({ page: 1, limit: 1 });
    return first?.total ?? 0;
  }
}
