import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { CatalogDatabase, Executor } from '../db/database';
import { gigs, stars } from '../db/schema';
import { activeGig } from './stars.repository';

/** The landing flag and public gig count staff see and set per star. */
@Injectable()
export class StarLandingRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  async facts(ids: string[], executor: Executor = this.db) {
    if (ids.length === 0) return [];
    return executor
      .select({
        id: stars.id,
        username: stars.username,
        showAtLanding: stars.showAtLanding,
        gigsCount: count(gigs.id),
      })
      .from(stars)
      .leftJoin(gigs, and(eq(gigs.starId, stars.id), activeGig()))
      .where(inArray(stars.id, ids))
      .groupBy(stars.id);
  }

  /** Sets the flag; answers the value it had (undefined: no such star). */
  async setShowAtLanding(
    id: string,
    showAtLanding: boolean,
    executor: Executor,
  ): Promise<boolean | undefined> {
    const [before] = await executor
      .select({ showAtLanding: stars.showAtLanding })
      .from(stars)
      .where(eq(stars.id, id))
      .for('update');
    if (!before) return undefined;
    await executor
      .update(stars)
      .set({ showAtLanding, updatedAt: sql`now()` })
      .where(eq(stars.id, id));
    return before.showAtLanding;
  }
}
