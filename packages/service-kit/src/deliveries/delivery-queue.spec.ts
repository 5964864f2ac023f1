import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import { Pool } from 'pg';
import { clusterUrl, dropDatabase, testDatabaseName, waitFor } from '@lobby/test-kit';
import { databaseUrlFor } from '../config';
import { ensureDatabase } from '../database';
import { ensureKitTables } from '../events/kit-tables';
import { DeliveryQueue, type DeliveryQueueOptions, type DeliverySender, RetryLater } from './delivery-queue';

interface DeliveryRow {
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

describe('DeliveryQueue: deliveries sent after the change, retried, and sent once', () => {
  const databaseName = testDatabaseName('kit_deliveries');
  const logger = pino({ level: 'silent' });
  let pool: Pool;
  const queues: DeliveryQueue[] = [];
  let channelCount = 0;

  beforeAll(async () => {
    await ensureDatabase(clusterUrl(), databaseName);
    pool = new Pool({ connectionString: databaseUrlFor(clusterUrl(), databaseName), max: 8 });
    await ensureKitTables(pool);
  }, 30_000);

  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });

  afterAll(async () => {
    await pool.end();
    await dropDatabase(databaseName);
  });

  const db = () => drizzle(pool);
  /** A channel of this test's own, so queues of earlier tests never see its rows. */
  const newChannel = () => `test-channel-${++channelCount}`;

  /** A worker (a replica's queue) sending `channel` with `sender`. */
  async function worker(
    channel: string,
    sender: DeliverySender<{ n: number }>,
    options: DeliveryQueueOptions = {},
  ): Promise<DeliveryQueue> {
    const queue = new DeliveryQueue(pool, logger, { pollMs: 50, ...options });
    queue.register(channel, sender);
    await queue.start();
    queues.push(queue);
    return queue;
  }

  const enqueue = (channel: string, items: { payload: { n: number }; dedupeKey?: string }[]) =>
    new DeliveryQueue(pool, logger).enqueue(db(), channel, items);

  async function rowsOf(channel: string): Promise<DeliveryRow[]> {
    const { rows } = await pool.query<DeliveryRow>(
      `SELECT attempts, sent_at, failed_at, last_error FROM kit_deliveries
       WHERE channel = $1 ORDER BY created_at`,
      [channel],
    );
    return rows;
  }

  const allSent = (channel: string) => async () => (await rowsOf(channel)).every((row) => row.sent_at);

  it('sends a delivery once and marks it sent', async () => {
    const channel = newChannel();
    const sent: number[] = [];
    await worker(channel, async ({ n }) => {
      sent.push(n);
    });
    await enqueue(channel, [{ payload: { n: 1 } }]);

    await waitFor(allSent(channel), { what: 'the delivery marked sent' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual([1]);
    expect(await rowsOf(channel)).toEqual([
      expect.objectContaining({ attempts: 1, failed_at: null, last_error: null }),
    ]);
  });

  it('sends nothing queued in a transaction that rolled back', async () => {
    const channel = newChannel();
    const sent: number[] = [];
    await worker(channel, async ({ n }) => {
      sent.push(n);
    });
    await db()
      .transaction(async (tx) => {
        await new DeliveryQueue(pool, logger).enqueue(tx, channel, [{ payload: { n: 1 } }]);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await db().transaction((tx) =>
      new DeliveryQueue(pool, logger).enqueue(tx, channel, [{ payload: { n: 2 } }]),
    );

    await waitFor(async () => sent.length > 0, { what: 'the committed delivery' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual([2]);
    expect(await rowsOf(channel)).toHaveLength(1);
  });

  /**
   * One delivery on a new channel whose send throws `failure(attempt)` the first `failures` times (Infinity:
   * always), then succeeds. Answers the channel and when each attempt came.
   */
  async function deliveryFailingFirst(
    failures: number,
    failure: (attempt: number) => Error,
    retryDelaysMs: number[],
  ) {
    const channel = newChannel();
    const attemptsAt: number[] = [];
    await worker(
      channel,
      async () => {
        attemptsAt.push(Date.now());
        if (attemptsAt.length <= failures) throw failure(attemptsAt.length);
      },
      { retryDelaysMs },
    );
    await enqueue(channel, [{ payload: { n: 1 } }]);
    return { channel, attemptsAt };
  }

  it('retries a failed send after the next delay until it succeeds', async () => {
    const { channel, attemptsAt } = await deliveryFailingFirst(
      2,
      () => new Error('SMTP is down'),
      [150, 150, 150],
    );

    await waitFor(allSent(channel), { what: 'the third attempt to succeed' });
    expect(attemptsAt).toHaveLength(3);
    expect(attemptsAt[1] - attemptsAt[0]).toBeGreaterThanOrEqual(140);
    expect(attemptsAt[2] - attemptsAt[1]).toBeGreaterThanOrEqual(140);
    expect(await rowsOf(channel)).toEqual([expect.objectContaining({ attempts: 3, failed_at: null })]);
  });

  it('gives a delivery up after the last delay, keeping the last error', async () => {
    const { channel, attemptsAt } = await deliveryFailingFirst(
      Infinity,
      (attempt) => new Error(`refused #${attempt}`),
      [20, 20],
    );

    await waitFor(async () => (await rowsOf(channel))[0]?.failed_at, { what: 'the delivery given up' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attemptsAt).toHaveLength(3);
    expect(await rowsOf(channel)).toEqual([
      expect.objectContaining({ attempts: 3, sent_at: null, last_error: 'refused #3' }),
    ]);
  });

  it('waits out a rate limit without counting it as an attempt', async () => {
    // One failure would be the last attempt (no retry delays): the three rate limits must not use it up.
    const { channel, attemptsAt } = await deliveryFailingFirst(3, () => new RetryLater(250), []);

    await waitFor(allSent(channel), { what: 'the send after the rate limits', timeoutMs: 5000 });
    expect(attemptsAt).toHaveLength(4);
    for (let i = 1; i < attemptsAt.length; i += 1) {
      expect(attemptsAt[i] - attemptsAt[i - 1]).toBeGreaterThanOrEqual(240);
    }
    expect(await rowsOf(channel)).toEqual([expect.objectContaining({ attempts: 1, failed_at: null })]);
  });

  it('treats a rate limit longer than ten minutes as a failed attempt', async () => {
    const { channel, attemptsAt } = await deliveryFailingFirst(
      Infinity,
      () => new RetryLater(11 * 60_000),
      [],
    );

    await waitFor(async () => (await rowsOf(channel))[0]?.failed_at, { what: 'the delivery given up' });
    expect(attemptsAt).toHaveLength(1);
  });

  it('sends each delivery exactly once when two replicas work the same table', async () => {
    const channel = newChannel();
    const sent: number[] = [];
    const slowSender: DeliverySender<{ n: number }> = async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(n);
    };
    await worker(channel, slowSender, { batch: 5 });
    await worker(channel, slowSender, { batch: 5 });
    const numbers = Array.from({ length: 60 }, (_, n) => n);
    await enqueue(
      channel,
      numbers.map((n) => ({ payload: { n } })),
    );

    await waitFor(allSent(channel), { what: 'every delivery sent' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...sent].sort((a, b) => a - b)).toEqual(numbers);
  });

  it('skips a delivery whose dedupe key was already queued on the channel', async () => {
    const channel = newChannel();
    const otherChannel = newChannel();
    const sent: number[] = [];
    const sender: DeliverySender<{ n: number }> = async ({ n }) => {
      sent.push(n);
    };
    await worker(channel, sender);
    await worker(otherChannel, sender);
    await enqueue(channel, [{ payload: { n: 1 }, dedupeKey: 'order-7:paid' }]);
    await enqueue(channel, [
      { payload: { n: 2 }, dedupeKey: 'order-7:paid' },
      { payload: { n: 3 }, dedupeKey: 'order-8:paid' },
    ]);
    // The same key on another channel is another delivery.
    await enqueue(otherChannel, [{ payload: { n: 4 }, dedupeKey: 'order-7:paid' }]);

    await waitFor(async () => (await allSent(channel)()) && (await allSent(otherChannel)()), {
      what: 'the deliveries sent',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.sort()).toEqual([1, 3, 4]);
  });

  it('keeps sending, by polling, after its listening connection to PostgreSQL is lost', async () => {
    const channel = newChannel();
    const sent: number[] = [];
    await worker(channel, async ({ n }) => {
      sent.push(n);
    });
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      [databaseName],
    );
    // Time for the connection's end to reach the worker: unhandled, it would crash the process here.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await enqueue(channel, [{ payload: { n: 1 } }]);

    await waitFor(allSent(channel), { what: 'the delivery sent by polling' });
    expect(sent).toEqual([1]);
  });
});
