import { and, arrayOverlaps, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../common/text';
import { visibleGig } from '../common/visibility';
import { favorites, gamePlatforms, games, gigs, stars } from '../db/schema';
import { textMatches } from '../search/search-terms';
import type { BrowseQuery } from './browse-query';

/**
 * The WHERE conditions of the browse lists (spec §2 filters). Gigs filter on the gig and its star; stars and
 * games keep the gig-level filters (game, platform, tags, ...) as "has a public gig that matches".
 */
const qb = new QueryBuilder();
const NOTHING = sql`false`;

export function gigConditions(query: BrowseQuery): (SQL | undefined)[] {
  return [
    visibleGig(),
    query.starId ? eq(gigs.starId, query.starId) : undefined,
    ...gigOwnConditions(query),
    ...starOwnConditions(query),
    query.search
      ? or(
          textMatches(gigs.searchText, gigs.searchVector, query.search),
          textMatches(games.searchText, null, query.search),
          textMatches(stars.searchText, stars.searchVector, query.search),
        )
      : undefined,
    query.favoritesOnly ? favoriteOf(query, 'gig', gigs.id) : undefined,
  ];
}

/** Filters on the gig itself: game, platform, tags. */
function gigOwnConditions(query: BrowseQuery): (SQL | undefined)[] {
  return [
    query.gameId !== undefined ? eq(gigs.gameId, query.gameId) : undefined,
    query.platformIds ? inIds(gigs.platformId, query.platformIds) : undefined,
    query.tagKeys.length > 0 ? arrayOverlaps(gigs.tagKeys, query.tagKeys) : undefined,
  ];
}

/** Filters on the star: country, profession, live now. */
function starOwnConditions(query: BrowseQuery): (SQL | undefined)[] {
  return [
    query.country ? eq(sql`upper(${stars.country})`, query.country) : undefined,
    query.profession ? ilike(stars.profession, `%${escapeLike(query.profession)}%`) : undefined,
    query.liveNow ? eq(stars.isLive, true) : undefined,
    query.landing !== undefined ? eq(stars.showAtLanding, query.landing) : undefined,
  ];
}

export function starConditions(query: BrowseQuery): (SQL | undefined)[] {
  const gigFilters = gigOwnConditions(query).filter((condition) => condition !== undefined);
  return [
    eq(stars.listed, true),
    ...starOwnConditions(query),
    query.search ? textMatches(stars.searchText, stars.searchVector, query.search) : undefined,
    query.favoritesOnly ? favoriteOf(query, 'star', stars.id) : undefined,
    gigFilters.length > 0
      ? exists(
          qb
            .select({ one: sql`1` })
            .from(gigs)
            .where(
              and(
                eq(gigs.starId, stars.id),
                eq(gigs.status, 'active'),
                isNull(gigs.deletedAt),
                ...gigFilters,
              ),
            ),
        )
      : undefined,
  ];
}

export function gameConditions(query: BrowseQuery): (SQL | undefined)[] {
  const gigFilters = [
    query.tagKeys.length > 0 ? arrayOverlaps(gigs.tagKeys, query.tagKeys) : undefined,
    ...starOwnConditions(query),
  ].filter((condition) => condition !== undefined);
  return [
    isNull(games.deletedAt),
    query.gameId !== undefined ? eq(games.id, query.gameId) : undefined,
    query.search ? textMatches(games.searchText, null, query.search) : undefined,
    query.favoritesOnly ? favoriteOf(query, 'game', games.id) : undefined,
    query.platformIds
      ? exists(
          qb
            .select({ one: sql`1` })
            .from(gamePlatforms)
            .where(
              and(eq(gamePlatforms.gameId, games.id), inIds(gamePlatforms.platformId, query.platformIds)),
            ),
        )
      : undefined,
    gigFilters.length > 0
      ? exists(
          qb
            .select({ one: sql`1` })
            .from(gigs)
            .innerJoin(stars, eq(stars.id, gigs.starId))
            .where(and(eq(gigs.gameId, games.id), visibleGig(), ...gigFilters)),
        )
      : undefined,
  ];
}

function favoriteOf(query: BrowseQuery, kind: 'gig' | 'star' | 'game', itemId: AnyPgColumn): SQL {
  if (!query.viewerId) return NOTHING;
  return exists(
    qb
      .select({ one: sql`1` })
      .from(favorites)
      .where(
        and(eq(favorites.userId, query.viewerId), eq(favorites.kind, kind), eq(favorites.itemId, itemId)),
      ),
  );
}

function inIds(column: AnyPgColumn, ids: string[]): SQL {
  return ids.length > 0 ? inArray(column, ids) : NOTHING;
}
