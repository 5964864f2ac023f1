import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { AccountText, type DeletionRequestStatus } from '@lobby/contracts';
import { DATABASE, DomainError, isUniqueViolation } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { deletionRequests, users, type DeletionRequestRow } from '../db/schema';

export type DeletionRequestWithUser = DeletionRequestRow & { username: string; email: string | null };

/** Users' requests to delete their account, and staff decisions on them. */
@Injectable()
export class DeletionRequestsRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /** Refused with 409 while the user already has a pending request. */
  async insert(request: { id: string; userId: string; reason: string }): Promise<void> {
    try {
      await this.db.insert(deletionRequests).values(request);
    } catch (error) {
      if (isUniqueViolation(error, 'deletion_requests_pending_unique'))
        throw DomainError.conflict(AccountText.deletionAlreadyRequested);
      throw error;
    }
  }

  /** Newest first, with the account's current username and email. */
  async page(filter: {
    status?: DeletionRequestStatus;
    offset: number;
    limit: number;
  }): Promise<{ rows: DeletionRequestWithUser[]; total: number }> {
    const where = filter.status ? eq(deletionRequests.status, filter.status) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ request: deletionRequests, username: users.username, email: users.email })
        .from(deletionRequests)
        .innerJoin(users, eq(users.id, deletionRequests.userId))
        .where(where)
        .orderBy(desc(deletionRequests.createdAt), desc(deletionRequests.id))
        .offset(filter.offset)
        .limit(filter.limit),
      this.db.select({ total: count() }).from(deletionRequests).where(where),
    ]);
    return { rows: rows.map((row) => ({ ...row.request, username: row.username, email: row.email })), total };
  }

  /** Approves a pending request; undefined when it isn't pending (already approved, or unknown). */
  async approve(id: string, decidedBy: string, executor: Executor): Promise<DeletionRequestRow | undefined> {
    const [row] = await executor
      .update(deletionRequests)
      .set({ status: 'approved', decidedAt: sql`now()`, decidedBy })
      .where(and(eq(deletionRequests.id, id), eq(deletionRequests.status, 'pending')))
      .returning();
    return row;
  }

  async exists(id: string, executor: Executor = this.db): Promise<boolean> {
    const [row] = await executor
      .select({ id: deletionRequests.id })
      .from(deletionRequests)
      .where(eq(deletionRequests.id, id));
    return Boolean(row);
  }
}
