import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import { popularityScore } from '../common/ranking';
import { escapeLike } from '../common/text';
import { visibleGig } from '../common/visibility';
import type { CatalogDatabase, Executor } from '../db/database';
import { games, gigs, starSuggestions, stars } from '../db/schema';
import {
  exactMatches,
  matchScore,
  textMatches,
  withSearchThreshold,
  type SearchTerms,
  type TextMatcher,
} from './search-terms';

export interface StarHit {
  score: number;
  username: string;
  fullName: string;
  image: string | null;
  isLive: boolean;
  profession: string | null;
}

export interface GigHit {
  score: number;
  slug: string;
  title: string;
  image: string | null;
  username: string;
  fullName: string;
  isLive: boolean;
  gameName: string;
}

/** How many of the most popular matching gigs (and as many of matching games) a search ranks. */
export const SEARCH_CANDIDATES = 100;
/** How many of the most popular live gigs a search looks through before asking the text indexes. */
export const POPULAR_GIGS_SCANNED = 2_000;

const liveGig = () => and(eq(gigs.status, 'active'), isNull(gigs.deletedAt));

/** The only code that runs the header search, the hashtag counts and stores star suggestions. */
@Injectable()
export class SearchRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  /**
   * The best matching listed stars and public gigs (each list best first, at most `limit`). Each list is first
   * looked up by exactMatches, and typo-tolerantly (textMatches) only when that finds fewer than `limit`: a text
   * that contains the query scores a bonus over a merely similar word, which could seldom rank among them anyway.
   * See gigCandidates for how the gigs are bounded.
   */
  async hits(terms: SearchTerms, limit: number): Promise<{ stars: StarHit[]; gigs: GigHit[] }> {
    // The two lists are looked up at once, each on its own connection: a new term's first search waits for the
    // slower of them, not for both.
    const [starHits, gigHits] = await Promise.all([
      this.inSearchTransaction((tx) =>
        exactFirst(limit, (matches) => this.rankedStars(tx, terms, limit, matches)),
      ),
      this.inSearchTransaction((tx) => this.rankedGigs(tx, terms, limit)),
    ]);
    return { stars: starHits, gigs: gigHits };
  }

  /**
   * A transaction with the search's trigram threshold and without sequential scans: the planner misjudges how
   * many stars `%>` keeps and reads all of them (76 ms at 10,000) where the trigram index takes 10 ms; every
   * other lookup here is an index walk or a handful of rows anyway.
   */
  private inSearchTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return withSearchThreshold(this.db, async (tx) => {
      await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`);
      return work(tx);
    });
  }

  private async rankedGigs(tx: Executor, terms: SearchTerms, limit: number): Promise<GigHit[]> {
    const candidates = await this.gigCandidates(tx, terms, limit);
    if (candidates.length === 0) return [];
    const gigScore = sql<number>`greatest(${matchScore(gigs.searchText, terms)}, ${matchScore(games.searchText, terms)})`;
    return tx
      .select({
        score: gigScore.mapWith(Number),
        slug: gigs.slug,
        title: gigs.title,
        image: sql<string | null>`coalesce(${gigs.coverImage}, ${games.image})`,
        username: stars.username,
        fullName: stars.fullName,
        isLive: stars.isLive,
        gameName: games.name,
      })
      .from(gigs)
      .innerJoin(stars, eq(stars.id, gigs.starId))
      .innerJoin(games, eq(games.id, gigs.gameId))
      .where(and(visibleGig(), inArray(gigs.id, candidates)))
      .orderBy(desc(gigScore), desc(gigs.popularity))
      .limit(limit);
  }

  private rankedStars(
    tx: Executor,
    terms: SearchTerms,
    limit: number,
    matches: TextMatcher,
  ): Promise<StarHit[]> {
    const starScore = matchScore(stars.searchText, terms);
    return tx
      .select({
        score: starScore.mapWith(Number),
        username: stars.username,
        fullName: stars.fullName,
        image: stars.image,
        isLive: stars.isLive,
        profession: stars.profession,
      })
      .from(stars)
      .where(and(eq(stars.listed, true), matches(stars.searchText, stars.searchVector, terms)))
      .orderBy(desc(starScore), desc(popularityScore(stars.favoritesCount, stars.clicksCount)))
      .limit(limit);
  }

  /**
   * The gigs a search ranks: the most popular live gigs whose own text matches, and the most popular of the games
   * that match (SEARCH_CANDIDATES of each). Bounded so a word costs an index walk of a few thousand rows at most,
   * not a score for every one of its tens of thousands of matches:
   * 1. exact matches among the POPULAR_GIGS_SCANNED most popular live gigs (a walk of the popularity index);
   * 2. when fewer than `limit`, the most popular exact matches of all gigs, found through the text indexes (then
   *    the matches are few, or at least not among the popular gigs);
   * 3. when still fewer, typo-tolerant matches among the POPULAR_GIGS_SCANNED most popular (scoring a similar word
   *    costs ~7 µs a row, and the trigram index rechecks every gig that shares a trigram).
   * The games are matched typo-tolerantly (a handful of rows), so a misspelt game still finds its gigs.
   */
  private async gigCandidates(tx: Executor, terms: SearchTerms, limit: number): Promise<string[]> {
    let ownMatches = await this.popularGigMatches(tx, terms, exactMatches);
    // The most popular exact matches of all gigs include the few found among the most popular.
    if (ownMatches.length < limit) ownMatches = await this.indexedGigMatches(tx, terms);
    if (ownMatches.length < limit)
      ownMatches = [...ownMatches, ...(await this.popularGigMatches(tx, terms, textMatches))];
    const gameIds = (
      await tx
        .select({ id: games.id })
        .from(games)
        .where(textMatches(games.searchText, null, terms))
    ).map((game) => game.id);
    const gameMatches =
      gameIds.length === 0
        ? []
        : await tx
            .select({ id: gigs.id })
            .from(gigs)
            .where(and(liveGig(), inArray(gigs.gameId, gameIds)))
            .orderBy(desc(gigs.popularity))
            .limit(SEARCH_CANDIDATES);
    return [...new Set([...ownMatches, ...gameMatches.map((gig) => gig.id)])];
  }

  /** The most popular `matches` among the POPULAR_GIGS_SCANNED most popular live gigs. */
  private async popularGigMatches(tx: Executor, terms: SearchTerms, matches: TextMatcher): Promise<string[]> {
    const popular = tx
      .select({
        id: gigs.id,
        popularity: gigs.popularity,
        searchText: gigs.searchText,
        searchVector: gigs.searchVector,
      })
      .from(gigs)
      .where(liveGig())
      .orderBy(desc(gigs.popularity))
      .limit(POPULAR_GIGS_SCANNED)
      .as('popular');
    const rows = await tx
      .select({ id: popular.id })
      .from(popular)
      .where(matches(popular.searchText, popular.searchVector, terms))
      .orderBy(desc(popular.popularity))
      .limit(SEARCH_CANDIDATES);
    return rows.map((row) => row.id);
  }

  /**
   * The most popular exact matches of all live gigs. MATERIALIZED keeps the planner on the text indexes: ordered
   * by popularity alone it would walk the popularity index, which for a word only unpopular gigs have means
   * every gig.
   */
  private async indexedGigMatches(tx: Executor, terms: SearchTerms): Promise<string[]> {
    const result = await tx.execute<{ id: string }>(sql`
      WITH matching AS MATERIALIZED (
        SELECT ${gigs.id} AS id, ${gigs.popularity} AS popularity
        FROM ${gigs}
        WHERE ${liveGig()} AND ${exactMatches(gigs.searchText, gigs.searchVector, terms)}
      )
      SELECT id FROM matching ORDER BY popularity DESC LIMIT ${SEARCH_CANDIDATES}`);
    return result.rows.map((row) => row.id);
  }

  /** Tags of public gigs with the number of gigs using each, most used first; `prefix` is folded. */
  async tagCounts(prefix: string, limit: number): Promise<{ name: string; count: number }[]> {
    const starting = `${escapeLike(prefix)}%`;
    const result = await this.db.execute<{ name: string; count: number }>(sql`
      SELECT mode() WITHIN GROUP (ORDER BY t.tag) AS name, count(*)::int AS count
      FROM ${gigs}
      INNER JOIN ${stars} ON ${stars.id} = ${gigs.starId}
      CROSS JOIN LATERAL unnest(${gigs.tags}, ${gigs.tagKeys}) AS t(tag, key)
      WHERE ${visibleGig()} AND t.key LIKE ${starting}
      GROUP BY t.key
      ORDER BY count(*) DESC, t.key
      LIMIT ${limit}`);
    return result.rows;
  }

  async addSuggestion(userId: string | null, starName: string): Promise<void> {
    await this.db.insert(starSuggestions).values({ userId, starName });
  }

  /** A page of the suggestions, newest first (ties by id, so paging never repeats one). */
  async suggestions(offset: number, limit: number) {
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(starSuggestions)
        .orderBy(desc(starSuggestions.createdAt), desc(starSuggestions.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ total: sql<number>`count(*)::int` }).from(starSuggestions),
    ]);
    return { rows, total };
  }
}

/** What `lookUp` finds by exactMatches, or what it finds typo-tolerantly when that is fewer than `enough`. */
async function exactFirst<T>(enough: number, lookUp: (matches: TextMatcher) => Promise<T[]>): Promise<T[]> {
  const exact = await lookUp(exactMatches);
  return exact.length >= enough ? exact : lookUp(textMatches);
}
