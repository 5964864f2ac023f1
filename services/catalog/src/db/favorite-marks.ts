import { and, eq } from 'drizzle-orm';
import type { FavoriteKind } from '@lobby/contracts';
import type { Executor } from './database';
import { favorites } from './schema';

/**
 * Everyone's favourites of an item that is going away. Called by the repository that marks the gig or game
 * deleted, in the same transaction; the favourites feature itself (saving, listing, counters) sits above gigs
 * and games, so they must not depend on it.
 */
export async function removeFavoritesOf(
  executor: Executor,
  kind: FavoriteKind,
  itemId: string,
): Promise<void> {
  await executor.delete(favorites).where(and(eq(favorites.kind, kind), eq(favorites.itemId, itemId)));
}
