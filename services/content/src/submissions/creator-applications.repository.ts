import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CreatorApplicationStatus } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { ContentDatabase } from '../db/database';
import { creatorApplications, type CreatorApplicationRow } from '../db/schema';
import { likePattern } from './submissions.repository';

type Executor = Pick<ContentDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type CreatorApplicationValues = Omit<
  CreatorApplicationRow,
  'status' | 'createdAt' | 'decidedAt' | 'decidedBy'
>;

/** The only code that reads or writes creator applications. */
@Injectable()
export class CreatorApplicationsRepository {
  constructor(@Inject(DATABASE) private readonly db: ContentDatabase) {}

  /** A new pending application, or the same email's pending one updated (one pending per email). */
  async upsertPending(values: CreatorApplicationValues): Promise<CreatorApplicationRow> {
    const { id: _id, ...details } = values;
    const [row] = await this.db
      .insert(creatorApplications)
      .values(values)
      .onConflictDoUpdate({
        target: creatorApplications.email,
        targetWhere: sql`status = 'pending'`,
        set: details,
      })
      .returning();
    return row;
  }

  private where(search: string, status?: CreatorApplicationStatus): SQL | undefined {
    const pattern = search ? likePattern(search) : null;
    return and(
      pattern
        ? or(ilike(creatorApplications.name, pattern), ilike(creatorApplications.email, pattern))
        : undefined,
      status ? eq(creatorApplications.status, status) : undefined,
    );
  }

  async list(search: string, status: CreatorApplicationStatus | undefined, limit: number, offset: number) {
    return this.db
      .select()
      .from(creatorApplications)
      .where(this.where(search, status))
      .orderBy(desc(creatorApplications.id))
      .limit(limit)
      .offset(offset);
  }

  async count(search: string, status?: CreatorApplicationStatus): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(creatorApplications)
      .where(this.where(search, status));
    return row.count;
  }

  async lock(id: string, executor: Executor): Promise<CreatorApplicationRow | undefined> {
    const [row] = await executor
      .select()
      .from(creatorApplications)
      .where(eq(creatorApplications.id, id))
      .for('update');
    return row;
  }

  async decide(
    id: string,
    status: CreatorApplicationStatus,
    by: string,
    at: Date,
    executor: Executor,
  ): Promise<CreatorApplicationRow> {
    const [row] = await executor
      .update(creatorApplications)
      .set({ status, decidedAt: at, decidedBy: by })
      .where(eq(creatorApplications.id, id))
      .returning();
    return row;
  }
}
