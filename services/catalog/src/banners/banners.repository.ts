import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { CatalogDatabase } from '../db/database';
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

  async insert(banner: NewBanner): Promise<BannerRow> {
    const [row] = await this.db.insert(banners).values(banner).returning();
    return row;
  }

  async update(id: string, patch: BannerPatch): Promise<BannerRow | undefined> {
    const [row] = await this.db
      .update(banners)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(banners.id, id))
      .returning();
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
    return rows.length === 1;
  }
}
