import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
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
  const tail = [desc(stars.createdAt), asc(stars.id)];
  const ofStar = and(eq(gigs.starId, stars.id), eq(gigs.status, 'active'), isNull(gigs.deletedAt));
  const lowestPrice = sql`(SELECT min(${comparablePrice(gigs.priceMinor, gigs.baseCurrency, inrPerUsd)}) FROM ${gigs} WHERE ${ofStar})`;
  const popularity = sql`(${popularityScore(stars.favoritesCount, stars.clicksCount)} + coalesce((SELECT sum(${gigs.popularity}) FROM ${gigs} WHERE ${ofStar}), 0))`;
  switch (query.order) {
    case 'alphabetically':
      return [asc(sql`lower(${stars.fullName})`), asc(sql`lower(${stars.username})`), ...tail];
    case 'popularity':
      return [desc(popularity), ...tail];
    case 'lowToHigh':
      return [sql`${lowestPrice} ASC NULLS LAST`, ...tail];
    case 'highToLow':
      return [sql`${lowestPrice} DESC NULLS LAST`, ...tail];
    case 'relevance':
      return [desc(matchScore(stars.searchText, query.search!)), desc(popularity), ...tail];
    case 'date':
      return tail;
  }
}

export function gameOrder(query: BrowseQuery, inrPerUsd: number): SQL[] {
  const tail = [desc(games.createdAt), asc(games.id)];
  const ofGame = and(eq(gigs.gameId, games.id), visibleGig());
  const gigsOfGame = sql`${gigs} INNER JOIN ${stars} ON ${stars.id} = ${gigs.starId}`;
  const lowestPrice = sql`(SELECT min(${comparablePrice(gigs.priceMinor, gigs.baseCurrency, inrPerUsd)}) FROM ${gigsOfGame} WHERE ${ofGame})`;
  const popularity = sql`(${popularityScore(games.favoritesCount, games.clicksCount)} + coalesce((SELECT sum(${gigs.popularity}) FROM ${gigsOfGame} WHERE ${ofGame}), 0))`;
  switch (query.order) {
    case 'alphabetically':
      return [asc(sql`lower(${games.name})`), ...tail];
    case 'popularity':
      return [desc(popularity), ...tail];
    case 'lowToHigh':
      return [sql`${lowestPrice} ASC NULLS LAST`, ...tail];
    case 'highToLow':
      return [sql`${lowestPrice} DESC NULLS LAST`, ...tail];
    case 'relevance':
      return [desc(matchScore(games.searchText, query.search!)), desc(popularity), ...tail];
    case 'date':
      return tail;
  }
}
