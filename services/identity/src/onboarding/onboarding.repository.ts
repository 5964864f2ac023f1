import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { StaffPermission } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { moderatorStreamers, staffPermissions, users } from '../db/schema';
import {
  onboardingDocuments,
  onboardingSubmissions,
  streamerBankDetails,
  type OnboardingDocumentRow,
  type OnboardingSubmissionRow,
  type StreamerBankDetailsRow,
} from './onboarding.schema';

export type DocumentKind = 'bankStatement' | 'signedAgreement' | 'cancelledCheque';
export type NewDocument = typeof onboardingDocuments.$inferInsert;
export type NewSubmission = Omit<typeof onboardingSubmissions.$inferInsert, 'status'>;
export type NewBankDetails = typeof streamerBankDetails.$inferInsert;

/** Who is asking for a document: their account state, staff grants and managed streamers. */
export interface DocumentViewer {
  role: string;
  usable: boolean;
  permissions: StaffPermission[];
  managesStreamer: boolean;
}

/** The only code that reads or writes onboarding submissions, bank details and their documents. */
@Injectable()
export class OnboardingRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async streamerRole(streamerId: string): Promise<string | null> {
    const [row] = await this.db.select({ role: users.role }).from(users).where(eq(users.id, streamerId));
    return row?.role ?? null;
  }

  async insertDocuments(rows: NewDocument[], executor: Executor = this.db): Promise<void> {
    await executor.insert(onboardingDocuments).values(rows);
  }

  /**
   * Writes the streamer's submission over an earlier one in a `replaceable` state; answers null (writing
   * nothing) when the earlier one is in another state.
   */
  async replaceSubmission(row: NewSubmission, replaceable: string[], executor: Executor = this.db) {
    const { id: _id, streamerId: _streamerId, ...changes } = row;
    const [saved] = await executor
      .insert(onboardingSubmissions)
      .values(row)
      .onConflictDoUpdate({
        target: onboardingSubmissions.streamerId,
        set: { ...changes, submittedAt: sql`now()` },
        setWhere: inArray(onboardingSubmissions.status, replaceable),
      })
      .returning();
    return saved ?? null;
  }

  async replaceBankDetails(row: NewBankDetails, executor: Executor = this.db) {
    const { id: _id, streamerId: _streamerId, ...changes } = row;
    const [saved] = await executor
      .insert(streamerBankDetails)
      .values(row)
      .onConflictDoUpdate({
        target: streamerBankDetails.streamerId,
        set: { ...changes, updatedAt: sql`now()` },
      })
      .returning();
    return saved;
  }

  /** Deletes the streamer's documents of these kinds other than `keep`, answering their storage keys. */
  async deleteDocumentsExcept(
    streamerId: string,
    kinds: DocumentKind[],
    keep: string[],
    executor: Executor = this.db,
  ): Promise<string[]> {
    const deleted = await executor
      .delete(onboardingDocuments)
      .where(
        and(
          eq(onboardingDocuments.streamerId, streamerId),
          inArray(onboardingDocuments.kind, kinds),
          notInArray(onboardingDocuments.id, keep),
        ),
      )
      .returning({ storageKey: onboardingDocuments.storageKey });
    return deleted.map((row) => row.storageKey);
  }

  async submissionOf(streamerId: string): Promise<OnboardingSubmissionRow | null> {
    const [row] = await this.db
      .select()
      .from(onboardingSubmissions)
      .where(eq(onboardingSubmissions.streamerId, streamerId));
    return row ?? null;
  }

  async statusesOf(streamerIds: string[]): Promise<{ streamerId: string; status: string }[]> {
    if (streamerIds.length === 0) return [];
    return this.db
      .select({ streamerId: onboardingSubmissions.streamerId, status: onboardingSubmissions.status })
      .from(onboardingSubmissions)
      .where(inArray(onboardingSubmissions.streamerId, streamerIds));
  }

  async bankDetailsOf(streamerId: string): Promise<StreamerBankDetailsRow | null> {
    const [row] = await this.db
      .select()
      .from(streamerBankDetails)
      .where(eq(streamerBankDetails.streamerId, streamerId));
    return row ?? null;
  }

  async documents(ids: string[]): Promise<OnboardingDocumentRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(onboardingDocuments).where(inArray(onboardingDocuments.id, ids));
  }

  async document(id: string): Promise<OnboardingDocumentRow | null> {
    const [row] = await this.db.select().from(onboardingDocuments).where(eq(onboardingDocuments.id, id));
    return row ?? null;
  }

  /** Moves the submission from one of the `from` states to 'verified'; null when there is none in them. */
  async markVerified(
    streamerId: string,
    staffId: string,
    from: string[],
  ): Promise<OnboardingSubmissionRow | null> {
    const [row] = await this.db
      .update(onboardingSubmissions)
      .set({ status: 'verified', verifiedAt: sql`now()`, verifiedBy: staffId })
      .where(
        and(eq(onboardingSubmissions.streamerId, streamerId), inArray(onboardingSubmissions.status, from)),
      )
      .returning();
    return row ?? null;
  }

  /** Locks the submissions of these streamers for the transaction (a batch verification). */
  async lockSubmissions(streamerIds: string[], executor: Executor): Promise<OnboardingSubmissionRow[]> {
    if (streamerIds.length === 0) return [];
    return executor
      .select()
      .from(onboardingSubmissions)
      .where(inArray(onboardingSubmissions.streamerId, streamerIds))
      .orderBy(onboardingSubmissions.streamerId)
      .for('update');
  }

  /** Moves these streamers' submissions in one of the `from` states to 'verified'; answers the rows moved. */
  async markManyVerified(
    streamerIds: string[],
    staffId: string,
    from: string[],
    executor: Executor,
  ): Promise<OnboardingSubmissionRow[]> {
    if (streamerIds.length === 0) return [];
    return executor
      .update(onboardingSubmissions)
      .set({ status: 'verified', verifiedAt: sql`now()`, verifiedBy: staffId })
      .where(
        and(
          inArray(onboardingSubmissions.streamerId, streamerIds),
          inArray(onboardingSubmissions.status, from),
        ),
      )
      .returning();
  }

  /** Submissions newest first, with their streamer's username and email, optionally of one status. */
  async submissionsPage(status: string | undefined, page: { limit: number; offset: number }) {
    const where = status ? eq(onboardingSubmissions.status, status) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ submission: onboardingSubmissions, username: users.username, email: users.email })
        .from(onboardingSubmissions)
        .innerJoin(users, eq(users.id, onboardingSubmissions.streamerId))
        .where(where)
        .orderBy(desc(onboardingSubmissions.submittedAt), desc(onboardingSubmissions.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(onboardingSubmissions)
        .where(where),
    ]);
    return { rows, total };
  }

  async viewer(viewerId: string, streamerId: string): Promise<DocumentViewer | null> {
    const [user] = await this.db
      .select({ role: users.role, isActive: users.isActive, isBanned: users.isBanned })
      .from(users)
      .where(eq(users.id, viewerId));
    if (!user) return null;
    const [grants, managed] = await Promise.all([
      this.db
        .select({
          service: staffPermissions.service,
          read: staffPermissions.canRead,
          write: staffPermissions.canWrite,
        })
        .from(staffPermissions)
        .where(eq(staffPermissions.userId, viewerId)),
      this.db
        .select({ streamerId: moderatorStreamers.streamerId })
        .from(moderatorStreamers)
        .where(
          and(eq(moderatorStreamers.moderatorId, viewerId), eq(moderatorStreamers.streamerId, streamerId)),
        ),
    ]);
    return {
      role: user.role,
      usable: user.isActive && !user.isBanned,
      permissions: grants as StaffPermission[],
      managesStreamer: managed.length > 0,
    };
  }
}
