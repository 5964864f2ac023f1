import { Inject, Injectable } from '@nestjs/common';
import { and, arrayContains, asc, count, desc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { DATABASE, newId } from '@lobby/service-kit';
import type { BookingDatabase, Executor } from '../db/database';
import { giveawayDraws, orders, people } from '../db/schema';

export type GiveawayDrawRow = typeof giveawayDraws.$inferSelect;
export type PersonRow = typeof people.$inferSelect;

export interface EligibilityRule {
  from: Date;
  to: Date;
  streamerId: string | null;
}

/** The only code that reads or writes giveaway draws, and reads who booked for them. */
@Injectable()
export class GiveawaysRepository {
  constructor(@Inject(DATABASE) private readonly db: BookingDatabase) {}

  /**
   * Fans with an order paid in [from, to) (optionally of one streamer) that is still paid or completed (a refunded
   * booking doesn't count), leaving out accounts that are no longer listed (banned, deleted); sorted by id.
   */
  async eligible(rule: EligibilityRule, executor: Executor = this.db): Promise<string[]> {
    const rows = await executor
      .select({ userId: orders.userId })
      .from(orders)
      .leftJoin(people, eq(people.id, orders.userId))
      .where(
        and(
          inArray(orders.status, ['paid', 'completed']),
          gte(orders.paidAt, rule.from),
          lt(orders.paidAt, rule.to),
          rule.streamerId ? eq(orders.streamerId, rule.streamerId) : undefined,
          or(isNull(people.id), eq(people.listed, true)),
        ),
      )
      .groupBy(orders.userId)
      .orderBy(asc(orders.userId));
    return rows.map((row) => row.userId);
  }

  async insert(
    values: Omit<GiveawayDrawRow, 'id' | 'createdAt'>,
    executor: Executor,
  ): Promise<GiveawayDrawRow> {
    const [row] = await executor
      .insert(giveawayDraws)
      .values({ id: newId(), ...values })
      .returning();
    return row;
  }

  async find(id: string): Promise<GiveawayDrawRow | undefined> {
    const [row] = await this.db.select().from(giveawayDraws).where(eq(giveawayDraws.id, id));
    return row;
  }

  async page(offset: number, limit: number): Promise<{ rows: GiveawayDrawRow[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(giveawayDraws)
        .orderBy(desc(giveawayDraws.createdAt), desc(giveawayDraws.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(giveawayDraws),
    ]);
    return { rows, total };
  }

  /** The draws `userId` was drawn a winner of since `since`, newest first. */
  async wonBy(userId: string, since: Date, limit: number): Promise<GiveawayDrawRow[]> {
    return this.db
      .select()
      .from(giveawayDraws)
      .where(and(arrayContains(giveawayDraws.winnerIds, [userId]), gte(giveawayDraws.createdAt, since)))
      .orderBy(desc(giveawayDraws.createdAt), desc(giveawayDraws.id))
      .limit(limit);
  }

  async people(ids: string[]): Promise<PersonRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(people).where(inArray(people.id, ids));
  }
}
