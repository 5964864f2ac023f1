import { Inject, Injectable } from '@nestjs/common';
import { eq, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { CatalogDatabase, Executor } from '../db/database';
import {
  banners,
  clicks,
  favorites,
  gameModes,
  gamePlatforms,
  games,
  gigs,
  platforms,
  stars,
} from '../db/schema';
import { recordGigChanges } from '../gigs/gig-events';
import type { DemoPlan } from './demo-plan';

/** Signals that make popularity differ in the demo. */
export interface DemoSignals {
  favorites: { userId: string; kind: 'gig' | 'star' | 'game'; itemId: string }[];
  clicks: { kind: 'gig' | 'star' | 'game'; itemId: string; starId: string | null; count: number }[];
}

/** Writes the demo data in one transaction, serialised across replicas by an advisory lock. */
@Injectable()
export class DemoDataRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  async hasGames(executor: Executor = this.db): Promise<boolean> {
    const [row] = await executor.select({ id: games.id }).from(games).limit(1);
    return row !== undefined;
  }

  async platformIdsByName(): Promise<Map<string, string>> {
    const rows = await this.db.select({ id: platforms.id, name: platforms.name }).from(platforms);
    return new Map(rows.map((row) => [row.name, row.id]));
  }

  /** Writes the plan unless games exist by the time the lock is held; answers whether it wrote. */
  async write(plan: DemoPlan, signals: DemoSignals): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalog-demo-data'))`);
      if (await this.hasGames(tx)) return false;
      await tx.insert(games).values(plan.games.map((entry) => entry.game));
      await tx
        .insert(gameModes)
        .values(
          plan.games.flatMap((entry) =>
            entry.modes.map((mode, position) => ({ ...mode, position, gameId: entry.game.id })),
          ),
        );
      await tx
        .insert(gamePlatforms)
        .values(
          plan.games.flatMap((entry) =>
            entry.platformIds.map((platformId) => ({ gameId: entry.game.id, platformId })),
          ),
        );
      await tx
        .insert(stars)
        .values(plan.stars)
        .onConflictDoUpdate({
          target: stars.id,
          set: {
            image: sql`coalesce(${stars.image}, excluded.image)`,
            bio: sql`coalesce(${stars.bio}, excluded.bio)`,
            showAtLanding: sql`excluded.show_at_landing`,
          },
        });
      await tx.insert(gigs).values(plan.gigs);
      await recordGigChanges(
        tx,
        plan.gigs.map((gig) => gig.id),
      );
      await tx.insert(banners).values(plan.banners);
      for (const { id, icon } of plan.platformIcons) {
        await tx
          .update(platforms)
          .set({ icon })
          .where(sql`${eq(platforms.id, id)} AND ${isNull(platforms.icon)}`);
      }
      await this.writeSignals(tx, signals);
      return true;
    });
  }

  private async writeSignals(tx: Executor, signals: DemoSignals): Promise<void> {
    if (signals.favorites.length > 0)
      await tx.insert(favorites).values(signals.favorites).onConflictDoNothing();
    const counted = signals.clicks.filter((click) => click.count > 0);
    if (counted.length > 0) {
      const rows = sql.join(
        counted.map(
          (click) => sql`(${click.kind}, ${click.itemId}::uuid, ${click.starId}::uuid, ${click.count}::int)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        INSERT INTO ${clicks} (kind, item_id, star_id, created_at)
        SELECT c.kind, c.item_id, c.star_id, now() - (random() * interval '30 days')
        FROM (VALUES ${rows}) AS c(kind, item_id, star_id, n), generate_series(1, c.n)`);
    }
    // The counters start equal to the rows just written.
    for (const [kind, table] of [
      ['gig', gigs],
      ['star', stars],
      ['game', games],
    ] as const) {
      await tx.update(table).set({
        favoritesCount: sql`(SELECT count(*) FROM ${favorites} WHERE kind = ${kind} AND item_id = ${table.id})`,
        clicksCount: sql`(SELECT count(*) FROM ${clicks} WHERE kind = ${kind} AND item_id = ${table.id})`,
      });
    }
  }
}
