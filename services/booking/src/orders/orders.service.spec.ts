import { BookingEventSubjects, BookingText, PageSizes, type OrderDto } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { BookingHarness } from '../test/booking-fixtures';
import { HoldsService } from '../holds/holds.service';

describe('booking: orders and holds', () => {
  const booking = new BookingHarness({ HOLD_MINUTES: '15' });

  beforeAll(() => booking.start(), 30_000);
  afterAll(() => booking.stop());

  const markPaid = (orderId: string, paymentRef?: string) => booking.markPaid(orderId, paymentRef);
  const statusOf = async (orderId: string) =>
    (await booking.db.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status;
  const outboxEvents = async (orderId: string) =>
    (
      await booking.db.query(
        `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'orderId' = $2`,
        [BookingEventSubjects.orderPaid, orderId],
      )
    ).rows.map((row) => row.payload);

  it('holds the seats for 15 minutes with one gamer tag per player', async () => {
    const slot = await booking.slot({ seats: 5 });
    const buyer = newId();
    const before = Date.now();
    const order = await booking.send('booking.createOrder', {
      userId: buyer,
      slotId: slot._id,
      numberOfPlayers: 2,
      gamerTags: ['Nova', ' Blaze '],
    });
    expect(order).toMatchObject({
      order_id: expect.stringMatching(/^LB-[A-Z2-9]{10}$/),
      slot_id: slot._id,
      _gig_id: slot._gig_id,
      _influencer_id: slot._influencer_id,
      _user_id: buyer,
      status: 'held',
      numberOfPlayers: 2,
      gamerTags: [
        { _id: expect.any(String), gamerTag: 'Nova' },
        { _id: expect.any(String), gamerTag: 'Blaze' },
      ],
      stripe_session_id: null,
    });
    const holdMs = Date.parse(order.expiresAt) - before;
    expect(holdMs).toBeGreaterThan(14.9 * 60_000);
    expect(holdMs).toBeLessThan(15.1 * 60_000);
    expect(await booking.seatsTaken(slot._id)).toBe(2);
  });

  it('refuses wrong players or gamer tags, unknown or started slots, and booking your own slot', async () => {
    const streamer = newId();
    const slot = await booking.slot({ streamerId: streamer, seats: 3 });
    const create = (numberOfPlayers: number, gamerTags: string[], slotId = slot._id, userId = newId()) =>
      booking.send('booking.createOrder', { userId, slotId, numberOfPlayers, gamerTags });
    expect(await refusal(create(0, []))).toEqual({ status: 400, message: BookingText.invalidPlayers });
    expect(await refusal(create(2, ['only_one']))).toEqual({
      status: 400,
      message: BookingText.gamerTagsRequired,
    });
    expect(await refusal(create(1, ['  ']))).toEqual({ status: 400, message: BookingText.gamerTagsRequired });
    expect(await refusal(create(4, ['a', 'b', 'c', 'd']))).toEqual({
      status: 400,
      message: BookingText.invalidPlayers,
    });
    expect(await refusal(create(1, ['a'], newId()))).toEqual({
      status: 404,
      message: BookingText.slotNotFound,
    });
    expect(await refusal(create(1, ['a'], slot._id, streamer))).toEqual({
      status: 403,
      message: BookingText.ownSlot,
    });
    await booking.db.query(`UPDATE slots SET starts_at = now() - interval '1 minute' WHERE id = $1`, [
      slot._id,
    ]);
    expect(await refusal(create(1, ['a']))).toEqual({ status: 409, message: BookingText.slotStarted });
    expect(await booking.seatsTaken(slot._id)).toBe(0);
  });

  it('sells exactly 5 seats to 200 buyers racing over NATS, and those 5 are paid', async () => {
    const slot = await booking.slot({ seats: 5 });
    const buyers = Array.from({ length: 200 }, () => newId());
    const answers = await Promise.allSettled(buyers.map((buyer) => booking.order(slot._id, buyer)));

    const outcomes: Record<string, number> = {};
    for (const answer of answers) {
      const outcome =
        answer.status === 'fulfilled'
          ? answer.value.status
          : `${answer.reason.status} ${answer.reason.message}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ held: 5, [`409 ${BookingText.slotFull}`]: 195 });
    const held = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    expect(await booking.seatsTaken(slot._id)).toBe(5);

    const paid = await Promise.all(held.map((order) => markPaid(order._id)));
    expect(paid.map((order) => order.status)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
    const { rows } = await booking.db.query(
      'SELECT status, count(*)::int AS n FROM orders WHERE slot_id = $1 GROUP BY status',
      [slot._id],
    );
    expect(rows).toEqual([{ status: 'paid', n: 5 }]);
    expect(await booking.seatsTaken(slot._id)).toBe(5);
    expect(await booking.sweep()).toBe(0);
    expect(await booking.seatsTaken(slot._id)).toBe(5);
  }, 30_000);

  it('frees the seats of an expired hold, leaving no hold behind, and then sells them again', async () => {
    const slot = await booking.slot({ seats: 2 });
    const expiring = await booking.order(slot._id, newId(), 2);
    const otherSlot = await booking.slot({ seats: 2 });
    const fresh = await booking.order(otherSlot._id);
    expect(await refusal(booking.order(slot._id))).toEqual({ status: 409, message: BookingText.slotFull });

    await booking.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expiring._id,
    ]);
    expect(await booking.sweep()).toBe(1);
    expect(await statusOf(expiring._id)).toBe('expired');
    expect(await statusOf(fresh._id)).toBe('held');
    expect(await booking.seatsTaken(slot._id)).toBe(0);
    expect(await booking.seatsTaken(otherSlot._id)).toBe(1);
    const { rows } = await booking.db.query(
      `SELECT count(*)::int AS n FROM orders WHERE status = 'held' AND expires_at < now()`,
    );
    expect(rows[0].n).toBe(0);

    expect(await booking.sweep()).toBe(0);
    expect(await booking.seatsTaken(slot._id)).toBe(0);
    expect(await refusal(markPaid(expiring._id))).toEqual({ status: 409, message: BookingText.orderExpired });
    expect((await booking.order(slot._id, newId(), 2)).status).toBe('held');
  });

  it('releases each expired hold once when several sweepers run at the same time', async () => {
    const slot = await booking.slot({ seats: 20 });
    const holds = await Promise.all(Array.from({ length: 12 }, () => booking.order(slot._id)));
    await booking.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE slot_id = $1`, [
      slot._id,
    ]);
    const sweeper = booking.service.app.get(HoldsService);
    const counts = await Promise.all([1, 2, 3, 4].map(() => sweeper.expireDue()));
    expect(counts.reduce((sum, n) => sum + n.slot, 0)).toBe(holds.length);
    expect(await booking.seatsTaken(slot._id)).toBe(0);
  });

  it('marks an order paid once: the same payment again answers the same order and adds no event', async () => {
    const slot = await booking.slot();
    const order = await booking.order(slot._id);
    const first = await markPaid(order._id, 'cs_test_1');
    const again = await markPaid(order._id, 'cs_test_1');
    const racing = await Promise.all(Array.from({ length: 5 }, () => markPaid(order._id, 'cs_test_1')));
    expect(first).toMatchObject({ _id: order._id, status: 'paid', paymentRef: 'cs_test_1' });
    expect(first.paidAt).not.toBeNull();
    for (const answer of [again, ...racing]) expect(answer).toEqual(first);

    const events = await outboxEvents(order._id);
    expect(events).toEqual([
      {
        orderId: order._id,
        order_id: order.order_id,
        holdKind: 'slot',
        userId: order._user_id,
        slotId: slot._id,
        gigId: slot._gig_id,
        liveSessionId: null,
        streamerId: slot._influencer_id,
        numberOfPlayers: 1,
        paymentRef: 'cs_test_1',
        amountPaid: 2500,
        currency: 'USD',
        paidAt: first.paidAt,
        gigTitle: 'Squad up in ranked',
        gigSlug: expect.any(String),
        slotStartsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        slotEndsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        amount: 2500,
        discount: 0,
        promoCode: null,
        provider: null,
      },
    ]);
    expect(await refusal(markPaid(order._id, 'cs_test_other'))).toEqual({
      status: 409,
      message: BookingText.orderPaidOtherwise,
    });
    expect(await refusal(markPaid(newId()))).toEqual({ status: 404, message: BookingText.orderNotFound });
    expect(await booking.seatsTaken(slot._id)).toBe(1);
  });

  it('lets the buyer cancel a held order, giving its seats back, but not a paid one or anyone else', async () => {
    const slot = await booking.slot({ seats: 3 });
    const buyer = newId();
    const order = await booking.order(slot._id, buyer, 2);
    expect(
      await refusal(booking.send('booking.cancelOrder', { userId: newId(), orderId: order._id })),
    ).toEqual({
      status: 404,
      message: BookingText.orderNotFound,
    });
    const cancelled = await booking.send('booking.cancelOrder', { userId: buyer, orderId: order._id });
    expect(cancelled).toMatchObject({ message: BookingText.orderCancelled, order: { status: 'cancelled' } });
    expect(await booking.seatsTaken(slot._id)).toBe(0);
    expect(await refusal(booking.send('booking.cancelOrder', { userId: buyer, orderId: order._id }))).toEqual(
      {
        status: 409,
        message: BookingText.orderNotHeld,
      },
    );
    expect(await booking.seatsTaken(slot._id)).toBe(0);
    expect(await refusal(markPaid(order._id))).toEqual({
      status: 409,
      message: "An order can't go from cancelled to paid",
    });

    const paid = await booking.order(slot._id, buyer);
    await markPaid(paid._id);
    expect(await refusal(booking.send('booking.cancelOrder', { userId: buyer, orderId: paid._id }))).toEqual({
      status: 409,
      message: BookingText.orderNotHeld,
    });
    expect(await booking.seatsTaken(slot._id)).toBe(1);
  });

  it("shows an order to its buyer and the slot's streamer only", async () => {
    const streamer = newId();
    const buyer = newId();
    const slot = await booking.slot({ streamerId: streamer });
    const order = await booking.order(slot._id, buyer);
    expect(await booking.send('booking.order', { userId: buyer, orderId: order._id })).toEqual(order);
    expect(await booking.send('booking.order', { userId: streamer, orderId: order._id })).toEqual(order);
    expect(await refusal(booking.send('booking.order', { userId: newId(), orderId: order._id }))).toEqual({
      status: 404,
      message: BookingText.orderNotFound,
    });
  });

  it("pages a buyer's orders ten at a time, newest first", async () => {
    const buyer = newId();
    const slot = await booking.slot({ seats: 20 });
    const made: OrderDto[] = [];
    for (let i = 0; i < 12; i += 1) made.push(await booking.order(slot._id, buyer));
    const first = await booking.send('booking.ordersByUser', { userId: buyer });
    expect(first).toMatchObject({ page: 1, limit: PageSizes.orders, total: 12, totalPages: 2 });
    expect(first.data.map((order) => order._id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((order) => order._id),
    );
    const second = await booking.send('booking.ordersByUser', { userId: buyer, page: 2 });
    expect(second.data.map((order) => order._id)).toEqual([made[1]._id, made[0]._id]);
  });
});
