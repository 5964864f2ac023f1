import { type SQL, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * Windows of whole days in a viewer's time zone (dashboards: "the last 7 days" from local midnight). PostgreSQL
 * does the zone arithmetic (`AT TIME ZONE`), so daylight-saving days are 23 or 25 hours long as they should be.
 */

/** The zone when the caller names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether PostgreSQL knows the IANA zone name (an unknown one would fail the query instead). */
export async function knowsTimeZone(db: Pick<NodePgDatabase, 'execute'>, timeZone: string): Promise<boolean> {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  const result = await db.execute(sql`SELECT 1 FROM pg_timezone_names WHERE name = ${timeZone}`);
  return result.rows.length > 0;
}

/** The instant a window of `days` days (today included) starts: local midnight `days - 1` days before today. */
export function localWindowStart(now: Date, timeZone: string, days: number): SQL {
  return sql`((date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timeZone}) - make_interval(days => ${days - 1})) AT TIME ZONE ${timeZone})`;
}

/** The local calendar date (YYYY-MM-DD) of an instant, as SQL. */
export function localDate(instant: SQL | Date, timeZone: string): SQL {
  const value = instant instanceof Date ? sql`${instant}::timestamptz` : instant;
  return sql`to_char(${value} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
}
