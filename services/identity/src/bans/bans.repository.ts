import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { bans, users } from '../db/schema';

const banners = alias(users, 'banners');

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

  /** Bans in force, newest first, with the account and who banned it. */
  async inForcePage(offset: number, limit: number) {
    const inForce = isNull(bans.liftedAt);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({
          ban: bans,
          user: {
            id: users.id,
            username: users.username,
            fullName: users.fullName,
            role: users.role,
            imageUrl: users.imageUrl,
            isBanned: users.isBanned,
          },
          bannedByUsername: banners.username,
        })
        .from(bans)
        .innerJoin(users, eq(users.id, bans.userId))
        .leftJoin(banners, eq(banners.id, bans.bannedBy))
        .where(inForce)
        .orderBy(desc(bans.createdAt), desc(bans.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ total: count() }).from(bans).where(inForce),
    ]);
    return { rows, total };
  }

  /** The reasons of the bans in force of these accounts (what an unban lifts, for the audit log). */
  async reasonsInForce(userIds: string[], executor: Executor = this.db): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await executor
      .select({ userId: bans.userId, reason: bans.reason })
      .from(bans)
      .where(and(inArray(bans.userId, userIds), isNull(bans.liftedAt)));
    return new Map(rows.map((row) => [row.userId, row.reason]));
  }
}
