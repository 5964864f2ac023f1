import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { CatalogDatabase, Executor } from '../db/database';
import { gigs } from '../db/schema';

export interface GigSlugRow {
  id: string;
  starId: string;
  title: string;
  slug: string;
}

/** The only code of the slugs script that reads or writes gigs' slugs. */
@Injectable()
export class SlugsScriptRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  /** Gigs that aren't deleted (a deleted gig's slug is free again), by star, oldest first. */
  async live(executor: Executor = this.db): Promise<GigSlugRow[]> {
    return executor
      .select({ id: gigs.id, starId: gigs.starId, title: gigs.title, slug: gigs.slug })
      .from(gigs)
      .where(isNull(gigs.deletedAt))
      .orderBy(asc(gigs.starId), asc(gigs.createdAt), asc(gigs.id));
  }

  /** Locks the gig table against other writers for the caller's transaction (a new gig can't take a planned slug). */
  async lock(executor: Executor): Promise<void> {
    await executor.execute(sql`LOCK TABLE ${gigs} IN SHARE ROW EXCLUSIVE MODE`);
  }

  async setSlug(id: string, slug: string, executor: Executor): Promise<void> {
    await executor
      .update(gigs)
      .set({ slug, updatedAt: sql`now()` })
      .where(and(eq(gigs.id, id), isNull(gigs.deletedAt)));
  }
}
