import { sql } from 'drizzle-orm';
import { DomainEventSchemas, type EventOf, type EventSubject } from '@lobby/contracts';
import type { Database } from '../database';
import { newId } from '../ids';
import { firstIssue } from './event-schema';

/** A Drizzle transaction (or the database itself) to write the event with. */
export type OutboxExecutor = Pick<Database, 'execute'>;

export const OUTBOX_CHANNEL = 'kit_outbox';

/**
 * Records an event in the same transaction as the state change it describes, so the event exists if and
 * only if the change committed. The relay publishes it after commit; NOTIFY wakes the relay at commit time.
 * The payload is parsed with its subject's schema first: a malformed event throws (the change rolls back), so no
 * service writes what its consumers would park.
 */
export async function addToOutbox<S extends EventSubject>(
  executor: OutboxExecutor,
  subject: S,
  data: EventOf<S>,
): Promise<string> {
  const parsed = DomainEventSchemas[subject].safeParse(data);
  if (!parsed.success) {
    throw new Error(`Refused to write a malformed ${subject} event: ${firstIssue(parsed.error.issues)}`);
  }
  const id = newId();
  await executor.execute(
    sql`INSERT INTO kit_outbox (id, subject, payload) VALUES (${id}, ${subject}, ${JSON.stringify(data)}::jsonb)`,
  );
  await executor.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
  return id;
}
