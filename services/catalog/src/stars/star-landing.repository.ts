import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { CatalogDatabase, Executor } from '../db/database';
import { gigs, stars } from '../db/schema';

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
        gigsCount:
          sql<number>`(SELECT count(*) FROM ${gigs} WHERE ${gigs.starId} = ${stars.id} AND ${and(eq(gigs.status, 'active'), isNull(gigs.deletedAt))})`.mapWith(
            Number,
          ),
      })
      .from(stars)
      .where(inArray(stars.id, ids));
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
