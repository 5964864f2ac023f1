import {
  BookingEventSubjects,
  type Currency,
  type OrderPaidEvent,
  type OrderPlayValidatedEvent,
  type OrderRefundDueEvent,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { DomainEventPublisher, FakePeers, refusal, waitFor } from '@lobby/test-kit';
import { PaymentsHarness } from '../test/payments-fixtures';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Kolkata is UTC+05:30 all year, so its midnights are easy to compute by hand. */
const KOLKATA = 'Asia/Kolkata';
const KOLKATA_OFFSET = 5.5 * 60 * MINUTE;

describe("payments: the staff dashboard's sales figures, from the ledger", () => {
  const payments = new PaymentsHarness();
  const peers = new FakePeers();
  const events = new DomainEventPublisher();

  beforeAll(async () => {
    await payments.start();
    await peers.start(payments.nats.url);
    await events.start(payments.nats.url);
    peers.answer('content.configuration', () => null);
    peers.answer('identity.streamerGstin', () => ({ gstin: null }));
    await peers.flush();
  }, 30_000);
  afterAll(async () => {
    await events.stop();
    await peers.stop();
    await payments.stop();
  });

  const now = Date.now();
  /** Midnight today in Kolkata, as an instant; `daysAgo(n)` is an hour after the midnight n days before. */
  const midnight = Math.floor((now + KOLKATA_OFFSET) / DAY) * DAY - KOLKATA_OFFSET;
  const daysAgo = (days: number) => new Date(midnight - days * DAY + 60 * MINUTE);
  const localDay = (instant: Date) => new Date(instant.getTime() + KOLKATA_OFFSET).toISOString().slice(0, 10);
  const todayInstant = new Date(Math.max(midnight + 1000, now - MINUTE));

  async function paid(streamerId: string, amount: number, currency: Currency, at: Date): Promise<string> {
    const orderId = newId();
    const event: OrderPaidEvent = {
      orderId,
      order_id: orderId,
      holdKind: 'slot',
      streamerId,
      userId: newId(),
      slotId: newId(),
      gigId: newId(),
      liveSessionId: null,
      numberOfPlayers: 1,
      paymentRef: `ref-${orderId}`,
      amountPaid: amount,
      currency,
      paidAt: at.toISOString(),
      gigTitle: 'A gig',
      gigSlug: 'a-gig',
      slotStartsAt: at.toISOString(),
      slotEndsAt: at.toISOString(),
      amount,
      discount: 0,
      promoCode: null,
      provider: 'sandbox',
    };
    await events.publish(BookingEventSubjects.orderPaid, event);
    await waitFor(
      async () =>
        (await payments.db.query('SELECT 1 FROM sales WHERE order_id = $1', [orderId])).rowCount === 1,
      { what: `the sale of ${orderId}` },
    );
    return orderId;
  }

  const saleRow = async (orderId: string) =>
    (
      await payments.db.query<{
        net_minor: string;
        kept_net_minor: string;
        reversal_transaction_id: string | null;
      }>('SELECT net_minor, kept_net_minor, reversal_transaction_id FROM sales WHERE order_id = $1', [
        orderId,
      ])
    ).rows[0];

  it('sums sales per currency net of refunds over today, 7 and 30 days, per day, paid orders and payouts due', async () => {
    const usdStar = newId();
    const inrStar = newId();
    const a = await paid(usdStar, 2500, 'USD', todayInstant);
    await paid(usdStar, 1000, 'USD', daysAgo(3));
    const c = await paid(inrStar, 50000, 'INR', daysAgo(10));
    await paid(inrStar, 30000, 'INR', daysAgo(40));
    await paid(inrStar, 20000, 'INR', todayInstant);

    // Today a cancellation of C gives 100.00 of its 500.00 back: the refund counts today, C's day stays as it was.
    const refund: OrderRefundDueEvent = {
      orderId: c,
      userId: newId(),
      amount: 10000,
      amountPaid: 50000,
      currency: 'INR',
    };
    await events.publish(BookingEventSubjects.orderRefundDue, refund);
    await waitFor(async () => (await saleRow(c)).reversal_transaction_id !== null, {
      what: 'the refund of C',
    });
    // A was played: its sale is ready for a payout. C's kept part is the streamer's without a played check.
    const played: OrderPlayValidatedEvent = {
      orderId: a,
      streamerId: usdStar,
      played: true,
      validatedBy: newId(),
      validatedAt: new Date(now).toISOString(),
    };
    await events.publish(BookingEventSubjects.orderPlayValidated, played);
    await waitFor(
      async () =>
        (await payments.db.query('SELECT 1 FROM play_validations WHERE order_id = $1', [a])).rowCount === 1,
      { what: 'the played validation of A' },
    );

    const figures = await payments.send('payments.adminFigures', { timeZone: KOLKATA });
    expect(figures.gross).toEqual({
      today: [
        { currency: 'INR', amount: 10000 },
        { currency: 'USD', amount: 2500 },
      ],
      week: [
        { currency: 'INR', amount: 10000 },
        { currency: 'USD', amount: 3500 },
      ],
      month: [
        { currency: 'INR', amount: 60000 },
        { currency: 'USD', amount: 3500 },
      ],
    });
    expect(figures.paidOrders).toEqual({ today: 2, week: 3, month: 4 });

    expect(figures.byDay).toHaveLength(60);
    expect(figures.byDay[0].day).toBe(localDay(daysAgo(29)));
    expect(figures.byDay.at(-1)!.day).toBe(localDay(todayInstant));
    const nonZero = figures.byDay.filter((row) => row.amount !== 0);
    expect(nonZero).toEqual([
      { day: localDay(daysAgo(10)), currency: 'INR', amount: 50000 },
      { day: localDay(daysAgo(3)), currency: 'USD', amount: 1000 },
      { day: localDay(todayInstant), currency: 'INR', amount: 10000 },
      { day: localDay(todayInstant), currency: 'USD', amount: 2500 },
    ]);

    expect(figures.payoutsDue).toEqual({
      streamers: 2,
      amounts: [
        { currency: 'INR', amount: Number((await saleRow(c)).kept_net_minor) },
        { currency: 'USD', amount: Number((await saleRow(a)).net_minor) },
      ],
    });
  });

  it('answers 400 for a zone PostgreSQL does not know', async () => {
    expect(await refusal(payments.send('payments.adminFigures', { timeZone: 'Mars/Olympus' }))).toMatchObject(
      {
        status: 400,
      },
    );
  });
});
