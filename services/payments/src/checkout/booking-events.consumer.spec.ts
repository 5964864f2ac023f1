import {
  BookingEventSubjects,
  DomainEventSchemas,
  PaymentsText,
  type CheckoutSessionDto,
  type OrderRefundDueEvent,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { PaymentsHarness } from '../test/payments-fixtures';
import { BookingEventsConsumer } from './booking-events.consumer';
import { CHECKOUT_TTL_MS, CheckoutService } from './checkout.service';

describe("payments: money follows booking's events", () => {
  // The sweeper's timer is off: the test closing abandoned sessions runs it itself.
  const payments = new PaymentsHarness({ CHECKOUT_SWEEP_INTERVAL_MS: '0' });

  beforeAll(() => payments.start(), 30_000);
  afterAll(() => payments.stop());

  const consumer = () => payments.service.app.get(BookingEventsConsumer);
  const checkouts = () => payments.service.app.get(CheckoutService);
  const sessionRow = async (sessionId: string) =>
    (await payments.db.query('SELECT * FROM checkout_sessions WHERE id = $1', [sessionId])).rows[0];
  const balance = async (userId: string) =>
    (await payments.send('payments.walletBalance', { userId })).balances.find((b) => b.currency === 'USD')!
      .amount;
  /** The streamer of every promo code here (sessions with a code are for one of their gigs). */
  const streamerOfCodes = newId();
  const open = (
    request: {
      userId?: string;
      orderId?: string;
      amount?: number;
      promoCode?: string;
      holdExpiresAt?: string;
    },
    provider: 'sandbox' | 'wallet' = 'sandbox',
  ): Promise<CheckoutSessionDto> =>
    payments.send('payments.createCheckout', {
      userId: request.userId ?? newId(),
      orderId: request.orderId ?? newId(),
      amount: request.amount ?? 2500,
      currency: 'USD',
      provider,
      promoCode: request.promoCode,
      gigId: request.promoCode ? newId() : undefined,
      streamerId: request.promoCode ? streamerOfCodes : undefined,
      holdExpiresAt: request.holdExpiresAt,
    });
  const pay = async (session: CheckoutSessionDto) =>
    payments.send('payments.sandboxComplete', {
      userId: (await sessionRow(session.sessionId)).user_id,
      sessionId: session.sessionId,
      outcome: 'pay',
    });
  /** A one-use promo code of the streamer all sessions with codes are for. */
  const oneUseCode = async () => (await payments.promoCode({ streamerId: streamerOfCodes, maxUses: 1 })).code;
  const usedUp = { status: 409, message: PaymentsText.promoCodeUsedUp };
  const ledgerOf = async (idempotencyKey: string) =>
    (
      await payments.db.query(
        `SELECT t.kind, t.amount_minor::int AS amount, e.account, e.kind AS "entryKind", e.amount_minor::int AS entry
         FROM wallet_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         WHERE t.idempotency_key = $1 ORDER BY e.account`,
        [idempotencyKey],
      )
    ).rows;

  describe('an order that gave its seats back', () => {
    it('closes its open checkout and gives its promo use back, so a one-use code works again', async () => {
      const code = await oneUseCode();
      const orderId = newId();
      const session = await open({ orderId, promoCode: code });
      expect(await refusal(open({ promoCode: code }))).toEqual(usedUp);

      await consumer().orderReleased({ orderId, status: 'expired' });
      expect((await sessionRow(session.sessionId)).status).toBe('expired');
      expect(await refusal(pay(session))).toEqual({ status: 409, message: PaymentsText.checkoutClosed });
      expect(await open({ promoCode: code })).toMatchObject({ status: 'created', discount: 250 });

      // Delivered again it changes nothing.
      await consumer().orderReleased({ orderId, status: 'expired' });
      expect((await sessionRow(session.sessionId)).status).toBe('expired');
    });

    it('is never handed a release without an order: its schema refuses it (the bus parks it)', () => {
      const releases = DomainEventSchemas[BookingEventSubjects.orderReleased];
      expect(releases.safeParse({ orderId: '', status: 'cancelled' }).success).toBe(false);
      expect(releases.safeParse(null).success).toBe(false);
    });
  });

  describe('a payment booking rejected', () => {
    it('refunds a paid sandbox session once: refunded, refund ref kept, promo use given back', async () => {
      const code = await oneUseCode();
      const orderId = newId();
      const session = await open({ orderId, promoCode: code });
      await pay(session);
      expect(await refusal(open({ promoCode: code }))).toEqual(usedUp);

      await consumer().paymentRejected({
        orderId,
        sessionId: session.sessionId,
        reason: 'This order has expired',
      });
      const refunded = await sessionRow(session.sessionId);
      expect(refunded).toMatchObject({
        status: 'refunded',
        refund_ref: `sandbox_refund_${session.sessionId}`,
        failure_reason: 'This order has expired',
      });
      expect(await open({ promoCode: code })).toMatchObject({ discount: 250 });

      await consumer().paymentRejected({ orderId, sessionId: session.sessionId, reason: 'again' });
      expect(await sessionRow(session.sessionId)).toEqual(refunded);
      expect(await ledgerOf(`card-refund:${session.sessionId}`)).toHaveLength(2);
    });

    it('gives a wallet payment back to the wallet exactly once, however often it is delivered', async () => {
      const buyer = newId();
      await payments.topUp(buyer, 5000);
      const orderId = newId();
      const session = await open({ userId: buyer, orderId, amount: 3000 }, 'wallet');
      expect(session.status).toBe('paid');
      expect(await balance(buyer)).toBe(2000);

      const event = { orderId, sessionId: session.sessionId, reason: 'This order has expired' };
      await Promise.all([1, 2, 3].map(() => consumer().paymentRejected(event)));
      await consumer().paymentRejected(event);
      expect(await balance(buyer)).toBe(5000);
      expect((await sessionRow(session.sessionId)).status).toBe('refunded');
      const { rows } = await payments.db.query(
        `SELECT count(*)::int AS n FROM wallet_transactions WHERE user_id = $1 AND kind = 'refund'`,
        [buyer],
      );
      expect(rows[0].n).toBe(1);
      // A wallet refund is the wallet's own movement: nothing goes back to a card.
      expect(await ledgerOf(`card-refund:${session.sessionId}`)).toEqual([]);
    });

    it('books a card refund in the ledger once, reversing the card payment', async () => {
      const session = await open({ amount: 4200 });
      await pay(session);
      const payment = await ledgerOf(`card:${session.sessionId}`);
      expect(payment).toEqual([
        { kind: 'payment', amount: 4200, account: 'system:card:USD', entryKind: 'payment', entry: -4200 },
        { kind: 'payment', amount: 4200, account: 'system:payment:USD', entryKind: 'payment', entry: 4200 },
      ]);

      const event = { orderId: session.orderId, sessionId: session.sessionId, reason: 'cancelled' };
      await consumer().paymentRejected(event);
      await consumer().paymentRejected(event);
      expect(await ledgerOf(`card-refund:${session.sessionId}`)).toEqual([
        { kind: 'refund', amount: 4200, account: 'system:card:USD', entryKind: 'refund', entry: 4200 },
        { kind: 'refund', amount: 4200, account: 'system:payment:USD', entryKind: 'refund', entry: -4200 },
      ]);
      // The books agree with the balances: each account's entries sum to its balance.
      const { rows } = await payments.db.query(
        `SELECT a.account, a.balance_minor::int AS balance, coalesce(sum(e.amount_minor), 0)::int AS entries
         FROM accounts a LEFT JOIN ledger_entries e ON e.account = a.account
         WHERE a.account IN ('system:card:USD', 'system:payment:USD') GROUP BY a.account`,
      );
      for (const row of rows) expect(row.entries).toBe(row.balance);
    });

    it('is never handed a rejection without a session id: its schema refuses it (the bus parks it)', () => {
      const rejections = DomainEventSchemas[BookingEventSubjects.paymentRejected];
      expect(rejections.safeParse({ orderId: newId(), sessionId: 'cs_nope', reason: 'x' }).success).toBe(
        false,
      );
      expect(rejections.safeParse(null).success).toBe(false);
    });
  });

  describe('a paid order the streamer cancelled', () => {
    it('credits the amount to the buyer’s wallet once per order', async () => {
      const buyer = newId();
      const refund: OrderRefundDueEvent = { orderId: newId(), userId: buyer, amount: 4500, currency: 'USD' };
      await consumer().orderRefundDue(refund);
      await consumer().orderRefundDue(refund);
      await Promise.all([1, 2].map(() => consumer().orderRefundDue(refund)));
      expect(await balance(buyer)).toBe(4500);

      await consumer().orderRefundDue({ ...refund, orderId: newId(), amount: 500 });
      expect(await balance(buyer)).toBe(5000);
    });

    it('is never handed a malformed refund: its schema refuses each (the bus parks it), and nothing due is nothing paid', async () => {
      const buyer = newId();
      const valid: OrderRefundDueEvent = { orderId: newId(), userId: buyer, amount: 4500, currency: 'USD' };
      const malformed: unknown[] = [
        null,
        { ...valid, orderId: undefined },
        { ...valid, userId: 'someone' },
        { ...valid, amount: 12.5 },
        { ...valid, amount: -100 },
        { ...valid, currency: 'EUR' },
      ];
      const refunds = DomainEventSchemas[BookingEventSubjects.orderRefundDue];
      expect(refunds.safeParse(valid).success).toBe(true);
      for (const event of malformed) expect(refunds.safeParse(event).success).toBe(false);
      await consumer().orderRefundDue({ ...valid, amount: 0 });
      expect(await balance(buyer)).toBe(0);
    });
  });

  it('closes open sessions past their time, gives their promo uses back and leaves the others open', async () => {
    const staleCode = await oneUseCode();
    const freshCode = await oneUseCode();
    const stale = await open({ promoCode: staleCode });
    const fresh = await open({ promoCode: freshCode });
    await payments.db.query(
      `UPDATE checkout_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [stale.sessionId],
    );

    expect(await checkouts().expireStale()).toBe(1);
    expect((await sessionRow(stale.sessionId)).status).toBe('expired');
    expect((await sessionRow(fresh.sessionId)).status).toBe('created');
    expect(await open({ promoCode: staleCode })).toMatchObject({ discount: 250 });
    expect(await refusal(open({ promoCode: freshCode }))).toEqual(usedUp);
    expect(await checkouts().expireStale()).toBe(0);
  });

  it('fails an open session only for the provider it belongs to, and never a paid one', async () => {
    const session = await open({});
    expect(await refusal(checkouts().failWith(session.sessionId, 'stripe', 'card declined'))).toEqual({
      status: 404,
      message: PaymentsText.checkoutNotFound,
    });
    expect((await sessionRow(session.sessionId)).status).toBe('created');

    expect(await checkouts().failWith(session.sessionId, 'sandbox', 'card declined')).toMatchObject({
      status: 'failed',
    });
    expect(await sessionRow(session.sessionId)).toMatchObject({
      status: 'failed',
      failure_reason: 'card declined',
    });

    const paid = await open({});
    await pay(paid);
    expect((await checkouts().failWith(paid.sessionId, 'sandbox', 'late decline')).status).toBe('paid');
    expect((await sessionRow(paid.sessionId)).status).toBe('paid');
  });

  it("refuses to pay someone else's sandbox session", async () => {
    const session = await open({});
    expect(
      await refusal(
        payments.send('payments.sandboxComplete', {
          userId: newId(),
          sessionId: session.sessionId,
          outcome: 'pay',
        }),
      ),
    ).toEqual({ status: 404, message: PaymentsText.checkoutNotFound });
    expect((await sessionRow(session.sessionId)).status).toBe('created');
  });

  it('closes a session no later than the hold of its order', async () => {
    const holdEnd = new Date(Date.now() + 10 * 60_000);
    const soon = await open({ holdExpiresAt: holdEnd.toISOString() });
    expect((await sessionRow(soon.sessionId)).expires_at).toEqual(holdEnd);
    expect(soon.expiresAt).toBe(holdEnd.toISOString());

    const before = Date.now();
    const far = await open({ holdExpiresAt: new Date(Date.now() + 2 * CHECKOUT_TTL_MS).toISOString() });
    const farEnd = (await sessionRow(far.sessionId)).expires_at.getTime();
    expect(farEnd).toBeGreaterThanOrEqual(before + CHECKOUT_TTL_MS);
    expect(farEnd).toBeLessThanOrEqual(Date.now() + CHECKOUT_TTL_MS);
  });
});
