import { sql, type SQL } from 'drizzle-orm';
import { InputLimits } from '@lobby/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { escapeLike, fold } from '../common/text';

/**
 * How alike a word of the text must be to the query (pg_trgm word similarity, 0 to 1). 0.45 lets one or two
 * typos through ('novva' ~ 'nova' is 0.57, 'valornt' ~ 'valorant' 0.63) without matching unrelated words.
 */
export const SEARCH_WORD_SIMILARITY = 0.45;
/** Extra score when the text contains the query as typed, so exact and prefix hits rank first. */
const CONTAINS_BONUS = 0.5;
const TOKENS_MAX = 8;
/**
 * The shortest query matched anywhere inside a text ("contains"): pg_trgm's index serves LIKE '%...%' only from
 * three characters; a shorter query matches word prefixes (full-text), which its index serves at any length.
 */
export const CONTAINS_MIN_LENGTH = 3;

/** A search box's text, prepared once for the three ways the database matches it. */
export interface SearchTerms {
  text: string;
  /** `%text%` with LIKE's wildcards escaped, for "contains"; null when the text is shorter than CONTAINS_MIN_LENGTH. */
  pattern: string | null;
  /** Every word as a prefix ('nova:* & pl:*'), for full-text search; null when no word is left. */
  tsquery: string | null;
}

export function searchTerms(raw: unknown): SearchTerms | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim().replace(/\s+/g, ' ').slice(0, InputLimits.searchTermMax);
  if (text === '') return undefined;
  const tokens = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, TOKENS_MAX);
  return {
    text,
    pattern: text.length >= CONTAINS_MIN_LENGTH ? `%${escapeLike(text)}%` : null,
    tsquery: tokens.length > 0 ? tokens.map((token) => `${token}:*`).join(' & ') : null,
  };
}

/** How a folded search column is matched against the terms (one of the two below). */
export type TextMatcher = (text: AnyPgColumn, vector: AnyPgColumn | null, terms: SearchTerms) => SQL;

/**
 * True when a folded search column contains the query as typed (from CONTAINS_MIN_LENGTH characters), or has
 * every query word as a word prefix (full-text). Both are cheap per row and use an index; what someone types as
 * they go matches this way.
 */
export const exactMatches: TextMatcher = (text, vector, terms) => {
  const ways: SQL[] = [];
  if (terms.pattern !== null) ways.push(sql`${text} LIKE catalog_fold(${terms.pattern})`);
  if (vector && terms.tsquery) ways.push(sql`${vector} @@ to_tsquery('simple'::regconfig, ${terms.tsquery})`);
  return ways.length > 0 ? sql`(${sql.join(ways, sql` OR `)})` : sql`false`;
};

/**
 * exactMatches, or a word similar to the query (typo-tolerant, uses the trigram index). The similarity costs
 * ~7 µs a row where the planner scans rather than reads the index, so the header search tries exactMatches first.
 */
export const textMatches: TextMatcher = (text, vector, terms) =>
  sql`(${text} %> catalog_fold(${terms.text}) OR ${exactMatches(text, vector, terms)})`;

/** How well a folded search column matches, for ranking (higher is better). */
export function matchScore(text: AnyPgColumn, terms: SearchTerms): SQL<number> {
  const similarity = sql`word_similarity(catalog_fold(${terms.text}), ${text})`;
  if (terms.pattern === null) return sql<number>`${similarity}`;
  return sql<number>`(${similarity} + CASE WHEN ${text} LIKE catalog_fold(${
    terms.pattern
  }) THEN ${sql.raw(String(CONTAINS_BONUS))} ELSE 0 END)`;
}

/** Runs `work` in a transaction whose trigram threshold is SEARCH_WORD_SIMILARITY (the `%>` operator reads it). */
export function withSearchThreshold<T>(
  db: { transaction: <R>(work: (tx: Executor) => Promise<R>) => Promise<R> },
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_WORD_SIMILARITY)}, true)`,
    );
    return work(tx);
  });
}
