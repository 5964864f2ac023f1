import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';

/** Claims a fan-out in `tx`: true the first time its key is seen, false ever after. */
export async function firstFanOut(tx: Executor, key: string): Promise<boolean> {
  const claimed = await tx.execute(
    sql`INSERT INTO fan_outs (key) VALUES (${key}) ON CONFLICT DO NOTHING RETURNING key`,
  );
  return claimed.rows.length === 1;
}
