import { BookingEventSubjects, type OrderPaidEvent } from '@lobby/contracts';
import { newId, type DomainEvent } from '@lobby/service-kit';
import { waitFor } from '@lobby/test-kit';
import { connect, JSONCodec } from 'nats';
import { CatalogHarness } from '../test/catalog-fixtures';
import { conversionRate } from './gig-stats';

/** Booking's order-paid events reaching catalog over JetStream: the gig's performance card counts them. */
describe("catalog: a gig's paid orders from booking's events", () => {
  const catalog = new CatalogHarness();
  beforeAll(() => catalog.start(), 30_000);
  afterAll(() => catalog.stop());

  const paidEvent = (gigId: string, streamerId: string): DomainEvent<OrderPaidEvent> => {
    const orderId = newId();
    return {
      id: newId(),
      subject: BookingEventSubjects.orderPaid,
      occurredAt: new Date().toISOString(),
      data: {
        orderId,
        order_id: 'ORD-1',
        userId: newId(),
        slotId: newId(),
        gigId,
        streamerId,
        numberOfPlayers: 1,
        paymentRef: 'sandbox_1',
        amountPaid: 1000,
        currency: 'USD',
        paidAt: new Date().toISOString(),
        gigTitle: 'Ranked with me',
        gigSlug: 'ranked-with-me',
        slotStartsAt: new Date().toISOString(),
        slotEndsAt: new Date().toISOString(),
        amount: 1000,
        discount: 0,
        promoCode: null,
        provider: 'sandbox',
      },
    };
  };

  /** Publishes each event (a redelivery is the same event under another message id) and waits for the last. */
  async function publish(...events: DomainEvent<OrderPaidEvent>[]): Promise<void> {
    const nc = await connect({ servers: catalog.nats.url });
    for (const event of events) {
      await nc.jetstream().publish(event.subject, JSONCodec().encode(event), { msgID: newId() });
    }
    await nc.drain();
    const last = events[events.length - 1].id;
    await waitFor(
      async () =>
        (
          await catalog.db.query(
            "SELECT 1 FROM kit_processed_events WHERE event_id = $1 AND consumer = 'catalog-gig-paid-orders'",
            [last],
          )
        ).rowCount === 1,
      { what: `event ${last} handled` },
    );
  }

  const performanceOf = async (starId: string, gigId: string) =>
    (await catalog.send('catalog.gigsPerformance', { userId: starId, starId })).find(
      (gig) => gig.gigId === gigId,
    );

  it('counts each paid order once, a redelivered event included, and derives the conversion', async () => {
    const star = await catalog.star();
    const game = await catalog.game();
    const gig = await catalog.gig(star.id, game);
    const other = await catalog.gig(star.id, game);
    await catalog.setGig(gig._id, { clicks_count: 8 });
    expect(await performanceOf(star.id, gig._id)).toMatchObject({ orders: 0, conversionRate: 0 });

    const first = paidEvent(gig._id, star.id);
    await publish(first, first, paidEvent(gig._id, star.id));

    expect(await performanceOf(star.id, gig._id)).toMatchObject({ clicks: 8, orders: 2, conversionRate: 25 });
    expect(await performanceOf(star.id, other._id)).toMatchObject({ orders: 0 });
  });

  it('ignores an event without a gig id', async () => {
    const star = await catalog.star();
    const gig = await catalog.gig(star.id, await catalog.game());
    const malformed = paidEvent('not-an-id', star.id);
    await publish(malformed, paidEvent(gig._id, star.id));
    expect(await performanceOf(star.id, gig._id)).toMatchObject({ orders: 1 });
  });

  it("does not count a paid VIP place (an order of a live session) towards any gig's orders", async () => {
    const star = await catalog.star();
    const gig = await catalog.gig(star.id, await catalog.game());
    const vip = paidEvent(gig._id, star.id);
    vip.data = { ...vip.data, holdKind: 'vip', slotId: null, gigId: null, liveSessionId: newId() };
    await publish(vip, paidEvent(gig._id, star.id));
    expect(await performanceOf(star.id, gig._id)).toMatchObject({ orders: 1 });
  });

  it('takes an order refunded in full out of the orders and the conversion, and keeps one a policy kept a part of', async () => {
    const star = await catalog.star();
    const gig = await catalog.gig(star.id, await catalog.game());
    await catalog.setGig(gig._id, { clicks_count: 10 });
    const [refunded, halfKept, kept] = [1, 2, 3].map(() => paidEvent(gig._id, star.id));
    await publish(refunded, halfKept, kept);
    expect(await performanceOf(star.id, gig._id)).toMatchObject({ orders: 3, conversionRate: 30 });

    const refundDue = (paid: DomainEvent<OrderPaidEvent>, amount: number) => ({
      id: newId(),
      subject: BookingEventSubjects.orderRefundDue,
      occurredAt: new Date().toISOString(),
      data: {
        orderId: paid.data.orderId,
        userId: paid.data.userId,
        amount,
        amountPaid: paid.data.amountPaid,
        currency: paid.data.currency,
        streamerId: star.id,
        gigId: gig._id,
      },
    });
    const full = refundDue(refunded, 1000);
    const half = refundDue(halfKept, 500);
    const nc = await connect({ servers: catalog.nats.url });
    for (const event of [full, full, half])
      await nc.jetstream().publish(event.subject, JSONCodec().encode(event), { msgID: newId() });
    await nc.drain();
    await waitFor(
      async () =>
        (
          await catalog.db.query(
            "SELECT count(*)::int AS n FROM kit_processed_events WHERE consumer = 'catalog-gig-refunded-orders' AND event_id = ANY($1)",
            [[full.id, half.id]],
          )
        ).rows[0].n === 2,
      { what: 'both refunds handled' },
    );
    // 2 orders (the half kept one is still a sale) of 10 clicks; the full refund, delivered twice, counts once.
    expect(await performanceOf(star.id, gig._id)).toMatchObject({ orders: 2, conversionRate: 20 });
  });

  it('caps the conversion at 100 % and answers 0 without clicks', () => {
    expect(conversionRate(3, 0)).toBe(0);
    expect(conversionRate(1, 3)).toBe(33.33);
    expect(conversionRate(5, 2)).toBe(100);
  });
});
