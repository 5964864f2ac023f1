import type { Pool, PoolClient } from 'pg';

/**
 * Tables the kit keeps in every service's database: the outbox of events written in the same transaction as
 * the change they describe, the events each consumer has already handled (and those it parked as malformed,
with why, to be looked at and replayed by hand), and deliveries to the outside world
 * (mail, Discord) waiting to be sent or retried. Idempotent DDL, run at start.
 */
export async function ensureKitTables(db: Pool | PoolClient): Promise<void> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS kit_outbox (
      id uuid PRIMARY KEY,
      subject text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS kit_outbox_pending_idx ON kit_outbox (created_at) WHERE published_at IS NULL;
    CREATE TABLE IF NOT EXISTS kit_processed_events (
      consumer text NOT NULL,
      event_id text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    );
    CREATE TABLE IF NOT EXISTS kit_parked_events (
      consumer text NOT NULL,
      event_id text NOT NULL,
      subject text NOT NULL,
      payload jsonb,
      reason text NOT NULL,
      parked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    );
    CREATE TABLE IF NOT EXISTS kit_deliveries (
      id uuid PRIMARY KEY,
      channel text NOT NULL,
      payload jsonb NOT NULL,
      dedupe_key text,
      attempts integer NOT NULL DEFAULT 0,
      due_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      failed_at timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX IF NOT EXISTS kit_deliveries_dedupe_idx ON kit_deliveries (channel, dedupe_key);
    CREATE INDEX IF NOT EXISTS kit_deliveries_due_idx ON kit_deliveries (due_at)
      WHERE sent_at IS NULL AND failed_at IS NULL;
  `);
}
