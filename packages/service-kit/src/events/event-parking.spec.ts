import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import pino from 'pino';
import { Pool } from 'pg';
import { DomainEventSchemas, type EventSubject } from '@lobby/contracts';
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
import { newId } from '../ids';
import { EventBus } from './event-bus';
import { ensureKitTables } from './kit-tables';
import { addToOutbox } from './outbox';

const SUBJECTS = Object.keys(DomainEventSchemas) as EventSubject[];
/** The durable consumer of `subject` (a durable's name takes no dots), as the bus names it (`test-` + name). */
const consumerOf = (subject: EventSubject) => subject.replace(/\W/g, '-');

/**
 * Every durable subject's consumer meets three malformed deliveries (not JSON, no event id, data its schema refuses)
 * and then a good event: each malformed one is parked and logged, its handler never runs, and the good one after
 * it is handled. One bus subscribes every subject, on one NATS and one database for the file.
 */
describe('EventBus: a malformed event is parked, and the consumer goes on', () => {
  const databaseName = testDatabaseName('kit_parking');
  const logs: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(line: Buffer, _encoding, done) {
        logs.push(JSON.parse(line.toString()));
        done();
      },
    }),
  );
  /** The event ids each subject's handler ran for. */
  const handled = new Map<EventSubject, string[]>(SUBJECTS.map((subject) => [subject, []]));
  let nats: TestNats;
  let pool: Pool;
  let bus: EventBus;
  let raw: NatsConnection;

  beforeAll(async () => {
    nats = await startNats();
    await ensureDatabase(clusterUrl(), databaseName);
    pool = new Pool({ connectionString: databaseUrlFor(clusterUrl(), databaseName), max: 8 });
    await ensureKitTables(pool);
    bus = new EventBus(nats.url, pool, drizzle(pool), logger, 'test');
    for (const subject of SUBJECTS) {
      bus.subscribe(consumerOf(subject), subject, async (event) => {
        handled.get(subject)!.push(event.id);
      });
    }
    await bus.start();
    raw = await connect({ servers: nats.url });
  }, 30_000);

  afterAll(async () => {
    await raw?.drain();
    await bus?.stop();
    await pool?.end();
    await nats?.stop();
    await dropDatabase(databaseName);
  });

  async function publish(subject: EventSubject, bytes: Uint8Array): Promise<void> {
    await raw.jetstream().publish(subject, bytes, { msgID: newId() });
  }
  const envelope = (subject: EventSubject, id: string | undefined, data: unknown) =>
    JSONCodec().encode({ id, subject, occurredAt: new Date().toISOString(), data });

  it('parks, for every subject, what is not JSON, has no id or breaks its schema, then handles the next event', async () => {
    const ids = new Map<EventSubject, { refused: string; good: string }>();
    for (const subject of SUBJECTS) {
      const refused = newId();
      const good = newId();
      ids.set(subject, { refused, good });
      await publish(subject, new TextEncoder().encode('{"id": "half a message \0'));
      await publish(subject, envelope(subject, undefined, sampleEvent(subject)));
      // The right shape but for one field: every schema names at least one id or time.
      await publish(subject, envelope(subject, refused, { ...sampleEvent(subject), ...brokenField(subject) }));
      await publish(subject, envelope(subject, good, sampleEvent(subject)));
    }

    await waitFor(async () => SUBJECTS.every((subject) => handled.get(subject)!.length > 0), {
      what: 'the good event of every subject',
      timeoutMs: 20_000,
    });

    const { rows } = await pool.query<{ consumer: string; event_id: string; subject: string; reason: string }>(
      'SELECT consumer, event_id, subject, reason FROM kit_parked_events',
    );
    for (const subject of SUBJECTS) {
      const { refused, good } = ids.get(subject)!;
      const consumer = `test-${consumerOf(subject)}`;
      expect(handled.get(subject)).toEqual([good]);
      const parked = rows.filter((row) => row.subject === subject);
      expect(parked.map((row) => row.reason)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^not JSON/),
          'no event id',
          expect.stringMatching(new RegExp(`^data\\.${Object.keys(brokenField(subject))[0]}: `)),
        ]),
      );
      expect(parked).toHaveLength(3);
      expect(parked.find((row) => row.event_id === refused)).toBeDefined();
      // Parked means handled: a redelivery of the refused event is not looked at again.
      const processed = await pool.query('SELECT 1 FROM kit_processed_events WHERE consumer = $1 AND event_id = $2', [
        parked[0].consumer,
        refused,
      ]);
      expect(processed.rowCount).toBe(1);
      expect(parked[0].consumer).toBe(consumer);
      const warned = logs.filter((line) => line.subject === subject && line.msg === 'parked a malformed event');
      expect(warned).toHaveLength(3);
      expect(warned.find((line) => line.eventId === refused)).toMatchObject({
        consumer,
        issue: expect.stringMatching(/^data\./),
      });
    }
  }, 30_000);

  it('refuses to write a malformed event to the outbox, so nothing is published', async () => {
    const subject = 'events.booking.order-released';
    await expect(
      drizzle(pool).transaction((tx) =>
        addToOutbox(tx, subject, { ...sampleEvent(subject), orderId: 'LB-NOT-AN-ID' }),
      ),
    ).rejects.toThrow(`Refused to write a malformed ${subject} event: orderId: not a UUID`);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM kit_outbox WHERE subject = $1`, [subject]);
    expect(rows[0].n).toBe(0);
  });
});

/** A field that breaks `subject`'s schema: its first id or time, made something else. */
function brokenField(subject: EventSubject): Record<string, unknown> {
  const sample = sampleEvent(subject) as Record<string, unknown>;
  const uuid = /^[0-9a-f]{8}-/;
  const field = Object.keys(sample).find((key) => typeof sample[key] === 'string' && uuid.test(sample[key]));
  if (!field) throw new Error(`${subject}'s sample has no id to break`);
  return { [field]: 'not-an-id' };
}
