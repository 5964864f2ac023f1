import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { BookingDatabase, Executor } from '../db/database';
import { gigs, liveSessions, people } from '../db/schema';

export type GigRow = typeof gigs.$inferSelect;
export type PersonRow = typeof people.$inferSelect;
export type LiveSessionRow = typeof liveSessions.$inferSelect;

/** Catalog's gigs and identity's people as booking keeps them; a snapshot replaces only an older one. */
@Injectable()
export class ReadModelsRepository {
  constructor(@Inject(DATABASE) private readonly db: BookingDatabase) {}

  async upsertGig(gig: GigRow, executor: Executor = this.db): Promise<void> {
    const { id: _id, ...changes } = gig;
    await executor
      .insert(gigs)
      .values(gig)
      .onConflictDoUpdate({
        target: gigs.id,
        set: changes,
        setWhere: sql`${gigs.version} <= excluded.version`,
      });
  }

  async upsertPerson(person: PersonRow, executor: Executor = this.db): Promise<void> {
    const { id: _id, ...changes } = person;
    await executor
      .insert(people)
      .values(person)
      .onConflictDoUpdate({
        target: people.id,
        set: changes,
        setWhere: sql`${people.version} <= excluded.version`,
      });
  }

  async gig(id: string, executor: Executor = this.db): Promise<GigRow | undefined> {
    const [row] = await executor.select().from(gigs).where(eq(gigs.id, id));
    return row;
  }

  async gigsByIds(ids: (string | null)[]): Promise<Map<string, GigRow>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    if (unique.length === 0) return new Map();
    const rows = await this.db.select().from(gigs).where(inArray(gigs.id, unique));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async peopleByIds(ids: string[], executor: Executor = this.db): Promise<Map<string, PersonRow>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await executor.select().from(people).where(inArray(people.id, unique));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Live's sessions (what a VIP place's order shows as bought). */
  async liveSessionsByIds(
    ids: (string | null)[],
    executor: Executor = this.db,
  ): Promise<Map<string, LiveSessionRow>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    if (unique.length === 0) return new Map();
    const rows = await executor.select().from(liveSessions).where(inArray(liveSessions.id, unique));
    return new Map(rows.map((row) => [row.id, row]));
  }
}
