import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { CatalogDatabase, Executor } from '../db/database';
import { clicks, funnelMarks, games, gigs, stars } from '../db/schema';

export type NewClick = typeof clicks.$inferInsert;
export type NewFunnelMark = typeof funnelMarks.$inferInsert;
export type ClickedKind = 'gig' | 'star' | 'game';

/** The only code that records clicks and views (and the click counters on gigs, stars and games). */
@Injectable()
export class ClicksRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  /** The star an existing item belongs to (null for a game); undefined when there is no such item. */
  async starOf(kind: ClickedKind, itemId: string): Promise<{ starId: string | null } | undefined> {
    switch (kind) {
      case 'gig': {
        const [row] = await this.db
          .select({ starId: gigs.starId })
          .from(gigs)
          .where(and(eq(gigs.id, itemId), isNull(gigs.deletedAt)));
        return row;
      }
      case 'star': {
        const [row] = await this.db.select({ starId: stars.id }).from(stars).where(eq(stars.id, itemId));
        return row;
      }
      case 'game': {
        const [row] = await this.db
          .select({ id: games.id })
          .from(games)
          .where(and(eq(games.id, itemId), isNull(games.deletedAt)));
        return row ? { starId: null } : undefined;
      }
    }
  }

  /**
   * Adds one to the item's click counter (its popularity). Only the counter moves, so the transaction keeps the
   * cached pages (migration 0009): a page shows popularity at most the cache's maximum age late.
   */
  async count(kind: ClickedKind, itemId: string, tx: Executor): Promise<void> {
    await tx.execute(sql`SELECT set_config('lobby.counters_only', 'on', true)`);
    switch (kind) {
      case 'gig':
        await tx
          .update(gigs)
          .set({ clicksCount: sql`${gigs.clicksCount} + 1` })
          .where(eq(gigs.id, itemId));
        return;
      case 'star':
        await tx
          .update(stars)
          .set({ clicksCount: sql`${stars.clicksCount} + 1` })
          .where(eq(stars.id, itemId));
        return;
      case 'game':
        await tx
          .update(games)
          .set({ clicksCount: sql`${games.clicksCount} + 1` })
          .where(eq(games.id, itemId));
    }
  }

  async insert(click: NewClick, executor: Executor = this.db): Promise<void> {
    await executor.insert(clicks).values(click);
  }

  /** Records a visitor's view or click of an item for the day; false when they were already counted that day. */
  async mark(mark: NewFunnelMark, executor: Executor = this.db): Promise<boolean> {
    const inserted = await executor
      .insert(funnelMarks)
      .values(mark)
      .onConflictDoNothing()
      .returning({ id: funnelMarks.id });
    return inserted.length === 1;
  }
}
