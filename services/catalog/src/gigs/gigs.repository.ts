import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { GigChangedEvent } from '@lobby/contracts';
import { DATABASE, isUuid, lockUntilCommit } from '@lobby/service-kit';
import { visibleGig } from '../common/visibility';
import type { CatalogDatabase, Executor } from '../db/database';
import { removeFavoritesOf } from '../db/favorite-marks';
import { gigs, stars, type GigRow } from '../db/schema';
import { gigSnapshots, recordGigChanges } from './gig-events';
import { selectGigs, type GigViewRow } from './gig-view';

export type NewGig = Omit<
  typeof gigs.$inferInsert,
  'searchText' | 'searchVector' | 'favoritesCount' | 'clicksCount' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
export type GigPatch = Partial<Omit<NewGig, 'id' | 'starId' | 'slug'>>;

const notDeleted = () => isNull(gigs.deletedAt);
const newestFirst = [desc(gigs.createdAt), desc(gigs.id)];

/** The only code that writes gigs, and reads single gigs and a star's own lists. */
@Injectable()
export class GigsRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  /** The snapshot booking keeps of a gig (as its gig-changed event carries it), or null for an unknown id. */
  async snapshot(id: string): Promise<GigChangedEvent | null> {
    if (!isUuid(id)) return null;
    const [snapshot] = await gigSnapshots(this.db, [id]);
    return snapshot ?? null;
  }

  /** A gig that is not deleted, whatever its status; `lock` holds it for a read-modify-write. */
  async find(id: string, executor: Executor = this.db, lock = false): Promise<GigRow | undefined> {
    const query = executor
      .select()
      .from(gigs)
      .where(and(eq(gigs.id, id), notDeleted()));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The full view of a gig that is not deleted (for the owner's answers after a change). */
  async view(id: string, executor: Executor = this.db): Promise<GigViewRow | undefined> {
    const [row] = await selectGigs(executor).where(and(eq(gigs.id, id), notDeleted()));
    return row;
  }

  /** A public gig by id, or by slug (of the star `username` when given; else the oldest with that slug). */
  async findVisible(idOrSlug: string, username?: string): Promise<GigViewRow | undefined> {
    const slug = idOrSlug.toLowerCase();
    const byKey = isUuid(idOrSlug) ? eq(gigs.id, idOrSlug) : eq(gigs.slug, slug);
    const ofStar = username ? eq(sql`lower(${stars.username})`, username.toLowerCase()) : undefined;
    const [row] = await selectGigs(this.db)
      .where(and(visibleGig(), byKey, ofStar))
      .orderBy(sql`${stars.profileVersion} DESC NULLS LAST`, asc(gigs.createdAt))
      .limit(1);
    return row;
  }

  /** The public gigs among these ids, in the order given. */
  async visibleByIds(ids: string[]): Promise<GigViewRow[]> {
    if (ids.length === 0) return [];
    const rows = await selectGigs(this.db).where(and(visibleGig(), inArray(gigs.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is GigViewRow => row !== undefined);
  }

  /** A listed star's public gigs, newest first; by star id or by username. */
  async visibleOfStar(star: { id: string } | { username: string }): Promise<GigViewRow[]> {
    const whose =
      'id' in star
        ? eq(gigs.starId, star.id)
        : eq(sql`lower(${stars.username})`, star.username.toLowerCase());
    return selectGigs(this.db)
      .where(and(visibleGig(), whose))
      .orderBy(...newestFirst);
  }

  /** The owner's gigs with this status (not deleted), newest first. */
  async ownedWithStatus(starId: string, status: 'active' | 'archived'): Promise<GigViewRow[]> {
    return selectGigs(this.db)
      .where(and(eq(gigs.starId, starId), eq(gigs.status, status), notDeleted()))
      .orderBy(...newestFirst);
  }

  /**
   * Holds, until the transaction ends, the right to pick the star's next slug from `base`: gigs with the same
   * title added at once then take `base`, `base-2`, ... in turn instead of colliding on the unique index.
   */
  async lockSlugBase(starId: string, base: string, executor: Executor): Promise<void> {
    await lockUntilCommit(executor, `gig-slug:${starId}:${base}`);
  }

  /** Slugs of the star's live gigs that are `base` or `base-<n>`. */
  async slugsLike(starId: string, base: string, executor: Executor): Promise<Set<string>> {
    const rows = await executor
      .select({ slug: gigs.slug })
      .from(gigs)
      .where(
        and(
          eq(gigs.starId, starId),
          notDeleted(),
          or(eq(gigs.slug, base), sql`${gigs.slug} LIKE ${`${base}-%`}`),
        ),
      );
    return new Set(rows.map((row) => row.slug));
  }

  /** Every write of a gig also records its `gig-changed` snapshot in the same transaction. */
  async insert(gig: NewGig, executor: Executor): Promise<void> {
    await executor.insert(gigs).values(gig);
    await recordGigChanges(executor, [gig.id]);
  }

  async update(id: string, patch: GigPatch, executor: Executor): Promise<void> {
    await executor
      .update(gigs)
      .set({ ...patch, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(gigs.id, id), notDeleted()));
    await recordGigChanges(executor, [id]);
  }

  /** The gig leaves every list and everyone's favourites. */
  async markDeleted(id: string, executor: Executor): Promise<void> {
    await executor
      .update(gigs)
      .set({ deletedAt: sql`now()`, updatedAt: sql`clock_timestamp()` })
      .where(eq(gigs.id, id));
    await removeFavoritesOf(executor, 'gig', id);
    await recordGigChanges(executor, [id]);
  }

  /** One more paid order on the gig's performance card. */
  async countPaidOrder(gigId: string, executor: Executor = this.db): Promise<void> {
    await executor
      .update(gigs)
      .set({ paidOrdersCount: sql`${gigs.paidOrdersCount} + 1` })
      .where(eq(gigs.id, gigId));
  }

  /** One paid order fewer (it was refunded in full: no sale after all). */
  async uncountPaidOrder(gigId: string, executor: Executor = this.db): Promise<void> {
    await executor
      .update(gigs)
      .set({ paidOrdersCount: sql`GREATEST(${gigs.paidOrdersCount} - 1, 0)` })
      .where(eq(gigs.id, gigId));
  }

  /** Counters of the owner's gigs that are not deleted, newest first. */
  async performance(starId: string) {
    return this.db
      .select({
        id: gigs.id,
        title: gigs.title,
        clicks: gigs.clicksCount,
        favorites: gigs.favoritesCount,
        orders: gigs.paidOrdersCount,
      })
      .from(gigs)
      .where(and(eq(gigs.starId, starId), notDeleted()))
      .orderBy(...newestFirst);
  }
}
