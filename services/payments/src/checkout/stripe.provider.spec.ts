import { PaymentsEventSubjects, PaymentsText, type CheckoutSessionDto } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal, FakeStripeApi } from '@lobby/test-kit';
import Stripe from 'stripe';
import { PaymentsHarness } from '../test/payments-fixtures';

const WEBHOOK_SECRET = 'whsec_test_lobby_webhook_secret';
const PUBLIC_URL = 'http://lobby.test';

describe('payments: stripe checkout against a local fake Stripe API', () => {
  const stripeApi = new FakeStripeApi();
  let payments: PaymentsHarness;

  beforeAll(async () => {
    const apiUrl = await stripeApi.start();
    payments = new PaymentsHarness({
      STRIPE_SECRET_KEY: 'sk_test_lobby_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: apiUrl,
      PUBLIC_URL: `${PUBLIC_URL}/`,
    });
    await payments.start();
  }, 30_000);
  afterAll(async () => {
    await payments?.stop();
    await stripeApi.stop();
  });

  const checkout = (amount = 2500, currency: 'USD' | 'INR' = 'USD') =>
    payments.send('payments.createCheckout', {
      userId: newId(),
      orderId: newId(),
      amount,
      currency,
      provider: 'stripe',
    });
  const sessionRow = async (sessionId: string) =>
    (await payments.db.query('SELECT * FROM checkout_sessions WHERE id = $1', [sessionId])).rows[0];
  const succeededEvents = async (sessionId: string) =>
    (
      await payments.db.query(
        `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'sessionId' = $2`,
        [PaymentsEventSubjects.paymentSucceeded, sessionId],
      )
    ).rows.map((row) => row.payload);
  /** The card payment's booking in the ledger: its transactions and their double entries. */
  const ledgerOf = async (sessionId: string) => {
    const transactions = (
      await payments.db.query(`SELECT id, amount_minor FROM wallet_transactions WHERE idempotency_key = $1`, [
        `card:${sessionId}`,
      ])
    ).rows;
    const entries = (
      await payments.db.query(
        `SELECT account, amount_minor::int AS amount FROM ledger_entries WHERE transaction_id = ANY($1::uuid[])
         ORDER BY amount_minor`,
        [transactions.map((row) => row.id)],
      )
    ).rows;
    return { transactions: transactions.length, entries };
  };

  /** A Stripe event about a (fake) Checkout Session, as Stripe would POST it. */
  const eventPayload = (type: string, object: unknown) =>
    JSON.stringify(
      {
        id: `evt_${newId().replace(/-/g, '')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      },
      null,
      2,
    );
  const deliver = (
    payload: string,
    signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    payments.send('payments.stripeWebhook', {
      rawBody: Buffer.from(payload, 'utf8').toString('base64'),
      signature,
    });
  const stripeIdOf = async (sessionId: string): Promise<string> => (await sessionRow(sessionId)).provider_ref;

  it('creates a Stripe Checkout Session with the amount, currency, our ids and return urls, and answers its url', async () => {
    const created = await checkout(149900, 'INR');
    const stripeId = await stripeIdOf(created.sessionId);
    expect(stripeId).toMatch(/^cs_test_/);
    expect(created).toMatchObject({
      provider: 'stripe',
      status: 'created',
      amount: 149900,
      currency: 'INR',
      url: `https://checkout.stripe.test/c/pay/${stripeId}`,
    });
    const request = stripeApi.requests.find(
      (r) => r.method === 'POST' && r.form.client_reference_id === created.sessionId,
    )!;
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe('Bearer sk_test_lobby_fake');
    expect(request.headers['idempotency-key']).toBe(`checkout:${created.sessionId}`);
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '149900',
      'metadata[sessionId]': created.sessionId,
      'metadata[orderId]': created.orderId,
      success_url: `${PUBLIC_URL}/checkout/success?session_id=${created.sessionId}`,
      cancel_url: `${PUBLIC_URL}/checkout/cancel?session_id=${created.sessionId}`,
    });
    const row = await sessionRow(created.sessionId);
    const expiresAt = Number(request.form.expires_at);
    // Our expiry, or Stripe's 30-minute minimum when ours is sooner.
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(row.expires_at.getTime() / 1000));
    expect(expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 31 * 60 + 5);
  });

  it('completes once when the same signed checkout.session.completed arrives 10 times in a row and 10 at once', async () => {
    const inRow = await checkout();
    const payload = eventPayload(
      'checkout.session.completed',
      stripeApi.pay(await stripeIdOf(inRow.sessionId)),
    );
    for (let i = 0; i < 10; i++) {
      expect(await deliver(payload)).toEqual({
        received: true,
        sessionId: inRow.sessionId,
        outcome: 'completed',
      });
    }
    expect(await succeededEvents(inRow.sessionId)).toEqual([
      {
        sessionId: inRow.sessionId,
        holdKind: 'slot',
        holdId: inRow.orderId,
        orderId: inRow.orderId,
        userId: expect.any(String),
        amount: 2500,
        currency: 'USD',
        provider: 'stripe',
        providerRef: await stripeIdOf(inRow.sessionId),
        discount: 0,
        promoCode: null,
      },
    ]);
    expect((await sessionRow(inRow.sessionId)).status).toBe('paid');
    expect(await ledgerOf(inRow.sessionId)).toEqual({
      transactions: 1,
      entries: [
        { account: 'system:card:USD', amount: -2500 },
        { account: 'system:payment:USD', amount: 2500 },
      ],
    });

    const atOnce = await checkout();
    const stripeId = await stripeIdOf(atOnce.sessionId);
    const once = eventPayload('checkout.session.completed', stripeApi.pay(stripeId));
    const acks = await Promise.all(Array.from({ length: 10 }, () => deliver(once)));
    expect(acks.every((ack) => ack.outcome === 'completed')).toBe(true);
    expect(await succeededEvents(atOnce.sessionId)).toHaveLength(1);
    const row = await sessionRow(atOnce.sessionId);
    expect(row).toMatchObject({ status: 'paid', provider_ref: stripeId });
    expect((await ledgerOf(atOnce.sessionId)).transactions).toBe(1);
  });

  it('refuses a bad signature and a stale timestamp with 400 and changes nothing', async () => {
    const created = await checkout();
    const payload = eventPayload(
      'checkout.session.completed',
      stripeApi.pay(await stripeIdOf(created.sessionId)),
    );
    const before = await sessionRow(created.sessionId);
    const ledgerBefore = await ledgerOf(created.sessionId);

    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(await refusal(deliver(payload, wrongSecret))).toEqual({
      status: 400,
      message: PaymentsText.stripeSignatureInvalid,
    });
    const tampered = payload.replace('"amount_total": 2500', '"amount_total": 1');
    const signedOriginal = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await refusal(deliver(tampered, signedOriginal))).status).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    expect(await refusal(deliver(payload, stale))).toEqual({
      status: 400,
      message: PaymentsText.stripeSignatureInvalid,
    });
    expect((await refusal(deliver(payload, 'not a signature'))).status).toBe(400);

    expect(await sessionRow(created.sessionId)).toEqual(before);
    expect(await succeededEvents(created.sessionId)).toHaveLength(0);
    expect(await ledgerOf(created.sessionId)).toEqual(ledgerBefore);
  });

  it('completes once when the return page and the webhook race', async () => {
    const created = await checkout();
    const stripeId = await stripeIdOf(created.sessionId);
    // Before the buyer pays, the return page changes nothing.
    expect(
      await payments.send('payments.confirmStripeReturn', { sessionId: created.sessionId }),
    ).toMatchObject({
      status: 'created',
    });
    const payload = eventPayload('checkout.session.completed', stripeApi.pay(stripeId));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? payments.send('payments.confirmStripeReturn', { sessionId: created.sessionId })
          : deliver(payload),
      ),
    );
    expect(
      results.every((r) =>
        'status' in r ? (r as CheckoutSessionDto).status === 'paid' : r.outcome === 'completed',
      ),
    ).toBe(true);
    expect(await succeededEvents(created.sessionId)).toHaveLength(1);
    expect(await sessionRow(created.sessionId)).toMatchObject({ status: 'paid', provider_ref: stripeId });
    const retrieved = stripeApi.requests.filter((r) => r.method === 'GET' && r.path.endsWith(stripeId));
    expect(retrieved.length).toBeGreaterThan(0);
  });

  it('completes through the return page alone when no webhook comes', async () => {
    const created = await checkout();
    stripeApi.pay(await stripeIdOf(created.sessionId));
    expect(
      await payments.send('payments.confirmStripeReturn', { sessionId: created.sessionId }),
    ).toMatchObject({
      sessionId: created.sessionId,
      status: 'paid',
    });
    expect(await succeededEvents(created.sessionId)).toHaveLength(1);
  });

  it('fails the session on checkout.session.expired and acknowledges events it does not act on', async () => {
    const created = await checkout();
    const expired = eventPayload(
      'checkout.session.expired',
      stripeApi.expire(await stripeIdOf(created.sessionId)),
    );
    expect(await deliver(expired)).toEqual({
      received: true,
      sessionId: created.sessionId,
      outcome: 'failed',
    });
    expect(await deliver(expired)).toEqual({
      received: true,
      sessionId: created.sessionId,
      outcome: 'failed',
    });
    expect((await sessionRow(created.sessionId)).status).toBe('failed');
    expect(await succeededEvents(created.sessionId)).toHaveLength(0);

    expect(await deliver(eventPayload('customer.created', { id: 'cus_1', object: 'customer' }))).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect(
      await deliver(
        eventPayload('checkout.session.completed', {
          ...stripeApi.pay(await stripeIdOf(created.sessionId)),
          client_reference_id: newId(),
          metadata: {},
        }),
      ),
    ).toMatchObject({ received: true, outcome: 'ignored' });
  });

  it('refunds through Stripe when a payment lands on a checkout that was superseded, and completes nothing', async () => {
    const userId = newId();
    const orderId = newId();
    const open = () =>
      payments.send('payments.createCheckout', {
        userId,
        orderId,
        amount: 2500,
        currency: 'USD',
        provider: 'stripe',
      });
    const first = await open();
    const firstStripeId = await stripeIdOf(first.sessionId);
    const second = await open();
    expect((await sessionRow(first.sessionId)).status).toBe('expired');

    const late = eventPayload('checkout.session.completed', stripeApi.pay(firstStripeId));
    expect(await deliver(late)).toEqual({ received: true, sessionId: first.sessionId, outcome: 'closed' });
    const refunds = stripeApi.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.at(-1)).toMatchObject({ form: { payment_intent: `pi_${firstStripeId.slice(3)}` } });
    expect(refunds.at(-1)!.headers['idempotency-key']).toBe(`refund:${first.sessionId}`);
    expect(await succeededEvents(first.sessionId)).toHaveLength(0);
    expect((await sessionRow(second.sessionId)).status).toBe('created');
  });

  const failedEvents = async (orderId: string) =>
    (
      await payments.db.query(
        `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'holdId' = $2`,
        [PaymentsEventSubjects.paymentFailed, orderId],
      )
    ).rows.map((row) => row.payload);

  it("cancels for its buyer only: Stripe's session expires, ours fails once with payment-failed for the hold", async () => {
    const created = await checkout();
    const stripeId = await stripeIdOf(created.sessionId);
    const buyer = (await sessionRow(created.sessionId)).user_id as string;
    expect(
      await refusal(
        payments.send('payments.cancelCheckout', { userId: newId(), sessionId: created.sessionId }),
      ),
    ).toEqual({ status: 404, message: PaymentsText.checkoutNotFound });
    expect(stripeApi.sessions.get(stripeId)!.status).toBe('open');

    const cancel = () =>
      payments.send('payments.cancelCheckout', { userId: buyer, sessionId: created.sessionId });
    expect(await cancel()).toMatchObject({ sessionId: created.sessionId, status: 'failed' });
    expect(await cancel()).toMatchObject({ status: 'failed' });
    expect(stripeApi.sessions.get(stripeId)!.status).toBe('expired');
    expect(
      stripeApi.requests.filter((r) => r.path === `/v1/checkout/sessions/${stripeId}/expire`),
    ).toHaveLength(1);
    expect(await failedEvents(created.orderId)).toEqual([
      expect.objectContaining({ sessionId: created.sessionId, holdKind: 'slot', holdId: created.orderId }),
    ]);
  });

  it('answers paid, and completes, when the buyer paid on Stripe before cancelling', async () => {
    const created = await checkout();
    const buyer = (await sessionRow(created.sessionId)).user_id as string;
    stripeApi.pay(await stripeIdOf(created.sessionId));
    expect(
      await payments.send('payments.cancelCheckout', { userId: buyer, sessionId: created.sessionId }),
    ).toMatchObject({ status: 'paid' });
    expect(await succeededEvents(created.sessionId)).toHaveLength(1);
    expect(await failedEvents(created.orderId)).toHaveLength(0);
  });

  it('gives the hold up when Stripe fails to open a checkout for it, and keeps it otherwise', async () => {
    stripeApi.down = true;
    try {
      const open = (releaseHoldOnFailure: boolean) => {
        const orderId = newId();
        const request = {
          userId: newId(),
          orderId,
          amount: 2500,
          currency: 'USD' as const,
          provider: 'stripe' as const,
        };
        return {
          orderId,
          refused: refusal(payments.send('payments.createCheckout', { ...request, releaseHoldOnFailure })),
        };
      };
      const released = open(true);
      expect((await released.refused).status).toBeGreaterThanOrEqual(500);
      expect(await failedEvents(released.orderId)).toEqual([
        expect.objectContaining({ holdKind: 'slot', holdId: released.orderId }),
      ]);
      const kept = open(false);
      expect((await kept.refused).status).toBeGreaterThanOrEqual(500);
      expect(await failedEvents(kept.orderId)).toHaveLength(0);
    } finally {
      stripeApi.down = false;
    }
  });
  describe('a wallet top-up by card', () => {
    const topUp = (userId: string, amount = 50_000) =>
      payments.send('payments.createTopUp', { userId, amount, currency: 'INR' });
    const inrBalance = async (userId: string) =>
      (await payments.send('payments.walletBalance', { userId })).balances.find((b) => b.currency === 'INR')!
        .amount;

    it('credits the wallet once when the webhook and two return pages come at once, then pays an order from it', async () => {
      const fan = newId();
      const created = await topUp(fan);
      const stripeId = await stripeIdOf(created.sessionId);
      expect(created).toMatchObject({
        kind: 'top_up',
        provider: 'stripe',
        status: 'created',
        amount: 50_000,
        currency: 'INR',
        url: `https://checkout.stripe.test/c/pay/${stripeId}`,
      });
      const request = stripeApi.requests.find(
        (r) => r.method === 'POST' && r.form.client_reference_id === created.sessionId,
      )!;
      expect(request.form['line_items[0][price_data][product_data][name]']).toBe('Lobby wallet top-up');
      expect([request.form.success_url, request.form.cancel_url]).toEqual([
        `${PUBLIC_URL}/profile?tab=wallet&top_up=${created.sessionId}`,
        `${PUBLIC_URL}/profile?tab=wallet&top_up=${created.sessionId}&cancelled=1`,
      ]);

      const paid = eventPayload('checkout.session.completed', stripeApi.pay(stripeId));
      // Someone else's return page neither sees nor completes it.
      expect(
        await refusal(
          payments.send('payments.topUpReturn', { userId: newId(), sessionId: created.sessionId }),
        ),
      ).toEqual({ status: 404, message: PaymentsText.checkoutNotFound });
      expect(await inrBalance(fan)).toBe(0);

      const back = () => payments.send('payments.topUpReturn', { userId: fan, sessionId: created.sessionId });
      const [ack, ...returns] = await Promise.all([deliver(paid), back(), back()]);
      expect(ack).toEqual({ received: true, sessionId: created.sessionId, outcome: 'completed' });
      expect(returns.map((session) => session.status)).toEqual(['paid', 'paid']);
      expect(await deliver(paid)).toMatchObject({ outcome: 'completed' });
      expect(await inrBalance(fan)).toBe(50_000);
      const movements = await payments.send('payments.walletMovements', { userId: fan });
      expect(movements.data).toEqual([
        expect.objectContaining({ kind: 'top_up', amount: 50_000, currency: 'INR' }),
      ]);
      // A top-up is no booking: no payment event for booking, no card sale in the books.
      expect(await succeededEvents(created.sessionId)).toEqual([]);
      expect((await ledgerOf(created.sessionId)).transactions).toBe(0);
      const { rows } = await payments.db.query(
        'SELECT sandbox FROM wallet_transactions WHERE idempotency_key = $1',
        [`top-up:${created.sessionId}`],
      );
      expect(rows).toEqual([{ sandbox: false }]);

      const order = await payments.send('payments.createCheckout', {
        userId: fan,
        orderId: newId(),
        amount: 30_000,
        currency: 'INR',
        provider: 'wallet',
      });
      expect(order.status).toBe('paid');
      expect(await inrBalance(fan)).toBe(20_000);
    });

    it('credits nothing for a Stripe session that expired unpaid', async () => {
      const fan = newId();
      const created = await topUp(fan);
      const expired = eventPayload(
        'checkout.session.expired',
        stripeApi.expire(await stripeIdOf(created.sessionId)),
      );
      expect(await deliver(expired)).toMatchObject({ outcome: 'failed' });
      expect(
        (await payments.send('payments.topUpReturn', { userId: fan, sessionId: created.sessionId })).status,
      ).toBe('failed');
      expect(await inrBalance(fan)).toBe(0);
    });
  });
});
