import {
  AckPolicy,
  connect,
  DeliverPolicy,
  JSONCodec,
  type ConsumerMessages,
  type NatsConnection,
} from 'nats';
import {
  CLOSE_SOCKETS_SUBJECT,
  type CloseSockets,
  EVENTS_STREAM,
  type EventOf,
  type EventSubject,
  MODERATOR_LINKS_SUBJECT,
  type ModeratorLinkChange,
  REALTIME_PUSH_SUBJECT,
  type RealtimeBatchPush,
  type RealtimePush,
} from '@lobby/contracts';
import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { Database } from '../database';
import type { DomainEvent } from './domain-event';
import { readEvent, type ReadEvent } from './event-schema';
import { OUTBOX_CHANNEL } from './outbox';

const EVENT_SUBJECTS = 'events.>';
const RELAY_BATCH = 100;
const RELAY_POLL_MS = 1000;
const REDELIVERY_DELAY_MS = 1000;

/** The transaction an event is handled in (a Drizzle transaction of the service's database). */
export type EventTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/**
 * Handles an event inside `tx`. It may return what to do once `tx` has committed (realtime pushes: a push sent
 * before the commit could announce something that then rolls back); that runs at most once per event.
 */
export type EventHandler<T = unknown> = (
  event: DomainEvent<T>,
  tx: EventTransaction,
) => Promise<void | AfterCommit>;
export type AfterCommit = () => void;

interface Subscription {
  consumer: string;
  subject: EventSubject;
  handle: EventHandler;
}

type Unreadable = Extract<ReadEvent, { ok: false }>;

const codec = JSONCodec<DomainEvent>();
const STOP_STEP_BOUND_MS = 2000;

function withinBound(step: Promise<unknown>): Promise<unknown> {
  const bound = new Promise((resolve) => setTimeout(resolve, STOP_STEP_BOUND_MS).unref());
  return Promise.race([step.catch(() => undefined), bound]);
}

/**
 * Durable events over NATS JetStream. Publishing: rows of the outbox are sent with their id as `Nats-Msg-Id`,
 * so a row sent twice (a crash between send and mark) is stored once. Consuming: one durable consumer per
 * handler, shared by every replica; each event is handled in a transaction that also records it as handled,
 * so a redelivery changes nothing. The message is acknowledged only after that transaction commits.
 *
 * Each delivered event is parsed here, with its subject's schema, before its handler runs: the handler gets
 * well-formed data only. A malformed event (not JSON, no id, data its schema refuses) is parked instead: logged,
 * recorded in `kit_parked_events` in the transaction that marks it handled, and acknowledged; nothing is applied
 * and the consumer goes on with the next event (redelivering it could never succeed).
 */
export class EventBus {
  private connection: NatsConnection | null = null;
  private readonly subscriptions: Subscription[] = [];
  private readonly running: ConsumerMessages[] = [];
  /** Each consumer's loop; it ends once its messages are closed and the event in hand is handled. */
  private readonly consuming: Promise<void>[] = [];
  private listener: PoolClient | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private relaying: Promise<void> | null = null;
  private relayAgain = false;
  private stopped = false;

  constructor(
    private readonly natsUrl: string,
    private readonly pool: Pool,
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly service: string,
  ) {}

  /** Registers a handler before start; `consumer` names the durable consumer (unique per handler). */
  subscribe<S extends EventSubject>(consumer: string, subject: S, handle: EventHandler<EventOf<S>>): void {
    this.subscriptions.push({
      consumer: `${this.service}-${consumer}`,
      subject,
      handle: handle as EventHandler,
    });
  }

  async start(): Promise<void> {
    this.connection = await connect({
      servers: this.natsUrl,
      name: `${this.service}-events`,
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
    });
    await this.ensureStream();
    await this.startRelay();
    for (const subscription of this.subscriptions) await this.startConsumer(subscription);
  }

  async stop(): Promise<void> {
    if (this.pollTimer) clearInterval(this.pollTimer);
    // With NATS unreachable, relaying, closing consumers or draining would wait forever; each step has a bound.
    // What the last requests wrote to the outbox goes out now rather than at another replica's next poll.
    if (this.connection) await withinBound(this.relay());
    this.stopped = true;
    // Together under one bound: one at a time, a consumer that is slow to close (a pull in flight) held up the
    // next, and a catalog with seven consumers could take 14 s to stop.
    await withinBound(Promise.all(this.running.map((messages) => messages.close())));
    // Events already taken are handled and acknowledged before the connection goes.
    await withinBound(Promise.all(this.consuming));
    await this.relaying?.catch(() => undefined);
    const listener = this.listener;
    if (listener) {
      // Forgotten first: its error handler must not release it a second time (the pool throws on that).
      this.listener = null;
      await listener.query(`UNLISTEN ${OUTBOX_CHANNEL}`).catch(() => undefined);
      listener.release();
    }
    const connection = this.connection;
    if (connection && !connection.isClosed()) {
      await withinBound(connection.drain());
      if (!connection.isClosed()) await connection.close();
    }
  }

  /**
   * Pushes an event to users' sockets through every gateway (core NATS: at most once, so only for telling a
   * page to refetch, never for a fact that must not be lost). Quietly does nothing before start or after stop.
   */
  pushRealtime(push: RealtimePush | RealtimeBatchPush): void {
    const connection = this.connection;
    if (!connection || connection.isClosed() || this.stopped) return;
    try {
      connection.publish(REALTIME_PUSH_SUBJECT, JSON.stringify(push));
    } catch (error) {
      this.logger.warn({ err: error, event: push.event }, 'realtime push failed');
    }
  }

  /**
   * Closes these users' open sockets on every gateway (core NATS, at most once: call it after the commit that ended
   * their sessions; a socket that misses it is refused when it reconnects). Quietly does nothing before start.
   */
  closeSockets(userIds: string[], except: Pick<CloseSockets, 'exceptFamilyId'> = {}): void {
    if (userIds.length > 0) this.publishCloseSockets({ userIds, ...except });
  }

  /** Closes the sockets of these sign-ins (token families) only, on every gateway; at most once, like closeSockets. */
  closeSessionSockets(familyIds: string[]): void {
    if (familyIds.length > 0) this.publishCloseSockets({ userIds: [], familyIds });
  }

  /**
   * Tells every gateway that a moderator link began or ended, so the moderator's open sockets join or leave the
   * streamer's room (core NATS, at most once: call it after the commit). Quietly does nothing before start.
   */
  announceModeratorLink(change: ModeratorLinkChange): void {
    this.publishCore(MODERATOR_LINKS_SUBJECT, change, 'announcing a moderator link failed');
  }

  private publishCloseSockets(target: CloseSockets): void {
    this.publishCore(CLOSE_SOCKETS_SUBJECT, target, 'closing sockets failed');
  }

  private publishCore(subject: string, payload: unknown, failure: string): void {
    const connection = this.connection;
    if (!connection || connection.isClosed() || this.stopped) return;
    try {
      connection.publish(subject, JSON.stringify(payload));
    } catch (error) {
      this.logger.warn({ err: error }, failure);
    }
  }

  /** Publishes what the outbox holds now; safe to call at any time and from several replicas. */
  relay(): Promise<void> {
    if (this.relaying) {
      this.relayAgain = true;
      return this.relaying;
    }
    this.relaying = (async () => {
      do {
        this.relayAgain = false;
        while (!this.stopped && (await this.publishBatch()) === RELAY_BATCH);
      } while (this.relayAgain && !this.stopped);
    })()
      .catch((error) => this.logger.error({ err: error }, 'outbox relay failed; will retry'))
      .finally(() => {
        this.relaying = null;
      });
    return this.relaying;
  }

  private async ensureStream(): Promise<void> {
    const manager = await this.connection!.jetstreamManager();
    try {
      await manager.streams.info(EVENTS_STREAM);
    } catch {
      await manager.streams
        .add({
          name: EVENTS_STREAM,
          subjects: [EVENT_SUBJECTS],
          duplicate_window: 2 * 60 * 1_000_000_000,
        })
        .catch(async (error) => {
          // Another replica created it between our look-up and our add.
          await manager.streams.info(EVENTS_STREAM).catch(() => {
            throw error;
          });
        });
    }
  }

  private async startRelay(): Promise<void> {
    const listener = await this.pool.connect();
    this.listener = listener;
    listener.on('notification', () => void this.relay());
    // A checked-out client's error is unhandled (a crash) unless listened to; polling carries on without it.
    listener.on('error', (error) => {
      if (this.listener !== listener) return;
      this.listener = null;
      this.logger.warn({ err: error }, 'outbox listener connection lost; polling only');
      listener.release(error);
    });
    await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.pollTimer = setInterval(() => void this.relay(), RELAY_POLL_MS);
    this.pollTimer.unref();
    await this.relay();
  }

  private async publishBatch(): Promise<number> {
    const js = this.connection!.jetstream();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{
        id: string;
        subject: string;
        payload: unknown;
        created_at: Date;
      }>(
        `SELECT id, subject, payload, created_at FROM kit_outbox WHERE published_at IS NULL
         ORDER BY created_at, id LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED`,
      );
      for (const row of rows) {
        const event: DomainEvent = {
          id: row.id,
          subject: row.subject,
          occurredAt: row.created_at.toISOString(),
          data: row.payload,
        };
        await js.publish(row.subject, codec.encode(event), { msgID: row.id });
      }
      if (rows.length > 0) {
        await client.query('UPDATE kit_outbox SET published_at = now() WHERE id = ANY($1::uuid[])', [
          rows.map((row) => row.id),
        ]);
      }
      await client.query('COMMIT');
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async startConsumer(subscription: Subscription): Promise<void> {
    const manager = await this.connection!.jetstreamManager();
    await manager.consumers
      .add(EVENTS_STREAM, {
        durable_name: subscription.consumer,
        filter_subject: subscription.subject,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: 30 * 1_000_000_000,
      })
      .catch(async (error) => {
        await manager.consumers.info(EVENTS_STREAM, subscription.consumer).catch(() => {
          throw error;
        });
      });
    const consumer = await this.connection!.jetstream().consumers.get(EVENTS_STREAM, subscription.consumer);
    const messages = await consumer.consume({ max_messages: 50 });
    this.running.push(messages);
    const loop = (async () => {
      for await (const message of messages) {
        const read = readEvent(subscription.subject, message.data, `stream-seq:${message.seq}`);
        try {
          if (read.ok) await this.handleOnce(subscription, read.event);
          else await this.park(subscription, read);
          message.ack();
        } catch (error) {
          this.logger.error(
            { err: error, consumer: subscription.consumer, eventId: read.ok ? read.event.id : read.eventId },
            'event handler failed',
          );
          message.nak(REDELIVERY_DELAY_MS);
        }
      }
    })();
    this.consuming.push(loop);
  }

  /**
   * Records a malformed event as handled and parked, in one transaction, applying nothing. Acknowledged, not
   * redelivered: the same bytes would be refused again, and a nak would hold this consumer on them for ever.
   */
  private async park(subscription: Subscription, unreadable: Unreadable): Promise<void> {
    const { consumer, subject } = subscription;
    const { eventId, payload, reason } = unreadable;
    // PostgreSQL text takes no NUL character: a payload (or a JSON error quoting it) holding one is kept without it
    // rather than failing for ever.
    const json = JSON.stringify(payload ?? null).replaceAll('\\u0000', '');
    const why = reason.replaceAll('\0', '');
    const parked = await this.db.transaction(async (tx) => {
      const fresh = await tx.execute(
        sql`INSERT INTO kit_processed_events (consumer, event_id) VALUES (${consumer}, ${eventId})
            ON CONFLICT DO NOTHING RETURNING event_id`,
      );
      if (fresh.rows.length === 0) return false;
      await tx.execute(
        sql`INSERT INTO kit_parked_events (consumer, event_id, subject, payload, reason)
            VALUES (${consumer}, ${eventId}, ${subject}, ${json}::jsonb, ${why})
            ON CONFLICT DO NOTHING`,
      );
      return true;
    });
    if (parked) this.logger.warn({ consumer, subject, eventId, issue: reason }, 'parked a malformed event');
  }

  private async handleOnce(subscription: Subscription, event: DomainEvent): Promise<void> {
    const afterCommit = await this.db.transaction(async (tx) => {
      const fresh = await tx.execute(
        sql`INSERT INTO kit_processed_events (consumer, event_id) VALUES (${subscription.consumer}, ${event.id})
            ON CONFLICT DO NOTHING RETURNING event_id`,
      );
      return fresh.rows.length === 1 ? subscription.handle(event, tx) : undefined;
    });
    if (!afterCommit) return;
    try {
      afterCommit();
    } catch (error) {
      this.logger.warn({ err: error, consumer: subscription.consumer }, 'after-commit step failed');
    }
  }
}
