import { eq, inArray } from 'drizzle-orm';
import { CatalogEventSubjects, type Currency, type GigChangedEvent } from '@lobby/contracts';
import { addToOutbox } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { gameModes, gigs } from '../db/schema';

/**
 * Each gig's snapshot as booking's read model keeps it (price, owner, default seats, slot length, bookable),
 * read in the caller's transaction; a deleted gig comes back not bookable, an unknown id not at all.
 */
export async function gigSnapshots(executor: Executor, gigIds: string[]): Promise<GigChangedEvent[]> {
  if (gigIds.length === 0) return [];
  const rows = await executor
    .select({
      id: gigs.id,
      starId: gigs.starId,
      slug: gigs.slug,
      title: gigs.title,
      priceMinor: gigs.priceMinor,
      baseCurrency: gigs.baseCurrency,
      status: gigs.status,
      cancellationPolicy: gigs.cancellationPolicy,
      deletedAt: gigs.deletedAt,
      updatedAt: gigs.updatedAt,
      players: gameModes.noOfPlayers,
      modeMinutes: gameModes.durationMinutes,
    })
    .from(gigs)
    .leftJoin(gameModes, eq(gameModes.id, gigs.gameModeId))
    .where(inArray(gigs.id, gigIds));
  return rows.map((row) => ({
    gigId: row.id,
    streamerId: row.starId,
    slug: row.slug,
    title: row.title,
    price: row.priceMinor,
    currency: row.baseCurrency as Currency,
    players: row.players,
    modeMinutes: row.modeMinutes,
    bookable: row.status === 'active' && row.deletedAt === null,
    cancellationPolicy: row.cancellationPolicy,
    version: row.updatedAt.toISOString(),
  }));
}

/**
 * Writes a `gig-changed` snapshot of each gig to the outbox, in the caller's transaction, so booking's read
 * model follows every change without reading catalog's database.
 */
export async function recordGigChanges(executor: Executor, gigIds: string[]): Promise<void> {
  for (const event of await gigSnapshots(executor, gigIds)) {
    await addToOutbox(executor, CatalogEventSubjects.gigChanged, event);
  }
}
