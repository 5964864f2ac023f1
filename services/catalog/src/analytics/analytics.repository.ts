import { Inject, Injectable } from '@nestjs/common';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  max,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import { type Currency, FunnelClickTypes, type ViewedPageKind } from '@lobby/contracts';
import { DATABASE, knowsTimeZone, localDate, localWindowStart } from '@lobby/service-kit';
import type { CatalogDatabase, Executor } from '../db/database';
import { checkoutsStarted, fanProfiles, funnelMarks, gigs, paidOrders } from '../db/schema';

export type NewPaidOrder = typeof paidOrders.$inferInsert;
export type NewCheckoutStarted = typeof checkoutsStarted.$inferInsert;
export type FanProfile = typeof fanProfiles.$inferInsert;

export interface MoneyRow {
  currency: Currency;
  amount: number;
}

export interface GigFigures {
  gigId: string;
  title: string;
  slug: string;
  currency: Currency;
  paidOrders: number;
  revenue: number;
  views: number;
  clicks: number;
}

export interface FanFigures {
  userId: string;
  username: string | null;
  fullName: string | null;
  imageUrl: string | null;
  paidOrders: number;
  lastPaidAt: Date;
}

const asNumber = (value: unknown): number => Number(value ?? 0);
const isFunnelClick = (itemKind: string) => (FunnelClickTypes as readonly string[]).includes(itemKind);

/** The only code that reads or writes the analytics read models (marks, checkouts started, paid orders, fans). */
@Injectable()
export class AnalyticsRepository {
  constructor(@Inject(DATABASE) private readonly db: CatalogDatabase) {}

  /** Each order once, whichever delivery of its event comes first. */
  async recordPaid(order: NewPaidOrder, executor: Executor = this.db): Promise<void> {
    await executor.insert(paidOrders).values(order).onConflictDoNothing();
  }

  /** A refunded order no longer counts as paid (nor towards its fan's spend). */
  async forgetPaid(orderId: string, executor: Executor = this.db): Promise<void> {
    await executor.delete(paidOrders).where(eq(paidOrders.orderId, orderId));
  }

  /** A partly refunded order still counts as paid, for what it kept. */
  async keepPart(orderId: string, keptMinor: number, executor: Executor = this.db): Promise<void> {
    await executor.update(paidOrders).set({ amountMinor: keptMinor }).where(eq(paidOrders.orderId, orderId));
  }

  async recordCheckoutStarted(checkout: NewCheckoutStarted, executor: Executor = this.db): Promise<void> {
    await executor.insert(checkoutsStarted).values(checkout).onConflictDoNothing();
  }

  /** Keeps the newest snapshot of a fan's public name. */
  async upsertFan(fan: FanProfile, executor: Executor = this.db): Promise<void> {
    await executor
      .insert(fanProfiles)
      .values(fan)
      .onConflictDoUpdate({
        target: fanProfiles.userId,
        set: { username: fan.username, fullName: fan.fullName, imageUrl: fan.imageUrl, version: fan.version },
        setWhere: lt(fanProfiles.version, fan.version),
      });
  }

  knowsTimeZone(timeZone: string): Promise<boolean> {
    return knowsTimeZone(this.db, timeZone);
  }

  /** The instant a window of `days` local days (today included) starts in `timeZone`, and that local date. */
  async windowStart(now: Date, timeZone: string, days: number): Promise<{ since: Date; sinceDay: string }> {
    const start = localWindowStart(now, timeZone, days);
    const result = await this.db.execute<{ since: Date | string; since_day: string }>(
      sql`SELECT ${start} AS since, ${localDate(start, timeZone)} AS since_day`,
    );
    const [row] = result.rows;
    return { since: new Date(row.since), sinceDay: row.since_day };
  }

  /** Marks per stage (and views per page kind) of a streamer's items marked from `since` on (null: ever). */
  async marks(starId: string, since: Date | null) {
    const rows = await this.db
      .select({ stage: funnelMarks.stage, itemKind: funnelMarks.itemKind, marks: count() })
      .from(funnelMarks)
      .where(and(eq(funnelMarks.starId, starId), since ? gte(funnelMarks.createdAt, since) : undefined))
      .groupBy(funnelMarks.stage, funnelMarks.itemKind);
    const views: Record<ViewedPageKind, number> = { star: 0, gig: 0, live: 0 };
    let clicks = 0;
    for (const row of rows) {
      if (row.stage === 'click') {
        if (isFunnelClick(row.itemKind)) clicks += row.marks;
      } else if (row.itemKind in views) views[row.itemKind as ViewedPageKind] += row.marks;
    }
    return { views, clicks };
  }

  async checkoutsStartedSince(starId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(checkoutsStarted)
      .where(and(eq(checkoutsStarted.starId, starId), gte(checkoutsStarted.startedAt, since)));
    return row.n;
  }

  /** Paid orders, distinct paying fans and revenue per currency, from `since` (null: ever). */
  async paidSince(starId: string, since: Date | null) {
    const where = and(eq(paidOrders.starId, starId), since ? gte(paidOrders.paidAt, since) : undefined);
    const [totals] = await this.db
      .select({ orders: count(), fans: countDistinct(paidOrders.userId) })
      .from(paidOrders)
      .where(where);
    const revenue = await this.db
      .select({ currency: paidOrders.currency, amount: sum(paidOrders.amountMinor) })
      .from(paidOrders)
      .where(where)
      .groupBy(paidOrders.currency)
      .orderBy(desc(sum(paidOrders.amountMinor)), paidOrders.currency);
    return {
      orders: totals.orders,
      fans: totals.fans,
      revenue: revenue.map((row): MoneyRow => ({
        currency: row.currency as Currency,
        amount: asNumber(row.amount),
      })),
    };
  }

  /** Every gig of the streamer still there, with its paid orders, revenue (in the gig's currency) and marks. */
  async gigFigures(starId: string): Promise<GigFigures[]> {
    const orders = this.db
      .select({
        gigId: paidOrders.gigId,
        currency: paidOrders.currency,
        orders: count().as('orders'),
        revenue: sum(paidOrders.amountMinor).as('revenue'),
      })
      .from(paidOrders)
      .where(eq(paidOrders.starId, starId))
      .groupBy(paidOrders.gigId, paidOrders.currency)
      .as('orders');
    const marks = this.db
      .select({
        itemId: funnelMarks.itemId,
        views: sql<number>`count(*) filter (where ${funnelMarks.stage} = 'view')`.as('views'),
        clicks: sql<number>`count(*) filter (where ${funnelMarks.stage} = 'click')`.as('clicks'),
      })
      .from(funnelMarks)
      .where(
        and(
          eq(funnelMarks.starId, starId),
          or(
            and(eq(funnelMarks.stage, 'view'), eq(funnelMarks.itemKind, 'gig')),
            and(eq(funnelMarks.stage, 'click'), eq(funnelMarks.itemKind, 'book')),
          ),
        ),
      )
      .groupBy(funnelMarks.itemId)
      .as('marks');
    const rows = await this.db
      .select({
        gigId: gigs.id,
        title: gigs.title,
        slug: gigs.slug,
        currency: gigs.baseCurrency,
        paidOrders: sql<number>`coalesce(sum(${orders.orders}), 0)`,
        revenue: sql<number>`coalesce(sum(${orders.revenue}) filter (where ${orders.currency} = ${gigs.baseCurrency}), 0)`,
        views: sql<number>`coalesce(max(${marks.views}), 0)`,
        clicks: sql<number>`coalesce(max(${marks.clicks}), 0)`,
      })
      .from(gigs)
      .leftJoin(orders, eq(orders.gigId, gigs.id))
      .leftJoin(marks, eq(marks.itemId, gigs.id))
      .where(and(eq(gigs.starId, starId), isNull(gigs.deletedAt)))
      .groupBy(gigs.id);
    return rows.map((row) => ({
      ...row,
      currency: row.currency as Currency,
      paidOrders: asNumber(row.paidOrders),
      revenue: asNumber(row.revenue),
      views: asNumber(row.views),
      clicks: asNumber(row.clicks),
    }));
  }

  /** The streamer's paying fans, most orders first, with their names when identity has told us. */
  async topFans(starId: string, limit: number): Promise<FanFigures[]> {
    const rows = await this.db
      .select({
        userId: paidOrders.userId,
        username: fanProfiles.username,
        fullName: fanProfiles.fullName,
        imageUrl: fanProfiles.imageUrl,
        paidOrders: count(),
        total: sum(paidOrders.amountMinor),
        lastPaidAt: max(paidOrders.paidAt),
      })
      .from(paidOrders)
      .leftJoin(fanProfiles, eq(fanProfiles.userId, paidOrders.userId))
      .where(eq(paidOrders.starId, starId))
      .groupBy(paidOrders.userId, fanProfiles.userId)
      .orderBy(
        desc(count()),
        desc(sum(paidOrders.amountMinor)),
        desc(max(paidOrders.paidAt)),
        paidOrders.userId,
      )
      .limit(limit);
    return rows.map((row) => ({
      userId: row.userId,
      username: row.username,
      fullName: row.fullName,
      imageUrl: row.imageUrl,
      paidOrders: row.paidOrders,
      lastPaidAt: row.lastPaidAt ?? new Date(0),
    }));
  }

  /** Each fan's spend per currency with the streamer, largest first. */
  async spendOf(starId: string, userIds: string[]): Promise<Map<string, MoneyRow[]>> {
    const spend = new Map<string, MoneyRow[]>();
    if (userIds.length === 0) return spend;
    const rows = await this.db
      .select({
        userId: paidOrders.userId,
        currency: paidOrders.currency,
        amount: sum(paidOrders.amountMinor),
      })
      .from(paidOrders)
      .where(and(eq(paidOrders.starId, starId), inArray(paidOrders.userId, userIds)))
      .groupBy(paidOrders.userId, paidOrders.currency)
      .orderBy(desc(sum(paidOrders.amountMinor)), paidOrders.currency);
    for (const row of rows) {
      const list = spend.get(row.userId) ?? [];
      list.push({ currency: row.currency as Currency, amount: asNumber(row.amount) });
      spend.set(row.userId, list);
    }
    return spend;
  }
}
