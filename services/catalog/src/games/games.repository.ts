import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { DATABASE, isUuid, pageOffset } from '@lobby/service-kit';
import { visibleGig } from '../common/visibility';
import type { CatalogDatabase, Executor } from '../db/database';
import { removeFavoritesOf } from '../db/favorite-marks';
import {
  gameModes,
  gamePlatforms,
  games,
  gigs,
  platforms,
  stars,
  type GameModeRow,
  type GameRow,
  type PlatformRow,
} from '../db/schema';
import type { PageRequest } from '@lobby/contracts';

export type NewGame = Omit<typeof games.$inferInsert, 'searchText'>;
export type GamePatch = Partial<Omit<NewGame, 'id'>>;
export type ModeInput = { id: string; name: string; durationMinutes: number; noOfPlayers: number };

/** A game with what its DTO shows: modes, platforms and the number of public gigs. */
export interface GameView {
  game: GameRow;
  modes: GameModeRow[];
  platforms: PlatformRow[];
  gigsCount: number;
}

const liveGame = () => isNull(games.deletedAt);

/** The only code that reads or writes games, their modes and their platforms. */
@Injectable()
export class GamesRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  /** A game by id or slug (not deleted); `lock` takes a share lock so it can't be deleted meanwhile. */
  async find(idOrSlug: string, executor: Executor = this.db, lock = false): Promise<GameRow | undefined> {
    const query = executor
      .select()
      .from(games)
      .where(and(liveGame(), isUuid(idOrSlug) ? eq(games.id, idOrSlug) : eq(games.slug, idOrSlug)));
    const [row] = lock ? await query.for('share') : await query;
    return row;
  }

  async lockForDelete(id: string, executor: Executor): Promise<GameRow | undefined> {
    const [row] = await executor
      .select()
      .from(games)
      .where(and(liveGame(), eq(games.id, id)))
      .for('update');
    return row;
  }

  async views(ids: string[], executor: Executor = this.db): Promise<GameView[]> {
    if (ids.length === 0) return [];
    const [rows, modes, platformRows, counts] = await Promise.all([
      executor.select().from(games).where(inArray(games.id, ids)),
      this.modesOf(ids, executor),
      this.platformsOf(ids, executor),
      this.gigCounts(ids, executor),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids
      .map((id) => byId.get(id))
      .filter((game): game is GameRow => game !== undefined)
      .map((game) => ({
        game,
        modes: modes.filter((mode) => mode.gameId === game.id),
        platforms: platformRows.filter((row) => row.gameId === game.id).map((row) => row.platform),
        gigsCount: counts.get(game.id) ?? 0,
      }));
  }

  async landingIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(liveGame(), eq(games.showLanding, true)))
      .orderBy(asc(games.name));
    return rows.map((row) => row.id);
  }

  async pageIds(request: PageRequest): Promise<{ ids: string[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ id: games.id })
        .from(games)
        .where(liveGame())
        .orderBy(asc(sql`lower(${games.name})`), asc(games.id))
        .limit(request.limit)
        .offset(pageOffset(request)),
      this.db.select({ total: count() }).from(games).where(liveGame()),
    ]);
    return { ids: rows.map((row) => row.id), total };
  }

  async modesOf(gameIds: string[], executor: Executor = this.db): Promise<GameModeRow[]> {
    if (gameIds.length === 0) return [];
    return executor
      .select()
      .from(gameModes)
      .where(inArray(gameModes.gameId, gameIds))
      .orderBy(asc(gameModes.position), asc(gameModes.createdAt));
  }

  async findMode(id: string): Promise<GameModeRow | undefined> {
    const [row] = await this.db
      .select({ mode: gameModes })
      .from(gameModes)
      .innerJoin(games, eq(games.id, gameModes.gameId))
      .where(and(eq(gameModes.id, id), liveGame()));
    return row?.mode;
  }

  async platformIdsOf(gameId: string, executor: Executor = this.db): Promise<string[]> {
    const rows = await executor
      .select({ id: gamePlatforms.platformId })
      .from(gamePlatforms)
      .where(eq(gamePlatforms.gameId, gameId));
    return rows.map((row) => row.id);
  }

  /** Ids of the slugs already used by live games that start with `base`. */
  async slugsLike(base: string, executor: Executor = this.db): Promise<Set<string>> {
    const rows = await executor
      .select({ slug: games.slug })
      .from(games)
      .where(and(liveGame(), or(eq(games.slug, base), sql`${games.slug} LIKE ${`${base}-%`}`)));
    return new Set(rows.map((row) => row.slug));
  }

  /** Inserts; a taken name or slug raises a unique violation (the caller's transaction is then over). */
  async insert(game: NewGame, executor: Executor): Promise<GameRow> {
    const [row] = await executor.insert(games).values(game).returning();
    return row;
  }

  async update(id: string, patch: GamePatch, executor: Executor): Promise<GameRow | undefined> {
    const [row] = await executor
      .update(games)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(games.id, id), liveGame()))
      .returning();
    return row;
  }

  /** Makes the game's modes exactly `modes`: updates those with known ids, adds the others, drops the rest. */
  async replaceModes(gameId: string, modes: ModeInput[], executor: Executor): Promise<void> {
    const keep = modes.map((mode) => mode.id);
    await executor
      .delete(gameModes)
      .where(and(eq(gameModes.gameId, gameId), keep.length > 0 ? notInArray(gameModes.id, keep) : undefined));
    for (const [position, mode] of modes.entries()) {
      const values = {
        name: mode.name,
        durationMinutes: mode.durationMinutes,
        noOfPlayers: mode.noOfPlayers,
        position,
      };
      await executor
        .insert(gameModes)
        .values({ id: mode.id, gameId, ...values })
        .onConflictDoUpdate({ target: gameModes.id, set: values, where: eq(gameModes.gameId, gameId) });
    }
  }

  async replacePlatforms(gameId: string, platformIds: string[], executor: Executor): Promise<void> {
    await executor.delete(gamePlatforms).where(eq(gamePlatforms.gameId, gameId));
    if (platformIds.length === 0) return;
    await executor.insert(gamePlatforms).values(platformIds.map((platformId) => ({ gameId, platformId })));
  }

  async hasGigs(gameId: string, executor: Executor): Promise<boolean> {
    const [row] = await executor
      .select({ id: gigs.id })
      .from(gigs)
      .where(and(eq(gigs.gameId, gameId), isNull(gigs.deletedAt)))
      .limit(1);
    return row !== undefined;
  }

  /** The game leaves every list and everyone's favourites. */
  async markDeleted(gameId: string, executor: Executor): Promise<void> {
    await executor
      .update(games)
      .set({ deletedAt: sql`now()` })
      .where(eq(games.id, gameId));
    await removeFavoritesOf(executor, 'game', gameId);
  }

  private platformsOf(gameIds: string[], executor: Executor) {
    return executor
      .select({ gameId: gamePlatforms.gameId, platform: platforms })
      .from(gamePlatforms)
      .innerJoin(platforms, eq(platforms.id, gamePlatforms.platformId))
      .where(inArray(gamePlatforms.gameId, gameIds))
      .orderBy(asc(platforms.position), asc(platforms.name));
  }

  private async gigCounts(gameIds: string[], executor: Executor): Promise<Map<string, number>> {
    const rows = await executor
      .select({ gameId: gigs.gameId, total: count() })
      .from(gigs)
      .innerJoin(stars, eq(stars.id, gigs.starId))
      .where(and(inArray(gigs.gameId, gameIds), visibleGig()))
      .groupBy(gigs.gameId);
    return new Map(rows.map((row) => [row.gameId, row.total]));
  }
}
