import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { LiveDatabase } from '../db/database';
import { obsCodes } from '../db/schema';

/** The only code that reads or writes OBS codes. */
@Injectable()
export class ObsCodesRepository {
  constructor(@Inject(DATABASE) private readonly db: LiveDatabase) {}

  /**
   * Replaces the streamer's unused code and clears every expired unused one, so the unique indexes over unused
   * codes cover exactly the codes that still hold their selector; a taken selector fails the insert with a
   * unique violation. The streamer's requests take turns (an advisory lock on the streamer): sent at once, they
   * would otherwise all delete the same old code and all but one insert would fail on the per-streamer index.
   */
  async replace(
    code: { id: string; streamerId: string; selector: string; codeHash: string; expiresAt: Date },
    now: Date,
  ) {
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`obs-code:${code.streamerId}`}, 0))`,
      );
      await tx
        .delete(obsCodes)
        .where(
          and(
            isNull(obsCodes.usedAt),
            or(eq(obsCodes.streamerId, code.streamerId), lte(obsCodes.expiresAt, now)),
          ),
        );
      await tx.insert(obsCodes).values(code);
    });
  }

  /** The unused, unexpired code with this selector that still has tries left. */
  async findRedeemable(selector: string, now: Date, maxWrongAttempts: number) {
    const [row] = await this.db
      .select({ id: obsCodes.id, codeHash: obsCodes.codeHash })
      .from(obsCodes)
      .where(and(eq(obsCodes.selector, selector), this.redeemable(now, maxWrongAttempts)));
    return row;
  }

  /** Counts a wrong try in one atomic update, so wrong tries sent at once all count. */
  async countWrongAttempt(id: string): Promise<void> {
    await this.db
      .update(obsCodes)
      .set({ failedAttempts: sql`${obsCodes.failedAttempts} + 1` })
      .where(eq(obsCodes.id, id));
  }

  /**
   * Marks the code used, once, if it is still redeemable at this moment (a wrong try counted meanwhile may have
   * burnt it); the streamer it signs in, or undefined.
   */
  async markUsed(id: string, now: Date, maxWrongAttempts: number): Promise<string | undefined> {
    const [row] = await this.db
      .update(obsCodes)
      .set({ usedAt: now })
      .where(and(eq(obsCodes.id, id), this.redeemable(now, maxWrongAttempts)))
      .returning({ streamerId: obsCodes.streamerId });
    return row?.streamerId;
  }

  private redeemable(now: Date, maxWrongAttempts: number) {
    return and(
      isNull(obsCodes.usedAt),
      gt(obsCodes.expiresAt, now),
      lt(obsCodes.failedAttempts, maxWrongAttempts),
    );
  }
}
