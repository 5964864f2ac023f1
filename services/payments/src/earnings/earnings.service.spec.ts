import {
  BookingEventSubjects,
  PayoutTaxConfigKeys,
  PLATFORM_FEE_CONFIG_KEY,
  platformFeeConfigKeyOf,
  type OrderPaidEvent,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { DomainEventPublisher, FakePeers, refusal, waitFor } from '@lobby/test-kit';
import { PaymentsHarness } from '../test/payments-fixtures';
import { EarningsConsumer } from './earnings.consumer';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Kolkata is UTC+05:30 all year (no daylight saving), so its midnights are easy to compute by hand. */
const KOLKATA = 'Asia/Kolkata';
const KOLKATA_OFFSET = 5.5 * 60 * MINUTE;

describe('payments: a streamer earnings, kept in the ledger', () => {
  const payments = new PaymentsHarness();
  const peers = new FakePeers();
  const events = new DomainEventPublisher();
  const config = new Map<string, string>();
  /** The GSTINs identity knows, by streamer. */
  const gstins = new Map<string, string>();

  beforeAll(async () => {
    await payments.start();
    await peers.start(payments.nats.url);
    await events.start(payments.nats.url);
    peers.answer('content.configuration', ({ key }) =>
      config.has(key) ? { key, value: config.get(key)!, description: null } : null,
    );
    peers.answer('identity.streamerGstin', ({ streamerId }) => ({ gstin: gstins.get(streamerId) ?? null }));
    await peers.flush();
  }, 30_000);
  afterAll(async () => {
    await events.stop();
    await peers.stop();
    await payments.stop();
  });

  const consumer = () => payments.service.app.get(EarningsConsumer);

  /** Midnight today in Kolkata, as an instant. */
  const now = Date.now();
  const midnight = Math.floor((now + KOLKATA_OFFSET) / DAY) * DAY - KOLKATA_OFFSET;

  function orderPaid(overrides: Partial<OrderPaidEvent> & { streamerId: string }): OrderPaidEvent {
    const orderId = overrides.orderId ?? newId();
    const amount = overrides.amountPaid ?? 2500;
    return {
      orderId,
      order_id: orderId,
      holdKind: 'slot',
      userId: newId(),
      slotId: newId(),
      gigId: newId(),
      liveSessionId: null,
      numberOfPlayers: 1,
      paymentRef: `ref-${orderId}`,
      amountPaid: amount,
      currency: 'USD',
      paidAt: new Date(now).toISOString(),
      gigTitle: 'A gig',
      gigSlug: 'a-gig',
      slotStartsAt: new Date(now).toISOString(),
      slotEndsAt: new Date(now).toISOString(),
      amount,
      discount: 0,
      promoCode: null,
      provider: 'sandbox',
      ...overrides,
    };
  }

  const booked = (orderId: string) =>
    waitFor(
      async () =>
        (await payments.db.query('SELECT * FROM sales WHERE order_id = $1', [orderId])).rows[0] as
          | {
              fee_basis_points: number;
              service_gst_basis_points: number;
              service_gst_minor: string;
              kept_service_gst_minor: string;
              net_minor: string;
              streamer_gstin: string | null;
              sale_transaction_id: string;
              reversal_transaction_id: string | null;
            }
          | undefined,
      { what: `the sale of ${orderId}` },
    );
  const entriesOf = async (transactionId: string) =>
    (
      await payments.db.query(
        `SELECT account, amount_minor::int AS amount FROM ledger_entries WHERE transaction_id = $1 ORDER BY account COLLATE "C"`,
        [transactionId],
      )
    ).rows as { account: string; amount: number }[];

  describe('a sale', () => {
    it('splits what was paid into the streamer net, the platform fee, GST on the fee and TDS, against sales, summing to zero', async () => {
      config.set(PLATFORM_FEE_CONFIG_KEY, '10');
      const streamerId = newId();
      const event = orderPaid({ streamerId, amountPaid: 999 });
      await events.publish(BookingEventSubjects.orderPaid, event);
      const sale = await booked(event.orderId);

      expect(sale.fee_basis_points).toBe(1000);
      expect(await entriesOf(sale.sale_transaction_id)).toEqual([
        // 999 × 10 % = 99.9 → 100; GST 18 % of 100 = 18; TDS 0.1 % of 999 = 0.999 → 1; net 999 − 119 = 880.
        { account: `streamer:${streamerId}:earnings:USD`, amount: 880 },
        { account: 'system:payment:USD', amount: -999 },
        { account: 'system:platform_fee:USD', amount: 100 },
        { account: 'system:platform_fee_gst:USD', amount: 18 },
        { account: 'system:tds_payable:USD', amount: 1 },
      ]);
    });

    it('is booked once when order-paid arrives again, as the same event or a new one for the same order', async () => {
      const streamerId = newId();
      const event = orderPaid({ streamerId, amountPaid: 2500 });
      const eventId = await events.publish(BookingEventSubjects.orderPaid, event);
      await booked(event.orderId);
      await events.publish(BookingEventSubjects.orderPaid, event, eventId);
      await consumer().orderPaid(event);

      const { rows } = await payments.db.query(
        `SELECT count(*)::int AS n FROM wallet_transactions WHERE idempotency_key = $1`,
        [`sale:${event.orderId}`],
      );
      expect(rows[0].n).toBe(1);
      const summary = await payments.send('payments.streamerEarnings', { streamerId });
      expect(summary).toMatchObject({ totalEarnings: 2202, remainingEarnings: 2202, platformFees: 250 });
    });

    it('keeps the fee it was sold at when the configuration changes, and takes a streamer own fee first', async () => {
      const streamerId = newId();
      config.set(platformFeeConfigKeyOf(streamerId), '12.5');
      const first = orderPaid({ streamerId, amountPaid: 1999 });
      await consumer().orderPaid(first);
      config.set(platformFeeConfigKeyOf(streamerId), '20');
      const second = orderPaid({ streamerId, amountPaid: 1999 });
      await consumer().orderPaid(second);
      config.delete(platformFeeConfigKeyOf(streamerId));

      const [a, b] = [await booked(first.orderId), await booked(second.orderId)];
      expect([a.fee_basis_points, b.fee_basis_points]).toEqual([1250, 2000]);
      // 1999 × 12.5 % = 249.875, rounded half up to 250, GST 45, TDS 1.999 → 2; 1999 × 20 % = 399.8 → 400, GST 72.
      expect((await entriesOf(a.sale_transaction_id)).map((e) => e.amount)).toEqual([
        1702, -1999, 250, 45, 2,
      ]);
      expect((await entriesOf(b.sale_transaction_id)).map((e) => e.amount)).toEqual([
        1525, -1999, 400, 72, 2,
      ]);
      expect(await payments.send('payments.platformFees', { streamerId })).toEqual({
        streamerId,
        platformFeePercent: 10,
        source: 'configuration',
        indirectTaxPercent: 18,
        platformFeeIndirectTaxPercent: 18,
        tdsPercent: 0.1,
        streamerGstin: null,
      });
    });

    it('takes the default 10 percent when the configuration has no fee, or one that is not a percent', async () => {
      config.set(PLATFORM_FEE_CONFIG_KEY, 'lots');
      const streamerId = newId();
      expect(await payments.send('payments.platformFees', { streamerId })).toMatchObject({
        platformFeePercent: 10,
        source: 'default',
      });
      config.set(PLATFORM_FEE_CONFIG_KEY, '10');
    });

    it("answers a streamer's figures in their base currency before their first sale, then in what they earn in", async () => {
      const streamerId = newId();
      expect(
        await payments.send('payments.streamerEarnings', { streamerId, baseCurrency: 'INR' }),
      ).toMatchObject({
        currency: 'INR',
        totalEarnings: 0,
      });
      await consumer().orderPaid(orderPaid({ streamerId, amountPaid: 500 }));
      expect(
        await payments.send('payments.streamerEarnings', { streamerId, baseCurrency: 'INR' }),
      ).toMatchObject({
        currency: 'USD',
        totalEarnings: 440,
      });
    });

    it('books a free (fully discounted) order without moving money', async () => {
      const streamerId = newId();
      const event = orderPaid({ streamerId, amountPaid: 0 });
      await consumer().orderPaid(event);
      expect((await booked(event.orderId)).sale_transaction_id).toBeNull();
      await consumer().orderRefundDue({
        orderId: event.orderId,
        userId: event.userId,
        amount: 0,
        currency: 'USD',
      });
      expect(await payments.send('payments.streamerEarnings', { streamerId })).toMatchObject({
        totalEarnings: 0,
      });
    });
  });

  describe('GST on the streamer own service', () => {
    const GSTIN = '29ABCDE1234F1Z5';

    it('is booked with the sale of a streamer with a GSTIN, at the rate then, as a part of net that moves no money', async () => {
      const streamerId = newId();
      gstins.set(streamerId, GSTIN);
      config.set(PayoutTaxConfigKeys.indirectTaxPercent, '18');
      const event = orderPaid({ streamerId, amountPaid: 11_800 });
      await consumer().orderPaid(event);
      config.set(PayoutTaxConfigKeys.indirectTaxPercent, '12');

      const sale = await booked(event.orderId);
      // 11800 × 18 / 118 = 1800, included in net: fee 1180, its GST 212 (212.4), TDS 12 (11.8), net 10396.
      expect(sale).toMatchObject({
        service_gst_basis_points: 1800,
        service_gst_minor: '1800',
        net_minor: '10396',
        streamer_gstin: GSTIN,
      });
      expect((await entriesOf(sale.sale_transaction_id)).map((entry) => entry.amount)).toEqual([
        10_396, -11_800, 1180, 212, 12,
      ]);
      // The rate changed after the sale: the sale keeps its own.
      expect(
        await payments.send('payments.saleTax', { orderId: event.orderId, streamerId, amountPaid: 11_800 }),
      ).toEqual({ gstin: GSTIN, gstPercent: 18, gst: 1800 });
      expect(await payments.send('payments.platformFees', { streamerId })).toMatchObject({
        indirectTaxPercent: 12,
        streamerGstin: GSTIN,
      });
      config.delete(PayoutTaxConfigKeys.indirectTaxPercent);
    });

    it('is none for a streamer without a GSTIN, whose net is the same', async () => {
      const streamerId = newId();
      const event = orderPaid({ streamerId, amountPaid: 11_800 });
      await consumer().orderPaid(event);
      expect(await booked(event.orderId)).toMatchObject({
        service_gst_basis_points: 0,
        service_gst_minor: '0',
        net_minor: '10396',
        streamer_gstin: null,
      });
      expect(
        await payments.send('payments.saleTax', { orderId: event.orderId, streamerId, amountPaid: 11_800 }),
      ).toEqual({ gstin: null, gstPercent: 0, gst: 0 });
    });

    it('is answered as it will be booked while the order-paid event is on its way, and refuses a malformed ask', async () => {
      const streamerId = newId();
      gstins.set(streamerId, GSTIN);
      // 999 × 18 / 118 = 152.39 → 152 at the default 18 %.
      expect(
        await payments.send('payments.saleTax', { orderId: newId(), streamerId, amountPaid: 999 }),
      ).toEqual({ gstin: GSTIN, gstPercent: 18, gst: 152 });
      for (const ask of [
        { orderId: '', streamerId, amountPaid: 999 },
        { orderId: newId(), streamerId: 'nope', amountPaid: 999 },
        { orderId: newId(), streamerId, amountPaid: -1 },
        { orderId: newId(), streamerId, amountPaid: 9.5 },
      ])
        expect(await refusal(payments.send('payments.saleTax', ask))).toEqual({
          status: 400,
          message: 'Bad request',
        });
    });

    it('of a partly refunded sale is kept at the split of what was kept', async () => {
      const streamerId = newId();
      gstins.set(streamerId, GSTIN);
      const event = orderPaid({ streamerId, amountPaid: 11_800 });
      await consumer().orderPaid(event);
      await consumer().orderRefundDue({
        orderId: event.orderId,
        userId: event.userId,
        amount: 5900,
        amountPaid: 11_800,
        currency: 'USD',
      });
      // Kept 5900 × 18 / 118 = 900.
      expect(await booked(event.orderId)).toMatchObject({
        service_gst_minor: '1800',
        kept_service_gst_minor: '900',
      });
    });
  });

  describe('a refund', () => {
    it('reverses the sale with the same split and opposite signs, once', async () => {
      const streamerId = newId();
      const event = orderPaid({ streamerId, amountPaid: 4000 });
      await consumer().orderPaid(event);
      const refund = { orderId: event.orderId, userId: event.userId, amount: 4000, currency: 'USD' as const };
      await events.publish(BookingEventSubjects.orderRefundDue, refund);
      const sale = await waitFor(async () => {
        const row = await booked(event.orderId);
        return row.reversal_transaction_id ? row : undefined;
      });
      await consumer().orderRefundDue(refund);

      expect(await entriesOf(sale.reversal_transaction_id!)).toEqual([
        { account: `streamer:${streamerId}:earnings:USD`, amount: -3524 },
        { account: 'system:payment:USD', amount: 4000 },
        { account: 'system:platform_fee:USD', amount: -400 },
        { account: 'system:platform_fee_gst:USD', amount: -72 },
        { account: 'system:tds_payable:USD', amount: -4 },
      ]);
      const { rows } = await payments.db.query(
        `SELECT count(*)::int AS n FROM wallet_transactions WHERE idempotency_key = $1`,
        [`sale-reversal:${event.orderId}`],
      );
      expect(rows[0].n).toBe(1);
      expect(await payments.send('payments.streamerEarnings', { streamerId })).toMatchObject({
        totalEarnings: 0,
        remainingEarnings: 0,
        grossSales: 0,
        platformFees: 0,
      });
    });

    it('of a part (a cancellation policy kept the rest) reverses the sale down to the split of what was kept', async () => {
      const streamerId = newId();
      const event = orderPaid({ streamerId, amountPaid: 1000 });
      await consumer().orderPaid(event);
      const refund = {
        orderId: event.orderId,
        userId: event.userId,
        amount: 600,
        amountPaid: 1000,
        currency: 'USD' as const,
      };
      await consumer().orderRefundDue(refund);
      await consumer().orderRefundDue(refund);

      // Sold: 1000 = fee 100 + GST 18 + TDS 1 + net 881. Kept 400 = fee 40 + GST 7 (7.2) + TDS 0 (0.4) + net 353.
      const sale = await booked(event.orderId);
      expect(await entriesOf(sale.reversal_transaction_id!)).toEqual([
        { account: `streamer:${streamerId}:earnings:USD`, amount: 353 - 881 },
        { account: 'system:payment:USD', amount: 600 },
        { account: 'system:platform_fee:USD', amount: 40 - 100 },
        { account: 'system:platform_fee_gst:USD', amount: 7 - 18 },
        { account: 'system:tds_payable:USD', amount: 0 - 1 },
      ]);
      expect(await payments.send('payments.streamerEarnings', { streamerId })).toMatchObject({
        totalEarnings: 353,
        remainingEarnings: 353,
        grossSales: 400,
        platformFees: 40,
      });
    });

    it('that arrives before its sale is kept, and reverses the sale as soon as it is booked', async () => {
      const streamerId = newId();
      const event = orderPaid({ streamerId, amountPaid: 1000 });
      const refund = { orderId: event.orderId, userId: event.userId, amount: 1000, currency: 'USD' as const };
      await consumer().orderRefundDue(refund);
      await consumer().orderRefundDue(refund);
      await consumer().orderPaid(event);

      const sale = await booked(event.orderId);
      expect((await entriesOf(sale.reversal_transaction_id!)).map((entry) => entry.amount)).toEqual([
        -881, 1000, -100, -18, -1,
      ]);
      expect(await payments.send('payments.streamerEarnings', { streamerId })).toMatchObject({
        totalEarnings: 0,
        remainingEarnings: 0,
      });
    });
  });

  describe("the figures, over days of the streamer's time zone", () => {
    const streamerId = newId();
    const liveSessionId = newId();
    const at = (instant: number) => new Date(Math.min(instant, now - 1000)).toISOString();
    /** Net at a 10 % fee, 18 % GST on it and 0.1 % TDS, each rounded half up: amount − fee − GST − TDS. */
    const seeded = [
      { key: 'today', paidAt: at(midnight + MINUTE), amountPaid: 2500 }, // 2500 − 250 − 45 − 3 = 2202
      { key: 'yesterday', paidAt: at(midnight - MINUTE), amountPaid: 999, vip: true }, // 999 − 100 − 18 − 1 = 880
      { key: 'day 7', paidAt: at(midnight - 6 * DAY + MINUTE), amountPaid: 1999 }, // 1999 − 200 − 36 − 2 = 1761
      { key: 'day 8', paidAt: at(midnight - 6 * DAY - MINUTE), amountPaid: 1000, vip: true }, // 1000 − 100 − 18 − 1 = 881
      { key: 'day 30', paidAt: at(midnight - 29 * DAY + MINUTE), amountPaid: 5 }, // 5 − 1 − 0 − 0 = 4
      { key: 'day 31', paidAt: at(midnight - 29 * DAY - MINUTE), amountPaid: 3000 }, // 3000 − 300 − 54 − 3 = 2643
      { key: 'day 91', paidAt: at(midnight - 89 * DAY - MINUTE), amountPaid: 7000 }, // 7000 − 700 − 126 − 7 = 6167
      { key: 'refunded', paidAt: at(midnight - 2 * DAY), amountPaid: 4000, vip: true }, // 3524, then −3524 today
      { key: 'half refunded', paidAt: at(midnight - 3 * DAY), amountPaid: 2000 }, // 1762, keeps 1000's 881
    ];
    const orders = new Map<string, OrderPaidEvent>();

    beforeAll(async () => {
      config.set(PLATFORM_FEE_CONFIG_KEY, '10');
      for (const sale of seeded) {
        const event = orderPaid({
          streamerId,
          paidAt: sale.paidAt,
          amountPaid: sale.amountPaid,
          ...(sale.vip ? { holdKind: 'vip', liveSessionId, slotId: null, gigId: null } : {}),
        });
        orders.set(sale.key, event);
        await events.publish(BookingEventSubjects.orderPaid, event);
      }
      for (const event of orders.values()) await booked(event.orderId);
      const refunded = orders.get('refunded')!;
      await consumer().orderRefundDue({
        orderId: refunded.orderId,
        userId: refunded.userId,
        amount: 4000,
        currency: 'USD',
      });
      const halfRefunded = orders.get('half refunded')!;
      await consumer().orderRefundDue({
        orderId: halfRefunded.orderId,
        userId: halfRefunded.userId,
        amount: 1000,
        amountPaid: 2000,
        currency: 'USD',
      });
    });

    // A sale counts on the day it was paid, with its refund: the refunded order is no sale (0 on its day, nothing
    // taken off today), the half refunded one counts the 1000 kept (1000 − 100 − 18 − 1 = 881).
    it('sums the total and the 7, 30 and 90 days, counted from midnight in Kolkata', async () => {
      expect(await payments.send('payments.streamerEarnings', { streamerId, timeZone: KOLKATA })).toEqual({
        streamerId,
        currency: 'USD',
        timeZone: KOLKATA,
        totalEarnings: 14538 + 881,
        last7Days: 4843 + 881,
        last30Days: 5728 + 881,
        last90Days: 8371 + 881,
        remainingEarnings: 14538 + 881,
        grossSales: 16503 + 1000,
        platformFees: 1651 + 100,
      });
    });

    it('answers one figure per day of the window, oldest first, in Kolkata days', async () => {
      const { series, total, days, timeZone } = await payments.send('payments.streamerEarningsByDay', {
        streamerId,
        timeZone: KOLKATA,
        days: 7,
      });
      const date = (instant: number) => new Date(instant + KOLKATA_OFFSET).toISOString().slice(0, 10);
      expect({ days, timeZone, total }).toEqual({ days: 7, timeZone: KOLKATA, total: 4843 + 881 });
      expect(series).toEqual([
        { date: date(midnight - 6 * DAY), earnings: 1761 },
        { date: date(midnight - 5 * DAY), earnings: 0 },
        { date: date(midnight - 4 * DAY), earnings: 0 },
        { date: date(midnight - 3 * DAY), earnings: 881 },
        { date: date(midnight - 2 * DAY), earnings: 0 },
        { date: date(midnight - DAY), earnings: 880 },
        { date: date(midnight), earnings: 2202 },
      ]);
      const month = await payments.send('payments.streamerEarningsByDay', {
        streamerId,
        timeZone: KOLKATA,
        days: 30,
      });
      expect(month.series).toHaveLength(30);
      expect(month.total).toBe(5728 + 881);
    });

    it('puts the sales a minute either side of Kolkata midnight on one UTC day', async () => {
      // Kolkata midnight is 18:30 UTC the evening before, so both land on that UTC date.
      const utcDate = new Date(midnight).toISOString().slice(0, 10);
      const { series } = await payments.send('payments.streamerEarningsByDay', {
        streamerId,
        timeZone: 'UTC',
        days: 7,
      });
      expect(series.find((day) => day.date === utcDate)?.earnings).toBe(2202 + 880);
    });

    it("answers each live session's VIP revenue, the streamer's part and the fans served, refunds out", async () => {
      expect(await payments.send('payments.liveSessionEarnings', { streamerId })).toEqual([
        { liveSessionId, currency: 'USD', vipRevenue: 1999, earnings: 1761, vipFansServed: 2 },
      ]);
    });

    it('refuses a time zone PostgreSQL does not know, and a window that is not 7, 30 or 90 days', async () => {
      expect(
        await refusal(payments.send('payments.streamerEarnings', { streamerId, timeZone: 'Mars/Base' })),
      ).toEqual({ status: 400, message: 'Bad request' });
      expect(
        await refusal(
          payments.send('payments.streamerEarningsByDay', { streamerId, days: 14 as unknown as 7 }),
        ),
      ).toEqual({ status: 400, message: 'Bad request' });
    });
  });
});
