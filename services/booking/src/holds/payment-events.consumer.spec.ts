import { join } from 'node:path';
import { ServiceProcess, waitFor } from '@lobby/test-kit';
import { Pool } from 'pg';
import { BookingHarness } from '../test/booking-fixtures';
import { QueueFixtures, VIP_PRICE } from '../test/queue-fixtures';

/**
 * Booking (in this process) and payments (its own process, from its build) on one nats-server: a paid
 * checkout pays its order through payments' outbox, JetStream and booking's durable consumer.
 */
// Tests here restart services and wait on events crossing JetStream (with their own 15 s bounds): on a loaded
// CI machine that outlasts Jest's default 5 s per test.
jest.setTimeout(60_000);

describe('booking × payments: orders paid from payment events', () => {
  const booking = new BookingHarness({ HOLD_MINUTES: '15' });
  const queue = new QueueFixtures(booking);
  let payments: ServiceProcess;
  let paymentsDb: Pool;

  beforeAll(async () => {
    await booking.start();
    payments = new ServiceProcess(
      'payments',
      join(__dirname, '..', '..', '..', 'payments', 'dist', 'main.js'),
      booking.nats,
    );
    await payments.start();
    paymentsDb = new Pool({ connectionString: payments.databaseUrl, max: 1 });
  }, 60_000);
  afterAll(async () => {
    await paymentsDb?.end();
    await payments?.remove();
    await booking.stop();
  });

  const orderRow = async (orderId: string) =>
    (await booking.db.query('SELECT status, payment_ref FROM orders WHERE id = $1', [orderId])).rows[0];
  const paidInTime = (orderId: string) =>
    waitFor(async () => (await orderRow(orderId)).status === 'paid', {
      what: `order ${orderId} paid`,
      timeoutMs: 15_000,
    });

  /** Waits until payments has handled booking's order-released event for the order (it closes open checkouts). */
  async function releaseHandled(orderId: string): Promise<void> {
    await waitFor(
      async () => {
        const { rows } = await booking.db.query(
          `SELECT id FROM kit_outbox WHERE subject = 'events.booking.order-released' AND payload->>'orderId' = $1`,
          [orderId],
        );
        if (rows.length === 0) return false;
        const handled = await paymentsDb.query(
          `SELECT 1 FROM kit_processed_events WHERE consumer = 'payments-payments-order-released' AND event_id = $1`,
          [rows[0].id],
        );
        return handled.rowCount === 1;
      },
      { what: `payments to hear order ${orderId} was released`, timeoutMs: 15_000 },
    );
  }

  async function paySandbox(userId: string, orderId: string): Promise<string> {
    const session = await booking.send('payments.createCheckout', {
      userId,
      orderId,
      amount: 2500,
      currency: 'USD',
      provider: 'sandbox',
    });
    await booking.send('payments.sandboxComplete', { userId, sessionId: session.sessionId, outcome: 'pay' });
    return session.sessionId;
  }

  /** Waits for payments to have published the paid checkout's event (relayed from its outbox). */
  async function paymentEventPublished(sessionId: string, what: string, timeoutMs: number): Promise<void> {
    await waitFor(
      async () =>
        (
          await paymentsDb.query(
            `SELECT 1 FROM kit_outbox WHERE payload->>'sessionId' = $1 AND published_at IS NOT NULL`,
            [sessionId],
          )
        ).rowCount === 1,
      { what, timeoutMs },
    );
  }

  /** How many order-paid events booking's outbox holds for the order. */
  async function orderPaidEvents(orderId: string): Promise<number> {
    const { rows } = await booking.db.query(
      `SELECT count(*)::int AS n FROM kit_outbox WHERE subject = 'events.booking.order-paid' AND payload->>'orderId' = $1`,
      [orderId],
    );
    return rows[0].n;
  }

  it('marks a held order paid when its sandbox checkout is paid', async () => {
    const slot = await booking.slot();
    const order = await booking.order(slot._id);
    expect(order.status).toBe('held');
    const sessionId = await paySandbox(order._user_id, order._id);
    await paidInTime(order._id);
    expect(await orderRow(order._id)).toEqual({ status: 'paid', payment_ref: sessionId });
  });

  it('still pays the order when booking was down while the buyer paid', async () => {
    const slot = await booking.slot();
    const order = await booking.order(slot._id);
    await booking.service.close();

    const sessionId = await paySandbox(order._user_id, order._id);
    // Payments has published the event; it waits in JetStream for booking's durable consumer.
    await paymentEventPublished(sessionId, 'payment event published', 10_000);
    expect((await orderRow(order._id)).status).toBe('held');

    await booking.startService();
    await paidInTime(order._id);
    expect(await orderRow(order._id)).toEqual({ status: 'paid', payment_ref: sessionId });
    expect(await orderPaidEvents(order._id)).toBe(1);
  });

  it('still pays the order when payments crashes right after the buyer paid, before its event got out', async () => {
    const slot = await booking.slot();
    const order = await booking.order(slot._id);
    await booking.service.close();
    const sessionId = await paySandbox(order._user_id, order._id);
    await payments.stop('SIGKILL');
    // As if the crash came between the commit and the relay: the event is only in payments' outbox.
    await paymentsDb.query(`UPDATE kit_outbox SET published_at = NULL WHERE payload->>'sessionId' = $1`, [
      sessionId,
    ]);

    await payments.start();
    await paymentEventPublished(sessionId, 'payment event relayed after the restart', 15_000);
    await booking.startService();
    await paidInTime(order._id);
    expect(await orderRow(order._id)).toEqual({ status: 'paid', payment_ref: sessionId });
    expect(await orderPaidEvents(order._id)).toBe(1);
  });

  it('refunds a payment for an order that can no longer be paid instead of retrying it forever', async () => {
    const slot = await booking.slot();
    const order = await booking.order(slot._id);
    await booking.db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      order._id,
    ]);
    expect(await booking.sweep()).toBeGreaterThanOrEqual(1);
    // Payments closes the order's open checkouts when it hears of the release: pay after that, as a late buyer would.
    await releaseHandled(order._id);
    const sessionId = await paySandbox(order._user_id, order._id);
    const handled = await waitFor(
      async () => {
        const { rows } = await paymentsDb.query(
          `SELECT id FROM kit_outbox WHERE payload->>'sessionId' = $1`,
          [sessionId],
        );
        const eventId = rows[0]?.id;
        if (!eventId) return false;
        const done = await booking.db.query(
          `SELECT 1 FROM kit_processed_events WHERE consumer = 'booking-orders-from-payments' AND event_id = $1`,
          [eventId],
        );
        return done.rowCount === 1;
      },
      { what: "the expired order's payment event handled", timeoutMs: 10_000 },
    );
    expect(handled).toBe(true);
    expect(await orderRow(order._id)).toEqual({ status: 'expired', payment_ref: null });
    // Booking's payment-rejected event reaches payments, which gives the money back.
    const refunded = await waitFor(
      async () =>
        (await paymentsDb.query(`SELECT status FROM checkout_sessions WHERE id = $1`, [sessionId])).rows[0]
          ?.status === 'refunded',
      { what: 'the rejected payment refunded', timeoutMs: 15_000 },
    );
    expect(refunded).toBe(true);
  });

  it('puts a VIP place in line when its VIP checkout is paid, and refunds one whose hold was swept', async () => {
    const session = await queue.session();
    const hold = await queue.hold(session.liveSessionId);
    const checkout = await booking.send('payments.createCheckout', {
      userId: hold._user_id,
      orderId: hold._id,
      kind: 'vip',
      amount: VIP_PRICE,
      currency: 'USD',
      provider: 'sandbox',
    });
    await booking.send('payments.sandboxComplete', {
      userId: hold._user_id,
      sessionId: checkout.sessionId,
      outcome: 'pay',
    });
    await waitFor(async () => (await queue.statusOf(hold._id)) === 'waiting', {
      what: 'the VIP place in line',
      timeoutMs: 15_000,
    });
    expect(await queue.entry(hold._id, hold._user_id)).toMatchObject({ position: 1, amountPaid: VIP_PRICE });

    const late = await queue.hold(session.liveSessionId);
    await queue.expireHoldNow(late._id);
    await booking.sweep();
    await releaseHandled(late._id);
    const lateCheckout = await booking.send('payments.createCheckout', {
      userId: late._user_id,
      orderId: late._id,
      kind: 'vip',
      amount: VIP_PRICE,
      currency: 'USD',
      provider: 'sandbox',
    });
    await booking.send('payments.sandboxComplete', {
      userId: late._user_id,
      sessionId: lateCheckout.sessionId,
      outcome: 'pay',
    });
    const refunded = await waitFor(
      async () =>
        (
          await paymentsDb.query(`SELECT status FROM checkout_sessions WHERE id = $1`, [
            lateCheckout.sessionId,
          ])
        ).rows[0]?.status === 'refunded',
      { what: 'the late VIP payment refunded', timeoutMs: 15_000 },
    );
    expect(refunded).toBe(true);
    expect(await queue.statusOf(late._id)).toBe('expired');
  });
});
