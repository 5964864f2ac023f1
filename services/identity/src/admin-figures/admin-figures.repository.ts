import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { type DashboardWindows, type WindowedCount } from '@lobby/contracts';
import { DATABASE, knowsTimeZone, localWindowStart } from '@lobby/service-kit';
import type { IdentityDatabase } from '../db/database';

type Windows = typeof DashboardWindows;

/** Counts for the staff dashboard, read straight from identity's tables. */
@Injectable()
export class AdminFiguresRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  knowsTimeZone(timeZone: string): Promise<boolean> {
    return knowsTimeZone(this.db, timeZone);
  }

  /** Accounts of `role` created in each window (days in `timeZone`), deleted and banned ones included. */
  async newAccounts(
    role: 'user' | 'influencer',
    now: Date,
    timeZone: string,
    windows: Windows,
  ): Promise<WindowedCount> {
    const since = (days: number) => sql`created_at >= ${localWindowStart(now, timeZone, days)}`;
    const result = await this.db.execute<{ today: string; week: string; month: string }>(sql`
      SELECT count(*) FILTER (WHERE ${since(windows.today)}) AS today,
             count(*) FILTER (WHERE ${since(windows.week)}) AS week,
             count(*) FILTER (WHERE ${since(windows.month)}) AS month
        FROM users WHERE role = ${role} AND created_at <= ${now}::timestamptz`);
    const row = result.rows[0];
    return { today: Number(row.today), week: Number(row.week), month: Number(row.month) };
  }

  /** Onboarding details submitted and not verified yet. */
  async onboardingsWaiting(): Promise<number> {
    const result = await this.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM onboarding_submissions WHERE status = 'submitted'`,
    );
    return Number(result.rows[0].n);
  }
}
