import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Currency, DashboardWindows, WindowedCount } from '@lobby/contracts';
import { DATABASE, knowsTimeZone, localDate, localWindowStart } from '@lobby/service-kit';
import type { PaymentsDatabase } from '../db/database';

type Windows = typeof DashboardWindows;

/**
 * Sales on the staff dashboard, summed from the ledger: the `system:payment:{currency}` entries of sale and
 * sale-reversal transactions (negated: what fans paid, less what was refunded), each dated when it happened, so a
 * refund counts on its own day and past days never change. Card top-ups and card refunds move that account too,
 * but in transactions of other kinds, which are left out.
 */
@Injectable()
export class AdminFiguresRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  knowsTimeZone(timeZone: string): Promise<boolean> {
    return knowsTimeZone(this.db, timeZone);
  }

  /** Net sales per currency in each window. */
  async grossByWindow(now: Date, timeZone: string, windows: Windows) {
    const since = (days: number) => sql`e.created_at >= ${localWindowStart(now, timeZone, days)}`;
    const result = await this.db.execute<{
      currency: Currency;
      today: string;
      week: string;
      month: string;
    }>(sql`
      SELECT e.currency,
             COALESCE(SUM(-e.amount_minor) FILTER (WHERE ${since(windows.today)}), 0)::bigint AS today,
             COALESCE(SUM(-e.amount_minor) FILTER (WHERE ${since(windows.week)}), 0)::bigint AS week,
             COALESCE(SUM(-e.amount_minor) FILTER (WHERE ${since(windows.month)}), 0)::bigint AS month
        FROM ledger_entries e
        WHERE ${saleEntries()} AND e.created_at >= ${localWindowStart(now, timeZone, windows.month)}
          AND e.created_at <= ${now}::timestamptz
        GROUP BY e.currency ORDER BY e.currency`);
    return result.rows.map((row) => ({
      currency: row.currency,
      today: Number(row.today),
      week: Number(row.week),
      month: Number(row.month),
    }));
  }

  /** Net sales per local day and currency since the start of the `days`-day window (days without sales left out). */
  async grossByDay(now: Date, timeZone: string, days: number) {
    const day = localDate(sql`e.created_at`, timeZone);
    const result = await this.db.execute<{ day: string; currency: Currency; amount: string }>(sql`
      SELECT ${day} AS day, e.currency, SUM(-e.amount_minor)::bigint AS amount
        FROM ledger_entries e
        WHERE ${saleEntries()} AND e.created_at >= ${localWindowStart(now, timeZone, days)}
          AND e.created_at <= ${now}::timestamptz
        GROUP BY 1, 2`);
    return result.rows.map((row) => ({ day: row.day, currency: row.currency, amount: Number(row.amount) }));
  }

  /** Orders and VIP places paid in each window (refunded later or not). */
  async paidOrders(now: Date, timeZone: string, windows: Windows): Promise<WindowedCount> {
    const since = (days: number) => sql`paid_at >= ${localWindowStart(now, timeZone, days)}`;
    const result = await this.db.execute<{ today: string; week: string; month: string }>(sql`
      SELECT count(*) FILTER (WHERE ${since(windows.today)}) AS today,
             count(*) FILTER (WHERE ${since(windows.week)}) AS week,
             count(*) FILTER (WHERE ${since(windows.month)}) AS month
        FROM sales WHERE paid_at <= ${now}::timestamptz`);
    const row = result.rows[0];
    return { today: Number(row.today), week: Number(row.week), month: Number(row.month) };
  }

  /** The local dates of the `days` days ending today, oldest first. */
  async days(now: Date, timeZone: string, days: number): Promise<string[]> {
    const result = await this.db.execute<{ day: string }>(sql`
      SELECT to_char(d, 'YYYY-MM-DD') AS day
        FROM generate_series(
          date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timeZone}) - make_interval(days => ${days - 1}),
          date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timeZone}),
          interval '1 day') AS d`);
    return result.rows.map((row) => row.day);
  }

  /** Streamers with sales that may still be owed to them: paid out in no payout, or refunded after one. */
  async streamersWithOpenSales(): Promise<string[]> {
    const result = await this.db.execute<{ streamer_id: string }>(sql`
      SELECT DISTINCT s.streamer_id FROM sales s
        WHERE s.sale_transaction_id IS NOT NULL
          AND (NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.order_id = s.order_id) OR s.refund_after_payout)`);
    return result.rows.map((row) => row.streamer_id);
  }
}

/** The sales account's side of sale and reversal transactions. */
function saleEntries() {
  return sql`e.account LIKE 'system:payment:%' AND e.kind IN ('sale', 'sale_reversal')`;
}
