import { Inject, Injectable } from '@nestjs/common';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { bans } from '../db/schema';

/** The record of bans: who, why, by whom, and when lifted. */
@Injectable()
export class BansRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async insert(
    rows: { id: string; userId: string; reason: string; bannedBy: string }[],
    executor: Executor = this.db,
  ): Promise<void> {
    if (rows.length === 0) return;
    await executor.insert(bans).values(rows);
  }

  async lift(userIds: string[], liftedBy: string, executor: Executor = this.db): Promise<void> {
    if (userIds.length === 0) return;
    await executor
      .update(bans)
      .set({ liftedAt: sql`now()`, liftedBy })
      .where(and(inArray(bans.userId, userIds), isNull(bans.liftedAt)));
  }
}
