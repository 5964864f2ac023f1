import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { CatalogDatabase, Executor } from '../db/database';
import { clicks, games, gigs, stars } from '../db/schema';

export type NewClick = typeof clicks.$inferInsert;
export type ClickedKind = 'gig' | 'star' | 'game';

/** The only code that records clicks (and their counters on gigs, stars and games). */
@Injectable()
export class ClicksRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Counts a click on an item that still exists; answers whether it did and the star the item belongs to
   * (null for a game).
   */
  async count(
    kind: ClickedKind,
    itemId: string,
    tx: Executor,
  ): Promise<{ starId: string | null } | undefined> {
    switch (kind) {
      case 'gig': {
        const [row] = await tx
          .update(gigs)
          .set({ clicksCount: sql`${gigs.clicksCount} + 1` })
          .where(and(eq(gigs.id, itemId), isNull(gigs.deletedAt)))
          .returning({ starId: gigs.starId });
        return row;
      }
      case 'star': {
        const [row] = await tx
          .update(stars)
          .set({ clicksCount: sql`${stars.clicksCount} + 1` })
          .where(eq(stars.id, itemId))
          .returning({ starId: stars.id });
        return row;
      }
      case 'game': {
        const [row] = await tx
          .update(games)
          .set({ clicksCount: sql`${games.clicksCount} + 1` })
          .where(and(eq(games.id, itemId), isNull(games.deletedAt)))
          .returning({ id: games.id });
        return row ? { starId: null } : undefined;
      }
    }
  }

  async insert(click: NewClick, executor: Executor = this.db): Promise<void> {
    await executor.insert(clicks).values(click);
  }
}
