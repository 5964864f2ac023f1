import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { DATABASE, isUuid, liveSessionUpdate, type LiveSessionSnapshot } from '@lobby/service-kit';
import { comparablePrice } from '../common/ranking';
import type { CatalogDatabase, Executor } from '../db/database';
import { games, gigs, stars, type StarRow } from '../db/schema';

export type StarProfile = Omit<
  typeof stars.$inferInsert,
  'searchText' | 'searchVector' | 'favoritesCount' | 'clicksCount' | 'createdAt' | 'updatedAt'
>;

/** What a star's card shows about their public gigs. */
export interface StarGigStats {
  gigsCount: number;
  lowest: { priceMinor: number; currency: string } | null;
  games: { id: string; name: string; slug: string; logo: string | null; image: string | null }[];
}

/** A gig fans can see: active and not deleted. */
export const activeGig = () => and(eq(gigs.status, 'active'), isNull(gigs.deletedAt));

/** The only code that reads or writes the stars read model. */
@Injectable()
export class StarsRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  /**
   * Applies a profile snapshot unless a newer one was applied already (`profile_version`). A row seeded before
   * any snapshot (demo data) keeps its picture, bio and links when that first snapshot has none.
   */
  async upsertProfile(profile: StarProfile, executor: Executor): Promise<void> {
    const { id: _id, ...changes } = profile;
    const seeded = sql`${stars.profileVersion} IS NULL`;
    await executor
      .insert(stars)
      .values(profile)
      .onConflictDoUpdate({
        target: stars.id,
        set: {
          ...changes,
          image: sql`CASE WHEN ${seeded} THEN coalesce(excluded.image, ${stars.image}) ELSE excluded.image END`,
          bio: sql`CASE WHEN ${seeded} THEN coalesce(excluded.bio, ${stars.bio}) ELSE excluded.bio END`,
          socialLinks: sql`CASE WHEN ${seeded} AND excluded.social_links = '[]'::jsonb THEN ${stars.socialLinks} ELSE excluded.social_links END`,
          updatedAt: sql`now()`,
        },
        setWhere: or(isNull(stars.profileVersion), lt(stars.profileVersion, profile.profileVersion!)),
      });
  }

  /** Hides a star who is no longer a streamer, unless a newer snapshot was applied already. */
  async unlist(id: string, version: Date, executor: Executor): Promise<void> {
    await executor
      .update(stars)
      .set({ listed: false, profileVersion: version, updatedAt: sql`now()` })
      .where(and(eq(stars.id, id), or(isNull(stars.profileVersion), lt(stars.profileVersion, version))));
  }

  async findById(id: string, executor: Executor = this.db): Promise<StarRow | undefined> {
    const [row] = await executor.select().from(stars).where(eq(stars.id, id));
    return row;
  }

  /** A listed star by id or (case-insensitive) username; the newest profile wins a shared old name. */
  async findListed(idOrUsername: string): Promise<StarRow | undefined> {
    const username = idOrUsername.toLowerCase();
    const [row] = await this.db
      .select()
      .from(stars)
      .where(
        and(
          eq(stars.listed, true),
          isUuid(idOrUsername) ? eq(stars.id, idOrUsername) : eq(sql`lower(${stars.username})`, username),
        ),
      )
      .orderBy(sql`${stars.profileVersion} DESC NULLS LAST`)
      .limit(1);
    return row;
  }

  /** Listed stars of these ids, in the order given. */
  async findListedByIds(ids: string[]): Promise<StarRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(stars)
      .where(and(inArray(stars.id, ids), eq(stars.listed, true)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is StarRow => row !== undefined);
  }

  /** Gig counts, lowest price (compared across currencies) and games of each star's public gigs. */
  async gigStats(starIds: string[], inrPerUsd: number): Promise<Map<string, StarGigStats>> {
    const stats = new Map<string, StarGigStats>();
    if (starIds.length === 0) return stats;
    const price = comparablePrice(gigs.priceMinor, gigs.baseCurrency, inrPerUsd);
    const [counts, gameRows] = await Promise.all([
      this.db
        .select({
          starId: gigs.starId,
          gigsCount: sql<number>`count(*)`.mapWith(Number),
          lowestMinor: sql<number>`(array_agg(${gigs.priceMinor} ORDER BY ${price}))[1]`.mapWith(Number),
          lowestCurrency: sql<string>`(array_agg(${gigs.baseCurrency} ORDER BY ${price}))[1]`,
        })
        .from(gigs)
        .where(and(inArray(gigs.starId, starIds), activeGig()))
        .groupBy(gigs.starId),
      this.db
        .selectDistinct({
          starId: gigs.starId,
          id: games.id,
          name: games.name,
          slug: games.slug,
          logo: games.logo,
          image: games.image,
        })
        .from(gigs)
        .innerJoin(games, eq(games.id, gigs.gameId))
        .where(and(inArray(gigs.starId, starIds), activeGig()))
        .orderBy(gigs.starId, games.name),
    ]);
    for (const row of counts) {
      stats.set(row.starId, {
        gigsCount: row.gigsCount,
        lowest: { priceMinor: row.lowestMinor, currency: row.lowestCurrency },
        games: [],
      });
    }
    for (const { starId, ...game } of gameRows) stats.get(starId)?.games.push(game);
    return stats;
  }

  /**
   * Applies a live session's snapshot: going live when newer than the one applied; ending clears only that
   * same session (or none), so an old "ended" never hides a newer session.
   */
  async applyLiveSession(snapshot: LiveSessionSnapshot, executor: Executor = this.db): Promise<void> {
    const change = liveSessionUpdate(stars, snapshot);
    await executor
      .update(stars)
      .set({ ...change.set, isLive: snapshot.live })
      .where(change.where);
  }
}
