import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { connect, JSONCodec } from 'nats';
import pino from 'pino';
import { Pool } from 'pg';
import type { EventOf, EventSubject } from '@lobby/contracts';
import {
  clusterUrl,
  dropDatabase,
  sampleEvent,
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

  /**
   * A replica: its own bus on the shared database and NATS, subscribing `handler` as `consumer`. Each test takes
   * a subject of its own (the events themselves matter little here: sampleEvent makes well-formed ones).
   */
  async function replica<S extends EventSubject>(
    subject: S,
    consumer: string,
    handler: EventHandler<EventOf<S>>,
  ): Promise<EventBus> {
    const bus = new EventBus(nats.url, pool, db(), logger, 'test');
    bus.subscribe(consumer, subject, handler);
    await bus.start();
    buses.push(bus);
    return bus;
  }

  it('delivers a committed event exactly once across two replicas sharing a consumer', async () => {
    const subject = 'events.booking.giveaway-winner';
    const handled: string[] = [];
    const handler: EventHandler<EventOf<typeof subject>> = async (event, tx) => {
      handled.push(event.data.title);
      await tx.execute(sql`INSERT INTO ledger (note) VALUES (${event.data.title})`);
    };
    await replica(subject, 'one', handler);
    await replica(subject, 'one', handler);

    await db().transaction(async (tx) => {
      await addToOutbox(tx, subject, sampleEvent(subject, { title: 'first' }));
      await addToOutbox(tx, subject, sampleEvent(subject, { title: 'second' }));
    });
    await waitFor(async () => handled.length >= 2, { what: 'both events handled' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(handled.sort()).toEqual(['first', 'second']);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM kit_outbox WHERE published_at IS NULL`);
    expect(rows[0].n).toBe(0);
  });

  it('never publishes an event whose transaction rolled back', async () => {
    const subject = 'events.audit.staff-action';
    const handled: string[] = [];
    await replica(subject, 'rollback', async (event) => {
      handled.push(event.data.action);
    });
    await db()
      .transaction(async (tx) => {
        await addToOutbox(tx, subject, sampleEvent(subject, { action: 'lost' }));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await db().transaction((tx) => addToOutbox(tx, subject, sampleEvent(subject, { action: 'kept' })));
    await waitFor(async () => handled.includes('kept'), { what: 'the committed event' });
    expect(handled).toEqual(['kept']);
  });

  it('handles an event once even when it is published and delivered twice', async () => {
    const subject = 'events.booking.order-released';
    const data = sampleEvent(subject);
    const handled: string[] = [];
    const bus = await replica(subject, 'twice', async (event, tx) => {
      handled.push(event.id);
      await tx.execute(sql`INSERT INTO ledger (note) VALUES ('twice')`);
    });
    const id = await db().transaction((tx) => addToOutbox(tx, subject, data));
    await waitFor(async () => handled.length === 1, { what: 'first delivery' });

    // A crash after sending but before marking: the relay sends the same row again (same Nats-Msg-Id).
    await pool.query('UPDATE kit_outbox SET published_at = NULL WHERE id = $1', [id]);
    await bus.relay();
    // And the same event arriving under another message id (a redelivery JetStream can't de-duplicate).
    const raw = await connect({ servers: nats.url });
    const event: DomainEvent = { id, subject, occurredAt: new Date().toISOString(), data };
    await raw.jetstream().publish(subject, JSONCodec().encode(event), { msgID: `${id}-again` });
    await raw.drain();

    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(handled).toEqual([id]);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ledger WHERE note = 'twice'`);
    expect(rows[0].n).toBe(1);
  });

  it('redelivers an event whose handler failed, and rolls back what the failed attempt wrote', async () => {
    const subject = 'events.booking.payment-rejected';
    let attempts = 0;
    await replica(subject, 'retry', async (_event, tx) => {
      attempts += 1;
      await tx.execute(sql`INSERT INTO ledger (note) VALUES ('retry')`);
      if (attempts === 1) throw new Error('temporary failure');
    });
    await db().transaction((tx) => addToOutbox(tx, subject, sampleEvent(subject)));
    await waitFor(async () => attempts >= 2, { what: 'the redelivery', timeoutMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ledger WHERE note = 'retry'`);
    expect(rows[0].n).toBe(1);
  });
});
