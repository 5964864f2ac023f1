import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * How much each signal counts towards popularity. Favourites say more than a click; paid orders will say
 * most once booking reports them. The weights live here only and are written into the SQL as literals;
 * `gigs.popularity` is generated from them, so changing a weight needs a migration that re-creates it.
 */
export const PopularityWeights = { favorite: 3, click: 1 } as const;

type Expression = AnyPgColumn | SQL;

/** The score as a column expression of one table (for the generated `gigs.popularity`). */
export function popularityExpression(favoritesColumn: string, clicksColumn: string): SQL {
  return popularityScore(sql`${sql.identifier(favoritesColumn)}`, sql`${sql.identifier(clicksColumn)}`);
}

/** The popularity score of a row from its favourite and click counters. */
export function popularityScore(favorites: Expression, clicks: Expression): SQL<number> {
  return sql<number>`(${favorites} * ${sql.raw(String(PopularityWeights.favorite))} + ${clicks} * ${sql.raw(
    String(PopularityWeights.click),
  )})`;
}

/**
 * A price comparable across currencies, in US cents: INR amounts are divided by a reference rate. Used for
 * ordering only; what the client sees is the gig's own price and currency.
 */
export function comparablePrice(
  priceMinor: Expression,
  currency: Expression,
  inrPerUsd: number,
): SQL<number> {
  return sql<number>`(CASE WHEN ${currency} = 'INR' THEN ${priceMinor}::numeric / ${sql.raw(
    String(inrPerUsd),
  )} ELSE ${priceMinor}::numeric END)`;
}
