import { PaymentsEventSubjects, PaymentsText, type CheckoutSessionDto } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { PaymentsHarness } from '../test/payments-fixtures';
import { CheckoutService } from './checkout.service';

describe('payments: checkout sessions', () => {
  const payments = new PaymentsHarness();

  beforeAll(() => payments.start(), 30_000);
  afterAll(() => payments.stop());

  const sessionRow = async (sessionId: string) =>
    (await payments.db.query('SELECT * FROM checkout_sessions WHERE id = $1', [sessionId])).rows[0];
  const checkout = (provider: 'sandbox' | 'wallet', userId = newId(), amount = 2500) =>
    payments.send('payments.createCheckout', {
      userId,
      orderId: newId(),
      amount,
      currency: 'USD',
      provider,
    });
  /** The sandbox page, as the session's buyer. */
  const sandbox = async (request: {
    sessionId: string;
    outcome: 'pay' | 'fail';
  }): Promise<CheckoutSessionDto> => {
    const buyer: string = (await sessionRow(request.sessionId))?.user_id ?? newId();
    return payments.send('payments.sandboxComplete', { userId: buyer, ...request });
  };
  const succeededEvents = async (sessionId: string) =>
    (
      await payments.db.query(
        `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'sessionId' = $2`,
        [PaymentsEventSubjects.paymentSucceeded, sessionId],
      )
    ).rows.map((row) => row.payload);
  const walletPayments = async (userId: string) =>
    (
      await payments.db.query(
        `SELECT * FROM wallet_transactions WHERE user_id = $1 AND kind = 'payment' AND idempotency_key NOT LIKE 'card:%'`,
        [userId],
      )
    ).rows;
  const balance = async (userId: string) =>
    (await payments.send('payments.walletBalance', { userId })).balances.find((b) => b.currency === 'USD')!
      .amount;

  it('opens a sandbox session with a local hosted page and pays it through the one completion path', async () => {
    const buyer = newId();
    const created = await checkout('sandbox', buyer);
    expect(created).toMatchObject({
      provider: 'sandbox',
      status: 'created',
      url: `/checkout/sandbox/${created.sessionId}`,
      amount: 2500,
      currency: 'USD',
    });
    const row = await sessionRow(created.sessionId);
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now());

    const paid = await sandbox({
      sessionId: created.sessionId,
      outcome: 'pay',
    });
    expect(paid).toMatchObject({ sessionId: created.sessionId, status: 'paid' });
    expect(paid.url).toBeUndefined();
    expect((await sessionRow(created.sessionId)).completed_at).not.toBeNull();
    expect(await succeededEvents(created.sessionId)).toEqual([
      {
        sessionId: created.sessionId,
        holdKind: 'slot',
        holdId: created.orderId,
        orderId: created.orderId,
        userId: buyer,
        amount: 2500,
        currency: 'USD',
        provider: 'sandbox',
        providerRef: `sandbox_${created.sessionId}`,
        discount: 0,
        promoCode: null,
      },
    ]);
  });

  it('completes a session 10 times in a row and 10 at once into one paid session and one event', async () => {
    const service = payments.service.app.get(CheckoutService);
    const inRow = await checkout('sandbox');
    const results: CheckoutSessionDto[] = [];
    for (let i = 0; i < 10; i++) results.push(await service.complete(inRow.sessionId, 'ref_row'));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(['paid']));
    expect(await succeededEvents(inRow.sessionId)).toHaveLength(1);

    const atOnce = await checkout('sandbox');
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => sandbox({ sessionId: atOnce.sessionId, outcome: 'pay' })),
    );
    expect(raced.every((r) => r.status === 'paid')).toBe(true);
    expect(await succeededEvents(atOnce.sessionId)).toHaveLength(1);
    expect((await sessionRow(atOnce.sessionId)).status).toBe('paid');
  });

  it('fails a sandbox session: nothing charged, no event, and it cannot be paid afterwards', async () => {
    const created = await checkout('sandbox');
    const failed = await sandbox({
      sessionId: created.sessionId,
      outcome: 'fail',
    });
    expect(failed.status).toBe('failed');
    expect(await succeededEvents(created.sessionId)).toHaveLength(0);
    expect(await refusal(sandbox({ sessionId: created.sessionId, outcome: 'pay' }))).toEqual({
      status: 409,
      message: PaymentsText.checkoutClosed,
    });
    expect((await sessionRow(created.sessionId)).status).toBe('failed');
  });

  it('refuses to pay a sandbox session past its expiry and marks it expired', async () => {
    const created = await checkout('sandbox');
    await payments.db.query(
      `UPDATE checkout_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [created.sessionId],
    );
    expect(await refusal(sandbox({ sessionId: created.sessionId, outcome: 'pay' }))).toEqual({
      status: 409,
      message: PaymentsText.checkoutClosed,
    });
    expect((await sessionRow(created.sessionId)).status).toBe('expired');
    expect(await succeededEvents(created.sessionId)).toHaveLength(0);
  });

  it('gives a reserved promo use back when the session fails', async () => {
    const code = await payments.promoCode({ maxUses: 1 });
    const buyer = newId();
    const open = (orderId: string) =>
      payments.send('payments.createCheckout', {
        userId: buyer,
        orderId,
        amount: 1000,
        currency: 'USD',
        provider: 'sandbox',
        promoCode: code.code,
        gigId: newId(),
        streamerId: code.streamerId,
      });
    const first = await open(newId());
    expect(first).toMatchObject({ amount: 900, discount: 100 });
    expect((await refusal(open(newId()))).message).toBe(PaymentsText.promoCodeUsedUp);
    await sandbox({ sessionId: first.sessionId, outcome: 'fail' });
    expect(await open(newId())).toMatchObject({ amount: 900, discount: 100 });
  });

  it('pays from the wallet at once and debits it once', async () => {
    const buyer = newId();
    await payments.topUp(buyer, 5000);
    const paid = await checkout('wallet', buyer, 3000);
    expect(paid).toMatchObject({ provider: 'wallet', status: 'paid' });
    expect(paid.url).toBeUndefined();
    expect(await balance(buyer)).toBe(2000);
    const debits = await walletPayments(buyer);
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ idempotency_key: paid.sessionId, amount_minor: '3000' });
    expect(await succeededEvents(paid.sessionId)).toEqual([
      expect.objectContaining({ provider: 'wallet', providerRef: debits[0].id, amount: 3000 }),
    ]);
    // The same session again (a retried completion) moves no money.
    const service = payments.service.app.get(CheckoutService);
    await service.complete(paid.sessionId, debits[0].id);
    expect(await balance(buyer)).toBe(2000);
    expect(await walletPayments(buyer)).toHaveLength(1);
  });

  it('refuses a wallet checkout the balance cannot cover: 409, session failed, nothing charged', async () => {
    const buyer = newId();
    await payments.topUp(buyer, 1000);
    expect(await refusal(checkout('wallet', buyer, 3000))).toEqual({
      status: 409,
      message: PaymentsText.insufficientWalletBalance,
    });
    expect(await balance(buyer)).toBe(1000);
    expect(await walletPayments(buyer)).toHaveLength(0);
    const { rows } = await payments.db.query('SELECT status FROM checkout_sessions WHERE user_id = $1', [
      buyer,
    ]);
    expect(rows).toEqual([{ status: 'failed' }]);
  });

  it('lets a newer checkout supersede an open one, and refuses one for an order already paid', async () => {
    const buyer = newId();
    const orderId = newId();
    const open = (provider: 'sandbox' | 'wallet') =>
      payments.send('payments.createCheckout', {
        userId: buyer,
        orderId,
        amount: 700,
        currency: 'USD',
        provider,
      });
    const first = await open('sandbox');
    const second = await open('sandbox');
    expect((await sessionRow(first.sessionId)).status).toBe('expired');
    expect(await refusal(sandbox({ sessionId: first.sessionId, outcome: 'pay' }))).toEqual({
      status: 409,
      message: PaymentsText.checkoutClosed,
    });
    await sandbox({ sessionId: second.sessionId, outcome: 'pay' });

    await payments.topUp(buyer, 5000);
    expect(await refusal(open('wallet'))).toEqual({ status: 409, message: PaymentsText.checkoutOrderPaid });
    expect(await balance(buyer)).toBe(5000);
    expect(await walletPayments(buyer)).toHaveLength(0);
  });

  it('charges an order once when 10 wallet checkouts for it race', async () => {
    const buyer = newId();
    const orderId = newId();
    await payments.topUp(buyer, 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        payments.send('payments.createCheckout', {
          userId: buyer,
          orderId,
          amount: 1500,
          currency: 'USD',
          provider: 'wallet',
        }),
      ),
    );
    expect(results.some((r) => r.status === 'fulfilled' && r.value.status === 'paid')).toBe(true);
    const { rows } = await payments.db.query(
      `SELECT id FROM checkout_sessions WHERE order_id = $1 AND status = 'paid'`,
      [orderId],
    );
    expect(rows).toHaveLength(1);
    expect(await balance(buyer)).toBe(8500);
    const { rows: events } = await payments.db.query(
      `SELECT 1 FROM kit_outbox WHERE subject = $1 AND payload->>'orderId' = $2`,
      [PaymentsEventSubjects.paymentSucceeded, orderId],
    );
    expect(events).toHaveLength(1);
  });

  describe('a declined card', () => {
    const failedEvents = async (sessionId: string) =>
      (
        await payments.db.query(
          `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'sessionId' = $2`,
          [PaymentsEventSubjects.paymentFailed, sessionId],
        )
      ).rows;

    it("keeps a booking order's hold (no payment-failed) and gives a VIP place up", async () => {
      const order = await checkout('sandbox');
      expect(await sandbox({ sessionId: order.sessionId, outcome: 'fail' })).toMatchObject({
        status: 'failed',
      });
      expect(await failedEvents(order.sessionId)).toEqual([]);

      const vip = await payments.send('payments.createCheckout', {
        userId: newId(),
        orderId: newId(),
        kind: 'vip',
        amount: 2000,
        currency: 'USD',
        provider: 'sandbox',
      });
      await sandbox({ sessionId: vip.sessionId, outcome: 'fail' });
      expect(await failedEvents(vip.sessionId)).toEqual([
        { payload: expect.objectContaining({ holdKind: 'vip', holdId: vip.orderId }) },
      ]);
    });

    it('pays the order again with the provider and promo code of its last checkout, the code used once', async () => {
      const code = await payments.promoCode({ maxUses: 1 });
      const buyer = newId();
      const orderId = newId();
      const order = { userId: buyer, orderId, amount: 1000, currency: 'USD' as const };
      const target = { gigId: newId(), streamerId: code.streamerId };
      const first = await payments.send('payments.createCheckout', {
        ...order,
        ...target,
        provider: 'sandbox',
        promoCode: code.code,
      });
      expect(first).toMatchObject({ amount: 900, discount: 100, promoCode: code.code });
      await sandbox({ sessionId: first.sessionId, outcome: 'fail' });

      const again = await payments.send('payments.resumeCheckout', { ...order, ...target });
      expect(again).toMatchObject({
        orderId,
        provider: 'sandbox',
        status: 'created',
        amount: 900,
        discount: 100,
        promoCode: code.code,
        url: `/checkout/sandbox/${again.sessionId}`,
      });
      expect(again.sessionId).not.toBe(first.sessionId);
      // The use went back with the decline and is taken again: still one, so no other order gets the code.
      expect(
        (
          await refusal(
            payments.send('payments.createCheckout', {
              ...order,
              ...target,
              orderId: newId(),
              provider: 'sandbox',
              promoCode: code.code,
            }),
          )
        ).message,
      ).toBe(PaymentsText.promoCodeUsedUp);

      // Paying again while that checkout is open supersedes it.
      const third = await payments.send('payments.resumeCheckout', { ...order, ...target });
      expect((await sessionRow(again.sessionId)).status).toBe('expired');
      expect(await sandbox({ sessionId: third.sessionId, outcome: 'pay' })).toMatchObject({ status: 'paid' });
      expect(await succeededEvents(third.sessionId)).toEqual([
        expect.objectContaining({ orderId, amount: 900, discount: 100, promoCode: code.code }),
      ]);
      expect(await refusal(payments.send('payments.resumeCheckout', { ...order, ...target }))).toEqual({
        status: 409,
        message: PaymentsText.checkoutOrderPaid,
      });
    });

    it('opens a sandbox checkout without a code for an order that never had one', async () => {
      const orderId = newId();
      expect(
        await payments.send('payments.resumeCheckout', {
          userId: newId(),
          orderId,
          amount: 1200,
          currency: 'USD',
        }),
      ).toMatchObject({ orderId, provider: 'sandbox', status: 'created', amount: 1200, promoCode: null });
    });
  });

  it('refuses an unknown provider, bad amounts, and a sandbox outcome for a wallet session', async () => {
    expect(
      await refusal(
        payments.send('payments.createCheckout', {
          userId: newId(),
          orderId: newId(),
          amount: 100,
          currency: 'USD',
          provider: 'stripe',
        }),
      ),
    ).toEqual({ status: 400, message: PaymentsText.checkoutProviderUnavailable });
    expect(
      (
        await refusal(
          payments.send('payments.createCheckout', {
            userId: newId(),
            orderId: newId(),
            amount: 10.5,
            currency: 'USD',
            provider: 'sandbox',
          }),
        )
      ).status,
    ).toBe(400);
    expect((await refusal(sandbox({ sessionId: newId(), outcome: 'pay' }))).status).toBe(404);
    const buyer = newId();
    await payments.topUp(buyer, 500);
    const walletSession = await checkout('wallet', buyer, 500);
    expect(await refusal(sandbox({ sessionId: walletSession.sessionId, outcome: 'fail' }))).toEqual({
      status: 404,
      message: PaymentsText.checkoutNotFound,
    });
  });

  describe('a VIP queue place', () => {
    const vipCheckout = (overrides: Record<string, unknown> = {}) =>
      payments.send('payments.createCheckout', {
        userId: newId(),
        orderId: newId(),
        kind: 'vip',
        amount: 2000,
        currency: 'USD',
        provider: 'sandbox',
        ...overrides,
      });

    it('keeps what a session pays for: an order unless named a VIP place', async () => {
      const order = await checkout('sandbox');
      expect(order.kind).toBe('order');
      const vip = await vipCheckout();
      expect(vip).toMatchObject({ kind: 'vip', amount: 2000, status: 'created' });
      expect((await sessionRow(vip.sessionId)).kind).toBe('vip');
      const paid = await sandbox({ sessionId: vip.sessionId, outcome: 'pay' });
      expect(paid).toMatchObject({ kind: 'vip', status: 'paid' });
      expect(await succeededEvents(vip.sessionId)).toEqual([
        expect.objectContaining({ orderId: vip.orderId, amount: 2000, discount: 0 }),
      ]);
      expect((await refusal(vipCheckout({ kind: 'gold' }))).status).toBe(400);
    });

    it("takes the streamer's codes that name no gig, and refuses codes for gigs or other streamers", async () => {
      const streamerId = newId();
      const everyGig = await payments.promoCode({ streamerId, percentOff: 25 });
      const oneGig = await payments.promoCode({ streamerId, gigIds: [newId()] });
      const otherStreamer = await payments.promoCode();
      const everyStreamer = await payments.send('payments.createPromoCode', {
        userId: newId(),
        isStaff: true,
        streamerId: null,
        code: `ALL_${newId().slice(-8)}`,
        discountType: 'fixed',
        amountOff: 300,
        currency: 'USD',
      });

      expect(await vipCheckout({ promoCode: everyGig.code, streamerId })).toMatchObject({
        kind: 'vip',
        amount: 1500,
        discount: 500,
      });
      expect(await vipCheckout({ promoCode: everyStreamer.promoCode.code, streamerId })).toMatchObject({
        amount: 1700,
        discount: 300,
      });
      const notApplicable = { status: 404, message: PaymentsText.promoCodeNotApplicable };
      // A gig given with a VIP place doesn't count: the place has no gig.
      expect(
        await refusal(vipCheckout({ promoCode: oneGig.code, streamerId, gigId: oneGig.gigIds[0] })),
      ).toEqual(notApplicable);
      expect(await refusal(vipCheckout({ promoCode: otherStreamer.code, streamerId }))).toEqual(
        notApplicable,
      );
      expect((await refusal(vipCheckout({ promoCode: everyGig.code }))).status).toBe(400);
      // The refused codes counted no use.
      const { rows } = await payments.db.query(
        `SELECT count(*)::int AS n FROM promo_uses u JOIN promo_codes c ON c.id = u.promo_code_id WHERE c.code = $1`,
        [oneGig.code],
      );
      expect(rows[0].n).toBe(0);
    });

    it('verifies a code for a VIP place the same way', async () => {
      const streamerId = newId();
      const everyGig = await payments.promoCode({ streamerId, percentOff: 10 });
      const oneGig = await payments.promoCode({ streamerId, gigIds: [newId()] });
      const price = { userId: newId(), gigId: null, streamerId, amount: 2000, currency: 'USD' as const };
      expect(
        await payments.send('payments.verifyPromoCode', { ...price, code: everyGig.code }),
      ).toMatchObject({
        discount: 200,
        finalAmount: 1800,
      });
      expect(
        await refusal(payments.send('payments.verifyPromoCode', { ...price, code: oneGig.code })),
      ).toEqual({
        status: 404,
        message: PaymentsText.promoCodeNotApplicable,
      });
    });
  });
});
