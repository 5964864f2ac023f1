import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { connect, JSONCodec } from 'nats';
import pino from 'pino';
import { Pool } from 'pg';
import {
  clusterUrl,
  dropDatabase,
  startNats,
  testDatabaseName,
  waitFor,
  type TestNats,
} from '@lobby/test-kit';
import { databaseUrlFor } from '../config';
import { ensureDatabase } from '../database';
import type { DomainEvent } from './domain-event';
import { EventBus, type EventHandler } from './event-bus';
import { ensureKitTables } from './kit-tables';
import { addToOutbox } from './outbox';

describe('EventBus: outbox to JetStream to durable consumers', () => {
  const databaseName = testDatabaseName('kit_events');
  const logger = pino({ level: 'silent' });
  let nats: TestNats;
  let pool: Pool;
  const buses: EventBus[] = [];

  beforeAll(async () => {
    nats = await startNats();
    await ensureDatabase(clusterUrl(), databaseName);
    pool = new Pool({ connectionString: databaseUrlFor(clusterUrl(), databaseName), max: 8 });
    await ensureKitTables(pool);
    await pool.query('CREATE TABLE ledger (id serial PRIMARY KEY, note text NOT NULL)');
  }, 30_000);

  afterAll(async () => {
    for (const bus of buses) await bus.stop();
    await pool.end();
    await nats.stop();
    await dropDatabase(databaseName);
  });

  const db = () => drizzle(pool);

  /** A replica: its own bus on the shared database and NATS, subscribing `handler` as `consumer`. */
  async function replica(subject: string, consumer: string, handler: EventHandler): Promise<EventBus> {
    const bus = new EventBus(nats.url, pool, db(), logger, 'test');
    bus.subscribe(consumer, subject, handler);
    await bus.start();
    buses.push(bus);
    return bus;
  }

  it('delivers a committed event exactly once across two replicas sharing a consumer', async () => {
    const handled: string[] = [];
    const handler: EventHandler<{ note: string }> = async (event, tx) => {
      handled.push(event.data.note);
      await tx.execute(sql`INSERT INTO ledger (note) VALUES (${event.data.note})`);
    };
    await replica('events.test.one', 'one', handler as EventHandler);
    await replica('events.test.one', 'one', handler as EventHandler);

    await db().transaction(async (tx) => {
      await addToOutbox(tx, 'events.test.one', { note: 'first' });
      await addToOutbox(tx, 'events.test.one', { note: 'second' });
    });
    await waitFor(async () => handled.length >= 2, { what: 'both events handled' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(handled.sort()).toEqual(['first', 'second']);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM kit_outbox WHERE published_at IS NULL`);
    expect(rows[0].n).toBe(0);
  });

  it('never publishes an event whose transaction rolled back', async () => {
    const handled: string[] = [];
    await replica('events.test.rollback', 'rollback', async (event) => {
      handled.push((event.data as { note: string }).note);
    });
    await db()
      .transaction(async (tx) => {
        await addToOutbox(tx, 'events.test.rollback', { note: 'lost' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await db().transaction((tx) => addToOutbox(tx, 'events.test.rollback', { note: 'kept' }));
    await waitFor(async () => handled.includes('kept'), { what: 'the committed event' });
    expect(handled).toEqual(['kept']);
  });

  it('handles an event once even when it is published and delivered twice', async () => {
    const handled: string[] = [];
    const bus = await replica('events.test.twice', 'twice', async (event, tx) => {
      handled.push(event.id);
      await tx.execute(sql`INSERT INTO ledger (note) VALUES ('twice')`);
    });
    const id = await db().transaction((tx) => addToOutbox(tx, 'events.test.twice', { note: 'x' }));
    await waitFor(async () => handled.length === 1, { what: 'first delivery' });

    // A crash after sending but before marking: the relay sends the same row again (same Nats-Msg-Id).
    await pool.query('UPDATE kit_outbox SET published_at = NULL WHERE id = $1', [id]);
    await bus.relay();
    // And the same event arriving under another message id (a redelivery JetStream can't de-duplicate).
    const raw = await connect({ servers: nats.url });
    const event: DomainEvent = {
      id,
      subject: 'events.test.twice',
      occurredAt: new Date().toISOString(),
      data: {},
    };
    await raw.jetstream().publish('events.test.twice', JSONCodec().encode(event), { msgID: `${id}-again` });
    await raw.drain();

    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(handled).toEqual([id]);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ledger WHERE note = 'twice'`);
    expect(rows[0].n).toBe(1);
  });

  it('redelivers an event whose handler failed, and rolls back what the failed attempt wrote', async () => {
    let attempts = 0;
    await replica('events.test.retry', 'retry', async (_event, tx) => {
      attempts += 1;
      await tx.execute(sql`INSERT INTO ledger (note) VALUES ('retry')`);
      if (attempts === 1) throw new Error('temporary failure');
    });
    await db().transaction((tx) => addToOutbox(tx, 'events.test.retry', {}));
    await waitFor(async () => attempts >= 2, { what: 'the redelivery', timeoutMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ledger WHERE note = 'retry'`);
    expect(rows[0].n).toBe(1);
  });
});
