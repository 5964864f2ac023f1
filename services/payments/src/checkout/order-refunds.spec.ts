import {
  BookingEventSubjects,
  type CheckoutSessionDto,
  type OrderPaidEvent,
  type OrderRefundDueEvent,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import {
  DomainEventPublisher,
  FakePeers,
  waitFor,
  FakeStripeApi,
  type FakeStripeRefund,
} from '@lobby/test-kit';
import Stripe from 'stripe';
import { PaymentsHarness } from '../test/payments-fixtures';
import { BookingEventsConsumer } from './booking-events.consumer';
import { OrderRefundsService } from './order-refunds.service';

const WEBHOOK_SECRET = 'whsec_test_lobby_refunds';

describe('payments: refunding cancelled orders the way they were paid, once', () => {
  const stripeApi = new FakeStripeApi();
  let payments: PaymentsHarness;
  const peers = new FakePeers();
  const events = new DomainEventPublisher();

  beforeAll(async () => {
    const apiUrl = await stripeApi.start();
    payments = new PaymentsHarness({
      CHECKOUT_SWEEP_INTERVAL_MS: '0',
      STRIPE_SECRET_KEY: 'sk_test_lobby_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: apiUrl,
    });
    await payments.start();
    await peers.start(payments.nats.url);
    await events.start(payments.nats.url);
    // No fee is configured: earnings book the default.
    peers.answer('content.configuration', () => null);
    peers.answer('identity.streamerGstin', () => ({ gstin: null }));
    await peers.flush();
  }, 30_000);
  afterAll(async () => {
    await events.stop();
    await peers.stop();
    await payments?.stop();
    await stripeApi.stop();
  });

  const refunds = () => payments.service.app.get(OrderRefundsService);
  const consumer = () => payments.service.app.get(BookingEventsConsumer);
  const sessionRow = async (sessionId: string) =>
    (await payments.db.query('SELECT * FROM checkout_sessions WHERE id = $1', [sessionId])).rows[0];
  const refundRow = async (orderId: string) =>
    (
      await payments.db.query(
        'SELECT *, amount_minor::int AS amount_minor FROM order_refunds WHERE order_id = $1',
        [orderId],
      )
    ).rows[0];
  const balance = async (userId: string, currency: 'USD' | 'INR' = 'USD') =>
    (await payments.send('payments.walletBalance', { userId })).balances.find((b) => b.currency === currency)!
      .amount;
  /** A ledger transaction by its key, with its entries. */
  const ledgerOf = async (idempotencyKey: string) =>
    (
      await payments.db.query(
        `SELECT t.kind, e.account, e.amount_minor::int AS amount FROM wallet_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id WHERE t.idempotency_key = $1 ORDER BY e.account`,
        [idempotencyKey],
      )
    ).rows;
  const countKey = async (idempotencyKey: string) =>
    (
      await payments.db.query(
        `SELECT count(*)::int AS n FROM wallet_transactions WHERE idempotency_key = $1`,
        [idempotencyKey],
      )
    ).rows[0].n as number;

  const stripeEvent = (type: string, object: unknown) => {
    const payload = JSON.stringify({
      id: `evt_${newId().replace(/-/g, '')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    return payments.send('payments.stripeWebhook', {
      rawBody: Buffer.from(payload, 'utf8').toString('base64'),
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    });
  };

  /** A paid checkout of a new order through `provider`. */
  const paid = async (
    provider: 'stripe' | 'sandbox' | 'wallet',
    amount = 5000,
    currency: 'USD' | 'INR' = 'USD',
  ): Promise<CheckoutSessionDto & { userId: string }> => {
    const userId = newId();
    if (provider === 'wallet') await payments.topUp(userId, amount, currency);
    const session = await payments.send('payments.createCheckout', {
      userId,
      orderId: newId(),
      amount,
      currency,
      provider,
    });
    if (provider === 'sandbox') {
      await payments.send('payments.sandboxComplete', {
        userId,
        sessionId: session.sessionId,
        outcome: 'pay',
      });
    }
    if (provider === 'stripe') {
      const stripeSession = stripeApi.pay((await sessionRow(session.sessionId)).provider_ref);
      await stripeEvent('checkout.session.completed', stripeSession);
    }
    expect((await sessionRow(session.sessionId)).status).toBe('paid');
    return { ...session, userId };
  };

  const refundDue = (
    session: CheckoutSessionDto & { userId: string },
    overrides: Partial<OrderRefundDueEvent> = {},
  ): OrderRefundDueEvent => ({
    orderId: session.orderId,
    userId: session.userId,
    amount: session.amount,
    currency: session.currency,
    amountPaid: session.amount,
    paymentRef: session.sessionId,
    refundTo: 'card',
    reason: 'fan-cancelled',
    ...overrides,
  });

  const orderPaid = (
    session: CheckoutSessionDto & { userId: string },
    streamerId: string,
  ): OrderPaidEvent => ({
    orderId: session.orderId,
    order_id: session.orderId,
    holdKind: 'slot',
    userId: session.userId,
    slotId: newId(),
    gigId: newId(),
    liveSessionId: null,
    streamerId,
    numberOfPlayers: 1,
    paymentRef: session.sessionId,
    amountPaid: session.amount,
    currency: session.currency,
    paidAt: new Date().toISOString(),
    gigTitle: 'A gig',
    gigSlug: 'a-gig',
    slotStartsAt: new Date().toISOString(),
    slotEndsAt: new Date().toISOString(),
    amount: session.amount,
    discount: 0,
    promoCode: null,
    provider: session.provider,
  });

  it('refunds a Stripe card once for 10 refund-due events at once, 10 more calls and 10 charge.refunded: one Stripe refund, one ledger refund, one sale reversal', async () => {
    const session = await paid('stripe', 4999);
    const streamerId = newId();
    await events.publish(BookingEventSubjects.orderPaid, orderPaid(session, streamerId));
    await waitFor(
      async () =>
        (await payments.db.query('SELECT 1 FROM sales WHERE order_id = $1', [session.orderId])).rows[0],
      { what: 'the sale' },
    );
    // Half of $49.99 by a moderate policy: 2499.5 cents → 2500 (booking rounds; payments refunds what it is told).
    const due = refundDue(session, { amount: 2500 });
    await Promise.all([
      ...Array.from({ length: 10 }, () => events.publish(BookingEventSubjects.orderRefundDue, due)),
      ...Array.from({ length: 10 }, () => refunds().refundDue(due)),
    ]);
    const stripeRefunds = () => stripeApi.refunds.filter((r) => r.metadata.orderId === session.orderId);
    const refund: FakeStripeRefund = stripeRefunds()[0];
    const acks = await Promise.all(
      Array.from({ length: 10 }, () => stripeEvent('charge.refunded', stripeApi.refundedCharge(refund))),
    );
    expect(acks.every((ack) => ack.outcome === 'refunded')).toBe(true);
    await waitFor(
      async () =>
        (
          await payments.db.query('SELECT reversal_transaction_id FROM sales WHERE order_id = $1', [
            session.orderId,
          ])
        ).rows[0]?.reversal_transaction_id,
      { what: 'the sale reversal' },
    );

    expect(stripeRefunds()).toHaveLength(1);
    expect(refund).toMatchObject({ amount: 2500, status: 'succeeded', currency: 'usd' });
    const refundCalls = stripeApi.requests.filter(
      (r) => r.path === '/v1/refunds' && r.form['metadata[orderId]'] === session.orderId,
    );
    expect(refundCalls.length).toBeGreaterThan(0);
    for (const call of refundCalls) {
      expect(call.headers['idempotency-key']).toBe(`order-refund:${session.orderId}`);
      expect(call.form.amount).toBe('2500');
    }
    expect(await refundRow(session.orderId)).toMatchObject({
      method: 'card',
      provider: 'stripe',
      amount_minor: 2500,
      status: 'succeeded',
      refund_ref: refund.id,
      charge_ref: refund.payment_intent,
    });
    expect(await ledgerOf(`card-order-refund:${session.orderId}`)).toEqual([
      { kind: 'refund', account: 'system:card:USD', amount: 2500 },
      { kind: 'refund', account: 'system:payment:USD', amount: -2500 },
    ]);
    expect(await countKey(`sale-reversal:${session.orderId}`)).toBe(1);
    // Nothing went to the wallet.
    expect(await balance(session.userId)).toBe(0);
  });

  it('keeps a pending Stripe refund pending until charge.refunded confirms it, and ignores charges not ours', async () => {
    const session = await paid('stripe', 149_900, 'INR');
    stripeApi.refundStatus = 'pending';
    try {
      await consumer().orderRefundDue(refundDue(session));
    } finally {
      stripeApi.refundStatus = 'succeeded';
    }
    const row = await refundRow(session.orderId);
    expect(row).toMatchObject({
      status: 'pending',
      amount_minor: 149_900,
      currency: 'INR',
      settled_at: null,
    });
    // A redelivery asks Stripe again under the same key and still makes no second refund.
    await consumer().orderRefundDue(refundDue(session));
    expect(stripeApi.refunds.filter((r) => r.metadata.orderId === session.orderId)).toHaveLength(1);

    const refund = stripeApi.refunds.find((r) => r.metadata.orderId === session.orderId)!;
    expect(await stripeEvent('charge.refunded', stripeApi.refundedCharge(refund))).toMatchObject({
      outcome: 'refunded',
    });
    expect(await refundRow(session.orderId)).toMatchObject({
      status: 'succeeded',
      settled_at: expect.any(Date),
    });
    expect(
      await stripeEvent('charge.refunded', {
        id: 'ch_elsewhere',
        object: 'charge',
        payment_intent: 'pi_made_in_the_dashboard',
        refunds: { object: 'list', data: [] },
      }),
    ).toEqual({ received: true, outcome: 'ignored' });
  });

  it('sends a sandbox card payment back at once, and to the wallet when the fan asks', async () => {
    const toCard = await paid('sandbox', 2500);
    await consumer().orderRefundDue(refundDue(toCard));
    expect(await refundRow(toCard.orderId)).toMatchObject({
      method: 'card',
      provider: 'sandbox',
      status: 'succeeded',
      refund_ref: `sandbox_refund_order-refund:${toCard.orderId}`,
    });
    expect(await balance(toCard.userId)).toBe(0);
    expect(await ledgerOf(`card-order-refund:${toCard.orderId}`)).toHaveLength(2);

    const toWallet = await paid('sandbox', 2500);
    await Promise.all(
      Array.from({ length: 5 }, () => consumer().orderRefundDue(refundDue(toWallet, { refundTo: 'wallet' }))),
    );
    expect(await refundRow(toWallet.orderId)).toMatchObject({ method: 'wallet', status: 'succeeded' });
    expect(await balance(toWallet.userId)).toBe(2500);
    expect(await countKey(`order-refund:${toWallet.orderId}`)).toBe(1);
    expect(await countKey(`card-order-refund:${toWallet.orderId}`)).toBe(0);
  });

  it('returns a wallet payment to the wallet, and an event from before cancellations too', async () => {
    const wallet = await paid('wallet', 3000, 'INR');
    expect(await balance(wallet.userId, 'INR')).toBe(0);
    await consumer().orderRefundDue(refundDue(wallet, { amount: 1500 }));
    expect(await balance(wallet.userId, 'INR')).toBe(1500);
    expect(await refundRow(wallet.orderId)).toMatchObject({ method: 'wallet', provider: 'wallet' });

    const old = await paid('sandbox', 2000);
    await consumer().orderRefundDue({
      orderId: old.orderId,
      userId: old.userId,
      amount: 2000,
      currency: 'USD',
    });
    expect(await balance(old.userId)).toBe(2000);
  });
});
