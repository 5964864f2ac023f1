import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { FavoriteKind } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { CatalogDatabase, Executor } from '../db/database';
import { favorites, games, gigs, stars } from '../db/schema';

/** The table whose `favorites_count` a kind of favourite counts towards. */
const counted = { gig: gigs, star: stars, game: games } as const;

/**
 * Reads and writes favourites (and their counters on gigs, stars and games). A deleted gig's or game's favourites
 * go in its repository's markDeleted (db/favorite-marks.ts).
 */
@Injectable()
export class FavoritesRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  /** Saves once: a second save changes nothing. The counter moves only when a row was really added. */
  async add(userId: string, kind: FavoriteKind, itemId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const added = await tx
        .insert(favorites)
        .values({ userId, kind, itemId })
        .onConflictDoNothing()
        .returning({ itemId: favorites.itemId });
      if (added.length === 0) return false;
      await bumpCounter(tx, kind, itemId, 1);
      return true;
    });
  }

  async remove(userId: string, kind: FavoriteKind, itemId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.itemId, itemId)))
        .returning({ itemId: favorites.itemId });
      if (removed.length === 0) return false;
      await bumpCounter(tx, kind, itemId, -1);
      return true;
    });
  }

  /** A page of the users who favourited a star, by user id after `after` (keyset: cheap for any page). */
  async starFollowers(starId: string, after: string | null, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ userId: favorites.userId })
      .from(favorites)
      .where(
        and(
          eq(favorites.kind, 'star'),
          eq(favorites.itemId, starId),
          after ? gt(favorites.userId, after) : undefined,
        ),
      )
      .orderBy(asc(favorites.userId))
      .limit(limit);
    return rows.map((row) => row.userId);
  }

  /** The user's favourites of one kind, newest first. */
  async itemIds(userId: string, kind: FavoriteKind): Promise<string[]> {
    const rows = await this.db
      .select({ itemId: favorites.itemId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind)))
      .orderBy(desc(favorites.createdAt));
    return rows.map((row) => row.itemId);
  }
}

async function bumpCounter(
  executor: Executor,
  kind: FavoriteKind,
  itemId: string,
  by: 1 | -1,
): Promise<void> {
  const table = counted[kind];
  await executor
    .update(table)
    .set({ favoritesCount: sql`greatest(${table.favoritesCount} + ${by}, 0)` })
    .where(eq(table.id, itemId));
}
