import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Pool, PoolClient } from 'pg';
import type { OutboxExecutor } from '../events/outbox';
import { newId } from '../ids';

export const DELIVERIES_CHANNEL = 'kit_deliveries';

/** Sends one delivery; throwing means "not sent" (retried), `RetryLater` means "not now" (rate limited). */
export type DeliverySender<T = unknown> = (payload: T) => Promise<void>;

/** Thrown by a sender the receiver told to wait (a 429): tried again after `afterMs`, not counted as a failure. */
export class RetryLater extends Error {
  constructor(
    readonly afterMs: number,
    message = 'rate limited',
  ) {
    super(message);
  }
}

export interface DeliveryQueueOptions {
  /** Waits before each retry; its length + 1 is the number of attempts before a delivery is given up. */
  retryDelaysMs?: readonly number[];
  pollMs?: number;
  /** How long a claimed delivery stays claimed before another worker may take it (a crash mid-send). */
  leaseMs?: number;
  batch?: number;
}

/** 1 s, 5 s, 25 s, 2 min, 10 min, 50 min, 4 h: about five hours before a delivery is given up. */
const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 25_000, 125_000, 625_000, 3_125_000, 15_625_000];
/** A rate limit that asks for a longer wait than this is treated as a failure. */
const MAX_RETRY_LATER_MS = 10 * 60_000;

interface ClaimedDelivery {
  id: string;
  channel: string;
  payload: unknown;
  attempts: number;
}

/**
 * Mail and messages to the outside world, sent after the change that caused them and never inside it: a
 * delivery is a row written (with the change, or right after it) and sent by a worker on every replica, each
 * row claimed by one worker at a time. A failed send is retried with growing waits; a receiver's rate limit is
 * waited out. The action that caused it never waits for, or fails with, the send.
 */
export class DeliveryQueue {
  private readonly senders = new Map<string, DeliverySender>();
  private readonly retryDelaysMs: readonly number[];
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batch: number;
  private listener: PoolClient | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private stopped = false;

  constructor(
    private readonly pool: Pool,
    private readonly logger: Logger,
    options: DeliveryQueueOptions = {},
  ) {
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batch = options.batch ?? 20;
  }

  /** Registers the sender of a channel before start; only this replica's registered channels are worked. */
  register<T>(channel: string, sender: DeliverySender<T>): void {
    this.senders.set(channel, sender as DeliverySender);
  }

  /**
   * Queues deliveries in `executor`'s transaction (or on their own). A `dedupeKey` already queued on the channel
   * is skipped, so handling the same event twice sends once.
   */
  async enqueue(
    executor: OutboxExecutor,
    channel: string,
    items: { payload: unknown; dedupeKey?: string | null }[],
  ): Promise<void> {
    if (items.length === 0) return;
    const rows = items.map((item) => ({
      id: newId(),
      payload: item.payload,
      dedupe_key: item.dedupeKey ?? null,
    }));
    await executor.execute(
      sql`INSERT INTO kit_deliveries (id, channel, payload, dedupe_key)
          SELECT r.id, ${channel}, r.payload, r.dedupe_key
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id uuid, payload jsonb, dedupe_key text)
          ON CONFLICT (channel, dedupe_key) DO NOTHING`,
    );
    await executor.execute(sql`SELECT pg_notify(${DELIVERIES_CHANNEL}, '')`);
  }

  async start(): Promise<void> {
    if (this.senders.size === 0) return;
    const listener = await this.pool.connect();
    this.listener = listener;
    listener.on('notification', () => void this.runDue());
    // A checked-out client's error is unhandled (a crash) unless listened to; polling carries on without it.
    listener.on('error', (error) => {
      if (this.listener !== listener) return;
      this.listener = null;
      this.logger.warn({ err: error }, 'delivery listener connection lost; polling only');
      listener.release(error);
    });
    await listener.query(`LISTEN ${DELIVERIES_CHANNEL}`);
    this.pollTimer = setInterval(() => void this.runDue(), this.pollMs);
    this.pollTimer.unref();
    void this.runDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    await this.running?.catch(() => undefined);
    if (this.listener) {
      await this.listener.query(`UNLISTEN ${DELIVERIES_CHANNEL}`).catch(() => undefined);
      this.listener.release();
      this.listener = null;
    }
  }

  /** Sends what is due now; safe to call at any time and from several replicas. */
  runDue(): Promise<void> {
    if (this.running) {
      this.runAgain = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.runAgain = false;
        while (!this.stopped && (await this.sendBatch()) === this.batch);
      } while (this.runAgain && !this.stopped);
    })()
      .catch((error) => this.logger.error({ err: error }, 'delivery worker failed; will retry'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async sendBatch(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((delivery) => this.send(delivery)));
    return claimed.length;
  }

  private async claim(): Promise<ClaimedDelivery[]> {
    const { rows } = await this.pool.query<ClaimedDelivery>(
      `UPDATE kit_deliveries SET attempts = attempts + 1, due_at = now() + make_interval(secs => $3::double precision / 1000)
       WHERE id IN (
         SELECT id FROM kit_deliveries
         WHERE sent_at IS NULL AND failed_at IS NULL AND due_at <= now() AND channel = ANY($1::text[])
         ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, channel, payload, attempts`,
      [[...this.senders.keys()], this.batch, this.leaseMs],
    );
    return rows;
  }

  private async send(delivery: ClaimedDelivery): Promise<void> {
    try {
      await this.senders.get(delivery.channel)!(delivery.payload);
      await this.pool.query('UPDATE kit_deliveries SET sent_at = now(), last_error = NULL WHERE id = $1', [
        delivery.id,
      ]);
    } catch (error) {
      await this.failed(delivery, error).catch((recordError) =>
        this.logger.error(
          { err: recordError, deliveryId: delivery.id },
          'could not record a failed delivery',
        ),
      );
    }
  }

  private async failed(delivery: ClaimedDelivery, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof RetryLater && error.afterMs <= MAX_RETRY_LATER_MS) {
      this.logger.warn(
        { channel: delivery.channel, afterMs: error.afterMs },
        'delivery rate limited; waiting',
      );
      await this.retryAt(delivery, error.afterMs, reason, true);
      return;
    }
    const wait = this.retryDelaysMs[delivery.attempts - 1];
    if (wait === undefined) {
      this.logger.error(
        { err: error, channel: delivery.channel, deliveryId: delivery.id },
        'delivery given up',
      );
      await this.pool.query('UPDATE kit_deliveries SET failed_at = now(), last_error = $2 WHERE id = $1', [
        delivery.id,
        reason,
      ]);
      return;
    }
    this.logger.warn(
      { err: error, channel: delivery.channel, retryInMs: wait },
      'delivery failed; will retry',
    );
    await this.retryAt(delivery, wait, reason, false);
  }

  private async retryAt(delivery: ClaimedDelivery, afterMs: number, reason: string, uncounted: boolean) {
    await this.pool.query(
      `UPDATE kit_deliveries
       SET due_at = now() + make_interval(secs => $2::double precision / 1000), last_error = $3,
           attempts = attempts - $4::int
       WHERE id = $1`,
      [delivery.id, afterMs, reason, uncounted ? 1 : 0],
    );
    if (afterMs < this.pollMs) setTimeout(() => void this.runDue(), afterMs).unref();
  }
}
