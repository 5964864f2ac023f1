import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { DATABASE, isUniqueViolation, isUuid } from '@lobby/service-kit';
import type { CatalogDatabase, Executor } from '../db/database';
import { isForeignKeyViolation } from '../common/pg-errors';
import { platforms, type PlatformRow } from '../db/schema';
import { platformNamesFor } from './platform.mapper';

export type NewPlatform = typeof platforms.$inferInsert;

/** The only code that reads or writes platforms and which games run on them. */
@Injectable()
export class PlatformsRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  list(): Promise<PlatformRow[]> {
    return this.db.select().from(platforms).orderBy(asc(platforms.position), asc(platforms.name));
  }

  async findById(id: string, executor: Executor = this.db): Promise<PlatformRow | undefined> {
    const [row] = await executor.select().from(platforms).where(eq(platforms.id, id));
    return row;
  }

  async findByIds(ids: string[]): Promise<PlatformRow[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    return this.db.select().from(platforms).where(inArray(platforms.id, valid));
  }

  /** Ids of the platforms a browse filter names: an id, a name or slug, or 'Android/iOS' for both. */
  async idsMatching(filter: string): Promise<string[]> {
    const names = platformNamesFor(filter);
    const rows = await this.db
      .select({ id: platforms.id })
      .from(platforms)
      .where(
        or(
          isUuid(filter) ? eq(platforms.id, filter) : undefined,
          inArray(sql`lower(${platforms.name})`, names),
          inArray(platforms.slug, names),
        ),
      );
    return rows.map((row) => row.id);
  }

  /** Inserts; answers null when the name or slug is taken. */
  async insert(platform: NewPlatform, executor: Executor = this.db): Promise<PlatformRow | null> {
    try {
      const [row] = await executor.insert(platforms).values(platform).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Updates; answers null when the new name or slug is taken, undefined when there is no such platform. */
  async update(
    id: string,
    patch: Partial<NewPlatform>,
    executor: Executor = this.db,
  ): Promise<PlatformRow | null | undefined> {
    try {
      const [row] = await executor.update(platforms).set(patch).where(eq(platforms.id, id)).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Deletes unless games or gigs still use it (their foreign keys decide, so no check can go stale). */
  async delete(id: string, executor: Executor = this.db): Promise<PlatformRow | 'missing' | 'in-use'> {
    try {
      const [row] = await executor.delete(platforms).where(eq(platforms.id, id)).returning();
      return row ?? 'missing';
    } catch (error) {
      if (isForeignKeyViolation(error)) return 'in-use';
      throw error;
    }
  }
}
