import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { newId } from '../ids';

/** A Drizzle transaction (or the database itself) to write the event with. */
export type OutboxExecutor = Pick<Database, 'execute'>;

export const OUTBOX_CHANNEL = 'kit_outbox';

/**
 * Records an event in the same transaction as the state change it describes, so the event exists if and
 * only if the change committed. The relay publishes it after commit; NOTIFY wakes the relay at commit time.
 */
export async function addToOutbox(executor: OutboxExecutor, subject: string, data: unknown): Promise<string> {
  const id = newId();
  await executor.execute(
    sql`INSERT INTO kit_outbox (id, subject, payload) VALUES (${id}, ${subject}, ${JSON.stringify(data)}::jsonb)`,
  );
  await executor.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
  return id;
}
