import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { LiveDatabase } from '../db/database';
import { obsCodes } from '../db/schema';

/** The only code that reads or writes OBS codes. */
@Injectable()
export class ObsCodesRepository {
  constructor(@Inject(DATABASE) private readonly db: LiveDatabase) {}

  /**
   * Replaces the streamer's unused code and clears every expired unused one, so the unique indexes over unused
   * codes cover exactly the codes that still work; a taken code fails the insert with a unique violation.
   */
  async replace(code: { id: string; streamerId: string; codeHash: string; expiresAt: Date }, now: Date) {
    await this.db.transaction(async (tx) => {
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

  /** Marks an unused, unexpired code used, once; the streamer it signs in, or undefined. */
  async redeem(codeHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(obsCodes)
      .set({ usedAt: now })
      .where(and(eq(obsCodes.codeHash, codeHash), isNull(obsCodes.usedAt), gt(obsCodes.expiresAt, now)))
      .returning({ streamerId: obsCodes.streamerId });
    return row?.streamerId;
  }
}
