import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SubmissionKind, SubmissionStatus } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { ContentDatabase } from '../db/database';
import {
  contactSubmissions,
  earlyAccessSubmissions,
  type ContactSubmissionRow,
  type EarlyAccessSubmissionRow,
} from '../db/schema';

type Executor = Pick<ContentDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** `%` and `_` typed in a search are meant literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface SubmissionFilter {
  search: string;
  status?: SubmissionStatus;
}

const tableOf = (kind: SubmissionKind) => (kind === 'contact' ? contactSubmissions : earlyAccessSubmissions);

/** The only code that reads or writes contact and early-access submissions. */
@Injectable()
export class SubmissionsRepository {
  constructor(@Inject(DATABASE) private readonly db: ContentDatabase) {}

  async insertContact(
    row: Omit<ContactSubmissionRow, 'createdAt' | 'handledAt' | 'handledBy'>,
    executor: Executor,
  ): Promise<ContactSubmissionRow> {
    const [saved] = await executor.insert(contactSubmissions).values(row).returning();
    return saved;
  }

  /** One row per email: a new one, or the earlier one updated and opened again. */
  async upsertEarlyAccess(
    row: Pick<EarlyAccessSubmissionRow, 'id' | 'email' | 'name' | 'role' | 'links'>,
  ): Promise<EarlyAccessSubmissionRow> {
    const [saved] = await this.db
      .insert(earlyAccessSubmissions)
      .values(row)
      .onConflictDoUpdate({
        target: earlyAccessSubmissions.email,
        set: {
          name: sql`coalesce(excluded.name, ${earlyAccessSubmissions.name})`,
          role: row.role,
          links: sql`excluded.links`,
          updatedAt: sql`now()`,
          handledAt: null,
          handledBy: null,
        },
      })
      .returning();
    return saved;
  }

  private where(kind: SubmissionKind, filter: SubmissionFilter, after?: string | null): SQL | undefined {
    const table = tableOf(kind);
    const pattern = filter.search ? likePattern(filter.search) : null;
    const search = !pattern
      ? undefined
      : kind === 'contact'
        ? or(
            ilike(contactSubmissions.name, pattern),
            ilike(contactSubmissions.email, pattern),
            ilike(contactSubmissions.subject, pattern),
            ilike(contactSubmissions.message, pattern),
          )
        : or(ilike(earlyAccessSubmissions.name, pattern), ilike(earlyAccessSubmissions.email, pattern));
    return and(
      search,
      filter.status === 'open' ? isNull(table.handledAt) : undefined,
      filter.status === 'handled' ? isNotNull(table.handledAt) : undefined,
      after ? lt(table.id, after) : undefined,
    );
  }

  /** Newest first: ids are UUIDv7, ordered by when the row was made. */
  async listContact(filter: SubmissionFilter, limit: number, offset: number, after?: string | null) {
    return this.db
      .select()
      .from(contactSubmissions)
      .where(this.where('contact', filter, after))
      .orderBy(desc(contactSubmissions.id))
      .limit(limit)
      .offset(offset);
  }

  async listEarlyAccess(filter: SubmissionFilter, limit: number, offset: number, after?: string | null) {
    return this.db
      .select()
      .from(earlyAccessSubmissions)
      .where(this.where('early-access', filter, after))
      .orderBy(desc(earlyAccessSubmissions.id))
      .limit(limit)
      .offset(offset);
  }

  async count(kind: SubmissionKind, filter: SubmissionFilter): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(tableOf(kind))
      .where(this.where(kind, filter));
    return row.count;
  }

  async lock(
    kind: SubmissionKind,
    id: string,
    executor: Executor,
  ): Promise<ContactSubmissionRow | EarlyAccessSubmissionRow | undefined> {
    const table = tableOf(kind);
    const [row] = await executor.select().from(table).where(eq(table.id, id)).for('update');
    return row;
  }

  async setHandled(
    kind: SubmissionKind,
    id: string,
    handled: { at: Date; by: string } | null,
    executor: Executor,
  ): Promise<void> {
    const table = tableOf(kind);
    await executor
      .update(table)
      .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
      .where(eq(table.id, id));
  }
}
