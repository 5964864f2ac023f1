import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { comparablePrice, popularityScore } from '../common/ranking';
import { visibleGig } from '../common/visibility';
import { games, gigs, stars } from '../db/schema';
import { matchScore } from '../search/search-terms';
import type { BrowseQuery } from './browse-query';

/**
 * ORDER BY of the browse lists (spec §2 sorts), each ending in a unique tie-break so pages never overlap.
 * Prices compare across currencies with `comparablePrice`; a star or game is priced by its cheapest gig.
 */
export function gigOrder(query: BrowseQuery, inrPerUsd: number): SQL[] {
  const newest = [desc(gigs.createdAt), desc(gigs.id)];
  const price = comparablePrice(gigs.priceMinor, gigs.baseCurrency, inrPerUsd);
  switch (query.order) {
    case 'alphabetically':
      return [asc(sql`lower(${gigs.title})`), ...newest];
    case 'popularity':
      return [desc(gigs.popularity), ...newest];
    case 'lowToHigh':
      return [asc(price), ...newest];
    case 'highToLow':
      return [desc(price), ...newest];
    case 'relevance':
      return [
        desc(
          sql`greatest(${matchScore(gigs.searchText, query.search!)}, ${matchScore(games.searchText, query.search!)}, ${matchScore(stars.searchText, query.search!)})`,
        ),
        desc(gigs.popularity),
        ...newest,
      ];
    case 'date':
      return newest;
  }
}

export function starOrder(query: BrowseQuery, inrPerUsd: number): SQL[] {
  const ofStar = and(eq(gigs.starId, stars.id), eq(gigs.status, 'active'), isNull(gigs.deletedAt));
  return listOrder(query, {
    byName: [asc(sql`lower(${stars.fullName})`), asc(sql`lower(${stars.username})`)],
    searchText: stars.searchText,
    ownScore: popularityScore(stars.favoritesCount, stars.clicksCount),
    gigs: { from: sql`${gigs}`, where: ofStar },
    inrPerUsd,
    tail: [desc(stars.createdAt), asc(stars.id)],
  });
}

export function gameOrder(query: BrowseQuery, inrPerUsd: number): SQL[] {
  return listOrder(query, {
    byName: [asc(sql`lower(${games.name})`)],
    searchText: games.searchText,
    ownScore: popularityScore(games.favoritesCount, games.clicksCount),
    gigs: {
      from: sql`${gigs} INNER JOIN ${stars} ON ${stars.id} = ${gigs.starId}`,
      where: and(eq(gigs.gameId, games.id), visibleGig()),
    },
    inrPerUsd,
    tail: [desc(games.createdAt), asc(games.id)],
  });
}

/**
 * The order of a list of stars or games: each ranks by its own favourites and clicks plus its gigs' popularity,
 * and is as cheap as its cheapest gig; `tail` (newest first, then id) breaks ties.
 */
function listOrder(
  query: BrowseQuery,
  list: {
    byName: SQL[];
    searchText: AnyPgColumn;
    ownScore: SQL;
    gigs: { from: SQL; where: SQL | undefined };
    inrPerUsd: number;
    tail: SQL[];
  },
): SQL[] {
  const { from, where } = list.gigs;
  const lowestPrice = sql`(SELECT min(${comparablePrice(gigs.priceMinor, gigs.baseCurrency, list.inrPerUsd)}) FROM ${from} WHERE ${where})`;
  const popularity = sql`(${list.ownScore} + coalesce((SELECT sum(${gigs.popularity}) FROM ${from} WHERE ${where}), 0))`;
  switch (query.order) {
    case 'alphabetically':
      return [...list.byName, ...list.tail];
    case 'popularity':
      return [desc(popularity), ...list.tail];
    case 'lowToHigh':
      return [sql`${lowestPrice} ASC NULLS LAST`, ...list.tail];
    case 'highToLow':
      return [sql`${lowestPrice} DESC NULLS LAST`, ...list.tail];
    case 'relevance':
      return [desc(matchScore(list.searchText, query.search!)), desc(popularity), ...list.tail];
    case 'date':
      return list.tail;
  }
}
