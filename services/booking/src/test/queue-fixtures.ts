import {
  REALTIME_PUSH_SUBJECT,
  type LiveSessionChangedEvent,
  type PaymentSucceededEvent,
  type QueueEntryDto,
  type RealtimePush,
} from '@lobby/contracts';
import { DATABASE, newId, type Database } from '@lobby/service-kit';
import { waitFor } from '@lobby/test-kit';
import { connect, type NatsConnection, type Subscription } from 'nats';
import { PaymentEventsConsumer } from '../holds/payment-events.consumer';
import { LiveSessionsConsumer } from '../queues/live-sessions.consumer';
import type { BookingHarness } from './booking-fixtures';

interface PaymentOptions {
  sessionId?: string;
  discount?: number;
  promoCode?: string;
  /** What was charged; the price less the discount unless named. */
  amount?: number;
}

/** A VIP place's price in the fixtures: $10.00. */
export const VIP_PRICE = 1000;

/** Live sessions and queue places on a running booking harness. */
export class QueueFixtures {
  constructor(private readonly booking: BookingHarness) {}

  /** A live session as booking's read model knows it (as if live's session-changed event arrived). */
  async session(overrides: Partial<LiveSessionChangedEvent> = {}): Promise<LiveSessionChangedEvent> {
    const session: LiveSessionChangedEvent = {
      liveSessionId: newId(),
      streamerId: newId(),
      title: 'Ranked with chat',
      price: VIP_PRICE,
      currency: 'USD',
      status: 'live',
      version: new Date().toISOString(),
      ...overrides,
    };
    await this.booking.service.app.get(LiveSessionsConsumer).applySession(session);
    return session;
  }

  /** A later snapshot of the same session (ended, renamed, repriced...). */
  async snapshot(
    session: LiveSessionChangedEvent,
    changes: Partial<LiveSessionChangedEvent>,
    secondsLater = 1,
  ): Promise<LiveSessionChangedEvent> {
    const next = {
      ...session,
      ...changes,
      version: new Date(Date.parse(session.version) + secondsLater * 1000).toISOString(),
    };
    await this.booking.service.app.get(LiveSessionsConsumer).applySession(next);
    return next;
  }

  hold(liveSessionId: string, userId = newId(), gamerTag?: string): Promise<QueueEntryDto> {
    return this.booking.send('booking.holdVipPlace', { userId, liveSessionId, gamerTag });
  }

  async regular(liveSessionId: string, userId = newId(), gamerTag?: string): Promise<QueueEntryDto> {
    return (await this.booking.send('booking.joinRegular', { userId, liveSessionId, gamerTag })).entry;
  }

  /**
   * Hands booking payments' payment-succeeded event for the place, as its durable consumer would (in the
   * event's transaction): the full price unless a discount is named.
   */
  async pay(entryId: string, options: PaymentOptions = {}): Promise<PaymentSucceededEvent> {
    const event = await this.paymentFor(entryId, options);
    await this.deliverPayment(event);
    return event;
  }

  /** Payments' payment-succeeded event for the place, not delivered yet. */
  async paymentFor(entryId: string, options: PaymentOptions = {}): Promise<PaymentSucceededEvent> {
    const { rows } = await this.booking.db.query(
      'SELECT user_id, amount, currency FROM orders WHERE id = $1',
      [entryId],
    );
    const discount = options.discount ?? 0;
    const event: PaymentSucceededEvent = {
      sessionId: options.sessionId ?? newId(),
      holdKind: 'vip',
      holdId: entryId,
      orderId: entryId,
      userId: rows[0]?.user_id ?? newId(),
      amount: options.amount ?? (rows[0]?.amount ?? VIP_PRICE) - discount,
      currency: rows[0]?.currency ?? 'USD',
      provider: 'sandbox',
      providerRef: `sandbox_${entryId}`,
      discount,
      promoCode: options.promoCode ?? null,
    };
    return event;
  }

  async deliverPayment(event: PaymentSucceededEvent): Promise<void> {
    const db = this.booking.service.app.get<Database>(DATABASE);
    const consumer = this.booking.service.app.get(PaymentEventsConsumer);
    await db.transaction((tx) => consumer.applyPayment(event, tx));
  }

  /** A paid VIP place of a new fan (or the one named). */
  async vip(liveSessionId: string, userId = newId()): Promise<QueueEntryDto> {
    const hold = await this.hold(liveSessionId, userId);
    await this.pay(hold._id);
    return this.entry(hold._id, userId);
  }

  entry(entryId: string, userId: string): Promise<QueueEntryDto> {
    return this.booking.send('booking.queueEntry', { userId, entryId });
  }

  async statusOf(entryId: string): Promise<string> {
    const { rows } = await this.booking.db.query('SELECT status FROM queue_entries WHERE id = $1', [entryId]);
    return rows[0]?.status;
  }

  /** Makes a held place's hold run out now. */
  async expireHoldNow(entryId: string): Promise<void> {
    await this.booking.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      entryId,
    ]);
  }
}

/** Records the realtime pushes booking publishes on its NATS (what every gateway would emit to sockets). */
export class PushRecorder {
  readonly pushes: RealtimePush[] = [];
  private connection: NatsConnection | null = null;
  private subscription: Subscription | null = null;

  async start(natsUrl: string): Promise<this> {
    this.connection = await connect({ servers: natsUrl });
    this.subscription = this.connection.subscribe(REALTIME_PUSH_SUBJECT, {
      callback: (_error, message) => this.pushes.push(JSON.parse(message.string()) as RealtimePush),
    });
    await this.connection.flush();
    return this;
  }

  async stop(): Promise<void> {
    this.subscription?.unsubscribe();
    await this.connection?.close();
  }

  /** Waits for a push matching `match` and answers it. */
  waitFor(what: string, match: (push: RealtimePush) => boolean): Promise<RealtimePush> {
    return waitFor(async () => this.pushes.find(match), { what: `push: ${what}`, timeoutMs: 5000 });
  }
}
