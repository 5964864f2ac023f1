import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { CatalogDatabase, Executor } from '../db/database';
import { banners, type BannerRow } from '../db/schema';

export type NewBanner = typeof banners.$inferInsert;
export type BannerPatch = Partial<Omit<NewBanner, 'id' | 'createdAt' | 'updatedAt'>>;

/** The only code that reads or writes banners. */
@Injectable()
export class BannersRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  list(activeOnly: boolean): Promise<BannerRow[]> {
    return this.db
      .select()
      .from(banners)
      .where(activeOnly ? eq(banners.isActive, true) : undefined)
      .orderBy(asc(banners.position), asc(banners.createdAt));
  }

  /** The banner locked for a change in the caller's transaction. */
  async lock(id: string, executor: Executor): Promise<BannerRow | undefined> {
    const [row] = await executor.select().from(banners).where(eq(banners.id, id)).for('update');
    return row;
  }

  async insert(banner: NewBanner, executor: Executor = this.db): Promise<BannerRow> {
    const [row] = await executor.insert(banners).values(banner).returning();
    return row;
  }

  async update(id: string, patch: BannerPatch, executor: Executor = this.db): Promise<BannerRow | undefined> {
    const [row] = await executor
      .update(banners)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(banners.id, id))
      .returning();
    return row;
  }

  async delete(id: string, executor: Executor = this.db): Promise<BannerRow | undefined> {
    const [row] = await executor.delete(banners).where(eq(banners.id, id)).returning();
    return row;
  }
}
