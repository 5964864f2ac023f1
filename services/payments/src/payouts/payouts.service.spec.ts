import { Workbook } from 'exceljs';
import {
  BookingEventSubjects,
  GstLabels,
  PLATFORM_FEE_CONFIG_KEY,
  PayoutEventSubjects,
  PayoutText,
  PayoutTaxConfigKeys,
  type Currency,
  type OnboardingSubmissionStatusDto,
  type OrderPaidEvent,
  type PayoutDto,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { DomainEventPublisher, FakePeers, refusal, waitFor } from '@lobby/test-kit';
import { EarningsConsumer } from '../earnings/earnings.consumer';
import { PaymentsHarness } from '../test/payments-fixtures';
import { PlayValidationsConsumer } from './play-validations.consumer';

const HOUR = 60 * 60_000;
const orderNumberOf = (orderId: string) => `ORD-${orderId.slice(0, 8).toUpperCase()}`;
const nameOf = (personId: string) => `Person ${personId.slice(0, 4)}`;

describe('payments: payouts with the platform fee, GST on the fee and TDS', () => {
  const payments = new PaymentsHarness();
  const peers = new FakePeers();
  const events = new DomainEventPublisher();
  const config = new Map<string, string>([[PLATFORM_FEE_CONFIG_KEY, '10']]);
  /** The GSTINs identity knows, by streamer. */
  const gstins = new Map<string, string>();
  const staff = newId();
  const otherStaff = newId();
  let clock = Date.now() - 1000 * HOUR;
  const unverified = new Set<string>();

  beforeAll(async () => {
    await payments.start();
    await peers.start(payments.nats.url);
    await events.start(payments.nats.url);
    peers.answer('content.configuration', ({ key }) =>
      config.has(key) ? { key, value: config.get(key)!, description: null } : null,
    );
    // Booking names orders by number and people by name (here made from the ids).
    peers.answer('identity.streamerGstin', ({ streamerId }) => ({ gstin: gstins.get(streamerId) ?? null }));
    peers.answer('booking.orderLabels', ({ orderIds, personIds }) => ({
      orderNumbers: Object.fromEntries(orderIds.map((id) => [id, orderNumberOf(id)])),
      people: Object.fromEntries(personIds.map((id) => [id, { fullName: nameOf(id), username: 'user' }])),
    }));
    // Identity: every streamer's bank details are verified but those in `unverified`.
    peers.answer('identity.onboardingStatus', ({ streamerId }) => ({
      status: unverified.has(streamerId) ? 'submitted' : 'verified',
      onboarding: null,
      bankDetails: { accountNumber: '****6789' } as OnboardingSubmissionStatusDto['bankDetails'],
    }));
    await peers.flush();
  }, 30_000);
  afterAll(async () => {
    await events.stop();
    await peers.stop();
    await payments.stop();
  });

  const earnings = () => payments.service.app.get(EarningsConsumer);
  const validations = () => payments.service.app.get(PlayValidationsConsumer);

  /** Books a paid order (what counts is `amountPaid`, after the promo discount `discount`). */
  async function sale(
    streamerId: string,
    amountPaid: number,
    currency: Currency,
    options: { discount?: number; vip?: boolean; title?: string; unbooked?: boolean } = {},
  ): Promise<OrderPaidEvent> {
    const orderId = newId();
    clock += HOUR;
    const event: OrderPaidEvent = {
      orderId,
      order_id: orderId,
      holdKind: options.vip ? 'vip' : 'slot',
      userId: newId(),
      slotId: options.vip ? null : newId(),
      gigId: options.vip ? null : newId(),
      liveSessionId: options.vip ? newId() : null,
      streamerId,
      numberOfPlayers: 1,
      paymentRef: `ref-${orderId}`,
      amountPaid,
      currency,
      paidAt: new Date(clock).toISOString(),
      gigTitle: options.title ?? 'Squad up',
      gigSlug: 'squad-up',
      slotStartsAt: new Date(clock).toISOString(),
      slotEndsAt: new Date(clock).toISOString(),
      amount: amountPaid + (options.discount ?? 0),
      discount: options.discount ?? 0,
      promoCode: options.discount ? 'PROMO10' : null,
      provider: 'sandbox',
    };
    if (!options.unbooked) await earnings().orderPaid(event);
    return event;
  }

  const validate = (order: OrderPaidEvent, played: boolean, at = new Date().toISOString()) =>
    validations().orderPlayValidated({
      orderId: order.orderId,
      streamerId: order.streamerId,
      played,
      validatedBy: staff,
      validatedAt: at,
    });

  const refund = (order: OrderPaidEvent) =>
    earnings().orderRefundDue({
      orderId: order.orderId,
      userId: order.userId,
      amount: order.amountPaid,
      currency: order.currency,
    });

  async function played(streamerId: string, amountPaid: number, currency: Currency, discount = 0) {
    const order = await sale(streamerId, amountPaid, currency, { discount });
    await validate(order, true);
    return order;
  }

  const balance = async (account: string) =>
    Number(
      (await payments.db.query('SELECT balance_minor FROM accounts WHERE account = $1', [account])).rows[0]
        ?.balance_minor ?? 0,
    );
  const entrySum = async (account: string) =>
    Number(
      (
        await payments.db.query(
          'SELECT COALESCE(SUM(amount_minor), 0) AS sum FROM ledger_entries WHERE account = $1',
          [account],
        )
      ).rows[0].sum,
    );
  const figures = (payout: { lines: PayoutDto['lines'] }) =>
    Object.fromEntries(
      payout.lines.map((line) => [
        `${line.orderId}:${line.kind}`,
        [line.gross, line.platformFee, line.platformFeeGst, line.tds, line.net],
      ]),
    );
  const payoutCompletedEvents = async (payoutId: string) =>
    (
      await payments.db.query(
        `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'payoutId' = $2`,
        [PayoutEventSubjects.payoutCompleted, payoutId],
      )
    ).rows.map((row) => row.payload);

  describe('the figures of a table of orders, per order and per payout', () => {
    const streamerId = newId();
    const orders: Record<string, OrderPaidEvent> = {};
    let inr: PayoutDto;
    let usd: PayoutDto;

    beforeAll(async () => {
      // INR in paise: ₹1,500 less a 10 % promo = ₹1,350 paid; ₹999; ₹499.50 after a promo; ₹200 refunded.
      orders.i1 = await played(streamerId, 135_000, 'INR', 15_000);
      orders.i2 = await played(streamerId, 99_900, 'INR');
      orders.i3 = await played(streamerId, 49_950, 'INR', 5_550);
      orders.i4 = await played(streamerId, 20_000, 'INR');
      await refund(orders.i4);
      // USD in cents: $25; $9.99 after a promo; 5 cents; a VIP place; not played; not validated.
      orders.u1 = await played(streamerId, 2500, 'USD');
      orders.u2 = await played(streamerId, 999, 'USD', 111);
      orders.u3 = await played(streamerId, 5, 'USD');
      orders.u4 = await sale(streamerId, 1000, 'USD', { vip: true });
      await validate(orders.u4, true);
      orders.u5 = await sale(streamerId, 3000, 'USD');
      await validate(orders.u5, false);
      orders.u6 = await sale(streamerId, 4000, 'USD');
    });

    it('lists the remaining orders per currency with each one split at 10 %, 18 % GST on the fee and 0.1 % TDS', async () => {
      const [rupees, dollars] = await payments.send('payments.remainingPayouts', { streamerId });
      // [gross, fee, GST on fee, TDS, net], each line rounded half up on its own:
      expect(rupees.currency).toBe('INR');
      expect(figures(rupees)).toEqual({
        // 135000 × 10 % = 13500; 13500 × 18 % = 2430; 135000 × 0.1 % = 135; 135000 − 16065 = 118935
        [`${orders.i1.orderId}:sale`]: [135_000, 13_500, 2430, 135, 118_935],
        // 9990; 1798.2 → 1798; 99.9 → 100; 99900 − 11888 = 88012
        [`${orders.i2.orderId}:sale`]: [99_900, 9990, 1798, 100, 88_012],
        // 4995; 899.1 → 899; 49.95 → 50; 49950 − 5944 = 44006
        [`${orders.i3.orderId}:sale`]: [49_950, 4995, 899, 50, 44_006],
      });
      expect(rupees.totals).toEqual({
        orderCount: 3,
        gross: 284_850,
        platformFee: 28_485,
        platformFeeGst: 5127,
        tds: 285,
        net: 250_953,
        serviceGst: 0,
      });
      expect(rupees.awaitingValidation).toBe(0);
      expect(dollars.currency).toBe('USD');
      expect(figures(dollars)).toEqual({
        [`${orders.u1.orderId}:sale`]: [2500, 250, 45, 3, 2202], // TDS 2.5 → 3
        [`${orders.u2.orderId}:sale`]: [999, 100, 18, 1, 880], // fee 99.9 → 100, TDS 0.999 → 1
        [`${orders.u3.orderId}:sale`]: [5, 1, 0, 0, 4], // fee 0.5 → 1, GST 0.18 → 0, TDS 0.005 → 0
        [`${orders.u4.orderId}:sale`]: [1000, 100, 18, 1, 881],
      });
      expect(dollars.totals).toEqual({
        orderCount: 4,
        gross: 4504,
        platformFee: 451,
        platformFeeGst: 81,
        tds: 5,
        net: 3967,
        serviceGst: 0,
      });
      expect(dollars.awaitingValidation).toBe(1);
    });

    it('merges them into one draft per currency, then completes each, moving the net out of the earnings account', async () => {
      const generated = await payments.send('payments.generatePayouts', { userId: staff, streamerId });
      expect(generated.message).toBe('2 payouts generated');
      [inr, usd] = generated.payouts.sort((a, b) => a.currency.localeCompare(b.currency));
      expect([inr.status, inr.totals.net, usd.status, usd.totals.net]).toEqual([
        'draft',
        250_953,
        'draft',
        3967,
      ]);
      expect(await payments.send('payments.remainingPayouts', { streamerId })).toEqual([
        expect.objectContaining({ currency: 'USD', lines: [], awaitingValidation: 1 }),
      ]);

      const done = await payments.send('payments.completePayout', {
        userId: staff,
        payoutId: inr._id,
        transferReference: ' NEFT-2026-0042 ',
      });
      expect(done.message).toBe('Payout marked complete');
      inr = done.payout;
      expect(inr).toMatchObject({
        status: 'completed',
        transferReference: 'NEFT-2026-0042',
        completedBy: staff,
      });
      usd = (
        await payments.send('payments.completePayout', {
          userId: staff,
          payoutId: usd._id,
          transferReference: 'ACH-7',
        })
      ).payout;

      expect(await payoutCompletedEvents(inr._id)).toEqual([
        {
          payoutId: inr._id,
          streamerId,
          amount: 250_953,
          currency: 'INR',
          orderCount: 3,
          completedAt: inr.completedAt,
        },
      ]);
      // INR: everything earned was paid out (the refunded ₹200 reversed itself). USD: the unplayed and the
      // unvalidated orders' nets stay: 2643 + 3524.
      expect(await balance(`streamer:${streamerId}:earnings:INR`)).toBe(0);
      expect(await balance(`streamer:${streamerId}:earnings:USD`)).toBe(2643 + 3524);
      // A payout moves earned money out; what the streamer earned stays what it was.
      expect(await payments.send('payments.streamerEarnings', { streamerId, currency: 'INR' })).toMatchObject(
        { totalEarnings: 250_953, remainingEarnings: 0 },
      );
      expect(await entrySum(`streamer:${streamerId}:earnings:USD`)).toBe(2643 + 3524);
      expect(await balance('system:tds_payable:INR')).toBe(await entrySum('system:tds_payable:INR'));
    });

    it('refuses to change or complete a completed payout again', async () => {
      expect(
        await refusal(
          payments.send('payments.completePayout', {
            userId: staff,
            payoutId: inr._id,
            transferReference: 'X',
          }),
        ),
      ).toEqual({ status: 409, message: 'Only a draft payout can be changed' });
      expect(
        await refusal(payments.send('payments.removePayout', { userId: staff, payoutId: inr._id })),
      ).toEqual({
        status: 409,
        message: 'Only a draft payout can be changed',
      });
      expect(await payoutCompletedEvents(inr._id)).toHaveLength(1);
    });

    it('writes a spreadsheet with one row per order and the totals, read back with exceljs', async () => {
      const sheet = await payments.send('payments.payoutSheet', { payoutId: inr._id });
      expect(sheet.fileName).toBe(`payout-INR-${inr._id}.xlsx`);
      const workbook = new Workbook();
      await workbook.xlsx.load(Buffer.from(sheet.contentBase64, 'base64') as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.getWorksheet('Payout')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      const header = rows.findIndex((row) => row[0] === 'Order');
      expect(rows[header]).toEqual([
        'Order',
        'Fan',
        'Line',
        'Title',
        'Paid at',
        'Refunded at',
        'Gross',
        'Platform fee',
        'GST on fee',
        'TDS',
        'Net',
      ]);
      const lines = rows.slice(header + 1, -1);
      // Development: the sandbox stands in for a card, and every such line says so.
      expect(lines.map((row) => row[2])).toEqual(['Sandbox sale', 'Sandbox sale', 'Sandbox sale']);
      expect(lines.map((row) => [row[0], row[1], row[4], ...row.slice(6)])).toEqual(
        [
          [orders.i1, 1350, 135, 24.3, 1.35, 1189.35],
          [orders.i2, 999, 99.9, 17.98, 1, 880.12],
          [orders.i3, 499.5, 49.95, 8.99, 0.5, 440.06],
        ].map(([order, ...figures]) => {
          const { orderId, userId, paidAt } = order as OrderPaidEvent;
          return [orderNumberOf(orderId), nameOf(userId), new Date(paidAt), ...figures];
        }),
      );
      expect(rows.find((row) => row[0] === 'Streamer')).toEqual(['Streamer', nameOf(streamerId)]);
      expect(rows.at(-1)).toEqual(['Total', '', '3 lines', '', '', '', 2848.5, 284.85, 51.27, 2.85, 2509.53]);
      expect(rows.find((row) => row[0] === 'Transfer reference')).toEqual([
        'Transfer reference',
        'NEFT-2026-0042',
      ]);
    });

    it('carries a refund after the payout as a negative line into the next payout', async () => {
      await refund(orders.u1);
      const next = await played(streamerId, 5000, 'USD'); // 500, 90, 5, 4405
      const [dollars] = await payments.send('payments.remainingPayouts', { streamerId });
      expect(figures(dollars)).toEqual({
        [`${orders.u1.orderId}:reversal`]: [-2500, -250, -45, -3, -2202],
        [`${next.orderId}:sale`]: [5000, 500, 90, 5, 4405],
      });
      expect(dollars.lines.find((line) => line.kind === 'reversal')?.refundedAt).not.toBeNull();

      const { payouts } = await payments.send('payments.generatePayouts', { userId: otherStaff, streamerId });
      expect(payouts[0].totals).toEqual({
        orderCount: 2,
        gross: 2500,
        platformFee: 250,
        platformFeeGst: 45,
        tds: 2,
        net: 2203,
        serviceGst: 0,
      });
      const { payout } = await payments.send('payments.completePayout', {
        userId: otherStaff,
        payoutId: payouts[0]._id,
        transferReference: 'ACH-8',
      });
      expect((await payoutCompletedEvents(payout._id))[0]).toMatchObject({ amount: 2203, orderCount: 2 });
      expect(await balance(`streamer:${streamerId}:earnings:USD`)).toBe(2643 + 3524);

      const history = await payments.send('payments.payoutHistory', { streamerId });
      expect(history).toMatchObject({ page: 1, limit: 10, total: 3, totalPages: 1 });
      expect(history.data.map((p) => p._id)).toEqual([payout._id, usd._id, inr._id]);
    });
  });

  describe('drafts', () => {
    it('edits a draft: adds remaining orders, removes lines (they remain again), and refuses others', async () => {
      const streamerId = newId();
      const [a, b, c] = [
        await played(streamerId, 1000, 'USD'),
        await played(streamerId, 2000, 'USD'),
        await played(streamerId, 3000, 'USD'),
      ];
      const { payout } = await payments.send('payments.createPayout', {
        userId: staff,
        streamerId,
        currency: 'USD',
        orderIds: [a.orderId],
      });
      expect(payout.orderIds).toEqual([a.orderId]);
      const edited = await payments.send('payments.updatePayout', {
        userId: staff,
        payoutId: payout._id,
        addOrderIds: [b.orderId, c.orderId],
        removeOrderIds: [a.orderId],
      });
      expect(edited.payout.orderIds).toEqual([b.orderId, c.orderId]);
      expect(
        (await payments.send('payments.remainingPayouts', { streamerId }))[0].lines.map((l) => l.orderId),
      ).toEqual([a.orderId]);
      expect(
        await refusal(
          payments.send('payments.updatePayout', {
            userId: staff,
            payoutId: payout._id,
            addOrderIds: [b.orderId],
          }),
        ),
      ).toEqual({
        status: 409,
        message: 'Some orders are not remaining orders of this streamer and currency',
      });
      expect(
        await refusal(
          payments.send('payments.createPayout', {
            userId: staff,
            streamerId,
            currency: 'INR',
            orderIds: [a.orderId],
          }),
        ),
      ).toEqual({
        status: 409,
        message: 'Some orders are not remaining orders of this streamer and currency',
      });
      expect(
        await refusal(
          payments.send('payments.updatePayout', {
            userId: staff,
            payoutId: payout._id,
            removeOrderIds: [a.orderId],
          }),
        ),
      ).toEqual({ status: 409, message: 'Some orders are not in this payout' });

      expect(await payments.send('payments.removePayout', { userId: staff, payoutId: payout._id })).toEqual({
        message: 'Payout removed',
      });
      expect((await payments.send('payments.remainingPayouts', { streamerId }))[0].lines).toHaveLength(3);
      expect(await payments.send('payments.activePayouts', { streamerId })).toEqual([]);
    });

    it('refuses a payout for a streamer whose bank details are not verified, and makes it once they are', async () => {
      const streamerId = newId();
      const sale = await played(streamerId, 1000, 'USD');
      unverified.add(streamerId);
      const notVerified = { status: 409, message: PayoutText.bankDetailsNotVerified };
      expect(await refusal(payments.send('payments.generatePayouts', { userId: staff, streamerId }))).toEqual(
        notVerified,
      );
      expect(
        await refusal(
          payments.send('payments.createPayout', {
            userId: staff,
            streamerId,
            currency: 'USD',
            orderIds: [sale.orderId],
          }),
        ),
      ).toEqual(notVerified);
      expect(await payments.send('payments.activePayouts', { streamerId })).toEqual([]);
      unverified.delete(streamerId);
      const { payouts } = await payments.send('payments.generatePayouts', { userId: staff, streamerId });
      expect(payouts).toMatchObject([{ orderIds: [sale.orderId], bankAccount: '•••• 6789' }]);
    });

    it('drops a sale refunded or validated not played from its draft, and refuses to complete a draft of no positive total', async () => {
      const streamerId = newId();
      const [a, b] = [await played(streamerId, 1000, 'USD'), await played(streamerId, 2000, 'USD')];
      const { payouts, message } = await payments.send('payments.generatePayouts', {
        userId: staff,
        streamerId,
      });
      expect(message).toBe('1 payout generated');
      await refund(a);
      await validate(b, false);
      const [draft] = await payments.send('payments.activePayouts', { streamerId });
      expect(draft.lines).toEqual([]);
      expect(draft._id).toBe(payouts[0]._id);
      expect(
        await refusal(
          payments.send('payments.completePayout', {
            userId: staff,
            payoutId: draft._id,
            transferReference: 'R',
          }),
        ),
      ).toEqual({ status: 409, message: 'A payout can be completed only when its total is above zero' });
      expect(
        await refusal(
          payments.send('payments.completePayout', {
            userId: staff,
            payoutId: draft._id,
            transferReference: '  ',
          }),
        ),
      ).toEqual({ status: 400, message: 'Enter the transfer reference (1 to 100 characters)' });
      // Nothing left: said as an answer (a second click or another staff member's generate is no error).
      expect(await payments.send('payments.generatePayouts', { userId: staff, streamerId })).toEqual({
        message: 'Nothing to pay out',
        payouts: [],
      });
      expect(await payments.send('payments.activePayouts', { streamerId })).toEqual([draft]);
    });

    it('pays a sale partly refunded before any payout at what was kept, and carries a partial refund after one', async () => {
      const streamerId = newId();
      const partial = (order: OrderPaidEvent, amount: number) =>
        earnings().orderRefundDue({
          orderId: order.orderId,
          userId: order.userId,
          amount,
          amountPaid: order.amountPaid,
          currency: order.currency,
        });
      // Cancelled late, never played: 600 of 1000 goes back, the kept 400 is the streamer's without validation.
      const cancelled = await sale(streamerId, 1000, 'USD');
      await partial(cancelled, 600);
      const paidOut = await played(streamerId, 1000, 'USD');
      const { payouts } = await payments.send('payments.generatePayouts', { userId: staff, streamerId });
      expect(figures(payouts[0])).toEqual({
        [`${cancelled.orderId}:sale`]: [400, 40, 7, 0, 353], // GST 7.2 → 7, TDS 0.4 → 0
        [`${paidOut.orderId}:sale`]: [1000, 100, 18, 1, 881],
      });
      await payments.send('payments.completePayout', {
        userId: staff,
        payoutId: payouts[0]._id,
        transferReference: 'P-1',
      });

      // After the payout, 600 of the other order goes back: the next payout takes back 1000's split less 400's.
      await partial(paidOut, 600);
      const [dollars] = await payments.send('payments.remainingPayouts', { streamerId });
      expect(figures(dollars)).toEqual({ [`${paidOut.orderId}:reversal`]: [-600, -60, -11, -1, -528] });
      const [completed] = (await payments.send('payments.payoutHistory', { streamerId })).data;
      expect(completed.totals.net).toBe(353 + 881);
      expect(await balance(`streamer:${streamerId}:earnings:USD`)).toBe(-528);
    });

    it('answers not found for an unknown payout or another streamer payout, and 400 for bad input', async () => {
      const streamerId = newId();
      await played(streamerId, 1000, 'INR');
      const { payouts } = await payments.send('payments.generatePayouts', { userId: staff, streamerId });
      expect(
        await refusal(payments.send('payments.payout', { payoutId: payouts[0]._id, streamerId: newId() })),
      ).toEqual({
        status: 404,
        message: 'Payout not found',
      });
      expect(await refusal(payments.send('payments.payout', { payoutId: 'nope' }))).toEqual({
        status: 404,
        message: 'Payout not found',
      });
      expect(await refusal(payments.send('payments.remainingPayouts', { streamerId: 'nope' }))).toEqual({
        status: 400,
        message: 'Bad request',
      });
      expect(await refusal(payments.send('payments.payoutHistory', { streamerId, page: 0 }))).toEqual({
        status: 400,
        message: 'Bad request',
      });
      expect(
        await refusal(
          payments.send('payments.createPayout', {
            userId: staff,
            streamerId,
            currency: 'USD',
            orderIds: [],
          }),
        ),
      ).toEqual({ status: 400, message: 'Bad request' });
      expect(await payments.send('payments.payoutSummary', { streamerId })).toMatchObject({
        streamerId,
        remaining: [],
        active: [{ _id: payouts[0]._id, status: 'draft' }],
        lastCompleted: null,
      });
    });
  });

  describe('played validations', () => {
    it('keeps the latest validation, and one that arrives before its sale', async () => {
      const streamerId = newId();
      const orderId = newId();
      // Published through the stream, before the order's sale is booked.
      await events.publish(BookingEventSubjects.orderPlayValidated, {
        orderId,
        streamerId,
        played: true,
        validatedBy: staff,
        validatedAt: new Date(Date.now() - HOUR).toISOString(),
      });
      await waitFor(
        async () =>
          (await payments.db.query('SELECT 1 FROM play_validations WHERE order_id = $1', [orderId]))
            .rowCount || undefined,
      );
      // Then its sale, and another order of the streamer that nobody validates.
      const order = await sale(streamerId, 1000, 'USD');
      await earnings().orderPaid({ ...order, orderId, order_id: orderId });
      const remaining = async () => (await payments.send('payments.remainingPayouts', { streamerId }))[0];
      expect((await remaining()).lines.map((line) => line.orderId)).toEqual([orderId]);

      // An older "not played" changes nothing; a newer one takes it out.
      await validations().orderPlayValidated({
        orderId,
        streamerId,
        played: false,
        validatedBy: staff,
        validatedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      });
      expect((await remaining()).lines).toHaveLength(1);
      await validations().orderPlayValidated({
        orderId,
        streamerId,
        played: false,
        validatedBy: staff,
        validatedAt: new Date().toISOString(),
      });
      expect((await remaining()).lines).toHaveLength(0);
      expect((await remaining()).awaitingValidation).toBe(1); // `order` was never validated
    });

    it('splits at the tax rates configured when the order was paid', async () => {
      const streamerId = newId();
      config.set(PayoutTaxConfigKeys.platformFeeIndirectTaxPercent, '5');
      config.set(PayoutTaxConfigKeys.tdsPercent, '1');
      const order = await played(streamerId, 10_000, 'INR'); // fee 1000, GST 5 % = 50, TDS 1 % = 100
      config.delete(PayoutTaxConfigKeys.platformFeeIndirectTaxPercent);
      config.delete(PayoutTaxConfigKeys.tdsPercent);
      const [rupees] = await payments.send('payments.remainingPayouts', { streamerId });
      expect(rupees.lines).toEqual([
        expect.objectContaining({
          orderId: order.orderId,
          gross: 10_000,
          platformFee: 1000,
          platformFeeGst: 50,
          tds: 100,
          net: 8850,
          platformFeePercent: 10,
          platformFeeGstPercent: 5,
          tdsPercent: 1,
        }),
      ]);
    });
  });

  describe('cancellations and ₹0 orders', () => {
    /** Booking's order-cancelled for `order`, refunding `refundAmount` (order-refund-due moves any refund). */
    const cancelled = (order: OrderPaidEvent, refundAmount: number) =>
      earnings().orderCancelled({
        orderId: order.orderId,
        userId: order.userId,
        streamerId: order.streamerId,
        refundAmount,
        currency: order.currency,
        reason: 'fan-cancelled',
        cancelledAt: new Date().toISOString(),
      });
    const remaining = async (streamerId: string) =>
      (await payments.send('payments.remainingPayouts', { streamerId }))[0];

    it('pays out a cancellation that refunded nothing (0 %) like a played order, and stops waiting for its validation', async () => {
      const streamerId = newId();
      const order = await sale(streamerId, 80_000, 'INR');
      expect(await remaining(streamerId)).toMatchObject({ lines: [], awaitingValidation: 1 });

      await cancelled(order, 0);
      await cancelled(order, 0); // redelivered
      // 80000: fee 10 % = 8000, GST 18 % of it = 1440, TDS 0.1 % = 80, net 80000 − 9520 = 70480: all kept.
      const kept = await remaining(streamerId);
      expect(figures(kept)).toEqual({ [`${order.orderId}:sale`]: [80_000, 8000, 1440, 80, 70_480] });
      expect(kept.awaitingValidation).toBe(0);
      expect(kept.lines[0].refundedAt).not.toBeNull();
      // Nothing went back to the fan: the earnings stay what the sale booked.
      expect(await entrySum(`streamer:${streamerId}:earnings:INR`)).toBe(70_480);

      const { payouts } = await payments.send('payments.generatePayouts', { userId: staff, streamerId });
      const { payout } = await payments.send('payments.completePayout', {
        userId: staff,
        payoutId: payouts[0]._id,
        transferReference: 'NEFT-0',
      });
      expect(payout.totals).toMatchObject({ orderCount: 1, gross: 80_000, net: 70_480 });
      expect(await balance(`streamer:${streamerId}:earnings:INR`)).toBe(0);
      expect(await remaining(streamerId)).toBeUndefined();
    });

    it('keeps a 0 % cancellation that arrives before its sale, and leaves a refunding one to its refund', async () => {
      const streamerId = newId();
      const early = await sale(streamerId, 3000, 'USD', { unbooked: true });
      await cancelled(early, 0);
      await earnings().orderPaid(early);
      const refunding = await sale(streamerId, 2000, 'USD');
      await cancelled(refunding, 1000); // its order-refund-due hasn't come yet: nothing moves here

      const now = await remaining(streamerId);
      // 3000: fee 300, GST 54, TDS 3, net 2643.
      expect(figures(now)).toEqual({ [`${early.orderId}:sale`]: [3000, 300, 54, 3, 2643] });
      expect(now.awaitingValidation).toBe(1);
    });

    it('lists a played ₹0 order (a promo covering the whole price) with zeros, paid out with the next payout', async () => {
      const streamerId = newId();
      const free = await sale(streamerId, 0, 'INR', { discount: 50_000 });
      expect(await remaining(streamerId)).toMatchObject({ lines: [], awaitingValidation: 1 });
      await validate(free, true);
      expect(figures(await remaining(streamerId))).toEqual({ [`${free.orderId}:sale`]: [0, 0, 0, 0, 0] });
      // Alone it moves no money, so there is nothing to pay out yet.
      expect(await payments.send('payments.generatePayouts', { userId: staff, streamerId })).toEqual({
        message: PayoutText.nothingToPayOut,
        payouts: [],
      });

      const paid = await played(streamerId, 10_000, 'INR'); // 1000, 180, 10, 8810
      const { payouts } = await payments.send('payments.generatePayouts', { userId: staff, streamerId });
      expect(figures(payouts[0])).toEqual({
        [`${free.orderId}:sale`]: [0, 0, 0, 0, 0],
        [`${paid.orderId}:sale`]: [10_000, 1000, 180, 10, 8810],
      });
      expect(payouts[0].totals).toEqual({
        orderCount: 2,
        gross: 10_000,
        platformFee: 1000,
        platformFeeGst: 180,
        tds: 10,
        net: 8810,
        serviceGst: 0,
      });
    });
  });

  describe('GST on the streamer own service (a streamer with a GSTIN)', () => {
    const GSTIN = '27AAPFU0939F1ZV';
    /** The GST a tax-inclusive price holds at 18 %: gross × 18 / 118, rounded half up. */
    const gstIn = (gross: number) => Math.floor((2 * gross * 18 + 118) / (2 * 118));

    it('shows the GST in each line and the totals as a part of net, carries a refund of it, and adds a sheet column', async () => {
      const streamerId = newId();
      gstins.set(streamerId, GSTIN);
      const first = await played(streamerId, 11_800, 'INR');
      await played(streamerId, 999, 'INR');
      const [rupees] = await payments.send('payments.remainingPayouts', { streamerId });
      // 11800: fee 1180, GST on it 212, TDS 12, net 10396 of which GST 1800. 999: 100, 18, 1, 880 of which 152.
      expect(
        rupees.lines.map((line) => [line.gross, line.net, line.serviceGst, line.serviceGstPercent]),
      ).toEqual([
        [11_800, 10_396, gstIn(11_800), 18],
        [999, 880, gstIn(999), 18],
      ]);
      expect([gstIn(11_800), gstIn(999)]).toEqual([1800, 152]);
      expect(rupees.totals).toMatchObject({ gross: 12_799, net: 11_276, serviceGst: 1952 });

      const { payouts } = await payments.send('payments.generatePayouts', { userId: staff, streamerId });
      const { payout } = await payments.send('payments.completePayout', {
        userId: staff,
        payoutId: payouts[0]._id,
        transferReference: 'NEFT-GST-1',
      });
      expect(payout.totals).toEqual({
        orderCount: 2,
        gross: 12_799,
        platformFee: 1280,
        platformFeeGst: 230,
        tds: 13,
        net: 11_276,
        serviceGst: 1952,
      });
      // The transfer is net: the GST is in it, not taken from it.
      expect(await balance(`streamer:${streamerId}:earnings:INR`)).toBe(0);

      const sheet = await payments.send('payments.payoutSheet', { payoutId: payout._id });
      const workbook = new Workbook();
      await workbook.xlsx.load(Buffer.from(sheet.contentBase64, 'base64') as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.getWorksheet('Payout')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows.find((row) => row[0] === 'Order')?.slice(6)).toEqual([
        'Gross',
        'Platform fee',
        'GST on fee',
        'TDS',
        'Net',
        GstLabels.staffPayoutLine,
      ]);
      expect(rows.at(-1)?.slice(6)).toEqual([127.99, 12.8, 2.3, 0.13, 112.76, 19.52]);

      // A refund after the payout takes the GST back with the rest, as a negative line.
      await refund(first);
      const [after] = await payments.send('payments.remainingPayouts', { streamerId });
      expect(after.lines).toEqual([
        expect.objectContaining({
          orderId: first.orderId,
          kind: 'reversal',
          net: -10_396,
          serviceGst: -1800,
        }),
      ]);
    });

    it('keeps the GSTIN and rate a sale had: a streamer who gives one later charges GST from then on', async () => {
      const streamerId = newId();
      const before = await played(streamerId, 11_800, 'INR');
      gstins.set(streamerId, GSTIN);
      config.set(PayoutTaxConfigKeys.indirectTaxPercent, '12');
      const after = await played(streamerId, 11_200, 'INR'); // 11200 × 12 / 112 = 1200
      config.delete(PayoutTaxConfigKeys.indirectTaxPercent);
      const [rupees] = await payments.send('payments.remainingPayouts', { streamerId });
      expect(rupees.lines.map((line) => [line.orderId, line.serviceGst, line.serviceGstPercent])).toEqual([
        [before.orderId, 0, 0],
        [after.orderId, 1200, 12],
      ]);
    });
  });

  it('leaves every order in exactly one payout when two staff generate and merge for one streamer at once', async () => {
    const streamerId = newId();
    const orders: OrderPaidEvent[] = [];
    for (let i = 0; i < 12; i++) orders.push(await played(streamerId, 1000 + i, i % 3 === 0 ? 'INR' : 'USD'));
    const usdIds = orders.filter((order) => order.currency === 'USD').map((order) => order.orderId);
    const attempts = await Promise.allSettled([
      ...[staff, otherStaff, staff, otherStaff].map((userId) =>
        payments.send('payments.generatePayouts', { userId, streamerId }),
      ),
      ...[otherStaff, staff].map((userId) =>
        payments.send('payments.createPayout', { userId, streamerId, currency: 'USD', orderIds: usdIds }),
      ),
    ]);
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    for (const attempt of attempts)
      if (attempt.status === 'rejected')
        expect([409]).toContain((attempt.reason as { status?: number }).status);

    const { rows } = await payments.db.query(
      `SELECT pl.order_id, count(*)::int AS n, count(DISTINCT p.id)::int AS payouts FROM payout_lines pl
         JOIN payouts p ON p.id = pl.payout_id WHERE p.streamer_id = $1 GROUP BY pl.order_id`,
      [streamerId],
    );
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.n === 1 && row.payouts === 1)).toBe(true);
    const active = await payments.send('payments.activePayouts', { streamerId });
    expect(active.map((payout) => [payout.currency, payout.lines.length]).sort()).toEqual([
      ['INR', 4],
      ['USD', 8],
    ]);
  });
});

describe('payments: payouts in production (NODE_ENV=production)', () => {
  const payments = new PaymentsHarness({
    NODE_ENV: 'production',
    STRIPE_SECRET_KEY: 'sk_test_lobby_unused',
    STRIPE_WEBHOOK_SECRET: 'whsec_lobby_unused',
  });
  const peers = new FakePeers();
  const staff = newId();

  beforeAll(async () => {
    await payments.start();
    await peers.start(payments.nats.url);
    peers.answer('content.configuration', ({ key }) =>
      key === PLATFORM_FEE_CONFIG_KEY ? { key, value: '10', description: null } : null,
    );
    peers.answer('identity.streamerGstin', () => ({ gstin: null }));
    peers.answer('booking.orderLabels', ({ orderIds, personIds }) => ({
      orderNumbers: Object.fromEntries(orderIds.map((id) => [id, orderNumberOf(id)])),
      people: Object.fromEntries(personIds.map((id) => [id, { fullName: nameOf(id), username: 'user' }])),
    }));
    peers.answer('identity.onboardingStatus', () => ({
      status: 'verified',
      onboarding: null,
      bankDetails: { accountNumber: '****6789' } as OnboardingSubmissionStatusDto['bankDetails'],
    }));
    await peers.flush();
  }, 30_000);
  afterAll(async () => {
    await peers.stop();
    await payments.stop();
  });

  async function playedOrder(streamerId: string, provider: 'stripe' | 'sandbox'): Promise<string> {
    const orderId = newId();
    const paidAt = new Date(Date.now() - 48 * HOUR).toISOString();
    await payments.service.app.get(EarningsConsumer).orderPaid({
      orderId,
      order_id: orderId,
      holdKind: 'slot',
      userId: newId(),
      slotId: newId(),
      gigId: newId(),
      streamerId,
      numberOfPlayers: 1,
      paymentRef: provider === 'stripe' ? `cs_test_${orderId}` : `sandbox_${orderId}`,
      amountPaid: 50_000,
      currency: 'INR',
      paidAt,
      gigTitle: 'Ranked duo',
      gigSlug: 'ranked-duo',
      slotStartsAt: paidAt,
      slotEndsAt: paidAt,
      amount: 50_000,
      discount: 0,
      promoCode: null,
      provider,
    });
    await payments.service.app.get(PlayValidationsConsumer).orderPlayValidated({
      orderId,
      streamerId,
      played: true,
      validatedBy: staff,
      validatedAt: new Date().toISOString(),
    });
    return orderId;
  }

  it('marks a sandbox sale in the ledger and never puts it in a payout; a card sale is paid out as usual', async () => {
    const streamerId = newId();
    const card = await playedOrder(streamerId, 'stripe');
    const sandbox = await playedOrder(streamerId, 'sandbox');

    const marks = await payments.db.query(
      `SELECT s.order_id, s.sandbox, t.sandbox AS transaction_sandbox FROM sales s
         JOIN wallet_transactions t ON t.id = s.sale_transaction_id WHERE s.streamer_id = $1`,
      [streamerId],
    );
    expect(
      Object.fromEntries(marks.rows.map((row) => [row.order_id, [row.sandbox, row.transaction_sandbox]])),
    ).toEqual({
      [card]: [false, false],
      [sandbox]: [true, true],
    });

    const [remaining] = await payments.send('payments.remainingPayouts', { streamerId });
    expect(remaining.lines.map((line) => [line.orderId, line.sandbox])).toEqual([[card, false]]);
    expect(remaining.awaitingValidation).toBe(0);

    const { payouts } = await payments.send('payments.generatePayouts', { userId: staff, streamerId });
    expect(payouts.flatMap((payout) => payout.lines.map((line) => line.orderId))).toEqual([card]);
    const { rows } = await payments.db.query(
      'SELECT order_id FROM payout_lines WHERE order_id = ANY($1::text[])',
      [[card, sandbox]],
    );
    expect(rows.map((row) => row.order_id)).toEqual([card]);
    // Asked for by name, it is not a remaining order either.
    expect(
      (
        await refusal(
          payments.send('payments.createPayout', {
            userId: staff,
            streamerId,
            currency: 'INR',
            orderIds: [sandbox],
          }),
        )
      ).status,
    ).toBeGreaterThanOrEqual(400);
  });
});
