import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { oneTimeCodes, type OneTimeCodePurpose, type OneTimeCodeRow } from '../db/schema';

export type NewOneTimeCode = typeof oneTimeCodes.$inferInsert;

@Injectable()
export class OneTimeCodesRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async insert(code: NewOneTimeCode, executor: Executor = this.db): Promise<OneTimeCodeRow> {
    const [row] = await executor.insert(oneTimeCodes).values(code).returning();
    return row;
  }

  async findById(id: string): Promise<OneTimeCodeRow | undefined> {
    const [row] = await this.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, id));
    return row;
  }

  async findByLinkHash(
    linkTokenHash: string,
    purpose: OneTimeCodePurpose,
  ): Promise<OneTimeCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.linkTokenHash, linkTokenHash), eq(oneTimeCodes.purpose, purpose)));
    return row;
  }

  async findLatestOpen(userId: string, purpose: OneTimeCodePurpose): Promise<OneTimeCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Counts one OTP attempt, atomically, and only while attempts remain: concurrent guesses can never
   * exceed the limit. Returns the row when this attempt may be checked.
   */
  async takeAttempt(id: string, maxAttempts: number): Promise<OneTimeCodeRow | undefined> {
    const [row] = await this.db
      .update(oneTimeCodes)
      .set({ otpAttempts: sql`${oneTimeCodes.otpAttempts} + 1` })
      .where(
        and(
          eq(oneTimeCodes.id, id),
          isNull(oneTimeCodes.consumedAt),
          lt(oneTimeCodes.otpAttempts, maxAttempts),
        ),
      )
      .returning();
    return row;
  }

  /** Marks the code used; false when it was already used (a second, concurrent use loses). */
  async consume(id: string, executor: Executor = this.db): Promise<boolean> {
    const rows = await executor
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    return rows.length === 1;
  }

  /** Gives an open code new secrets and a new lifetime (resend), keeping its public id. */
  async renew(
    id: string,
    patch: { linkTokenHash: string; otpHash: string | null; expiresAt: Date; otpExpiresAt: Date | null },
  ): Promise<void> {
    await this.db.update(oneTimeCodes).set(patch).where(eq(oneTimeCodes.id, id));
  }

  /** Ends the user's open codes of one purpose, or of every purpose when `purpose` is null. */
  async consumeAllOpen(
    userId: string,
    purpose: OneTimeCodePurpose | null,
    executor: Executor = this.db,
  ): Promise<void> {
    await executor
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          purpose ? eq(oneTimeCodes.purpose, purpose) : undefined,
          isNull(oneTimeCodes.consumedAt),
        ),
      );
  }
}
