import {
  BookingEventSubjects,
  BookingText,
  type OrderDto,
  type PaymentSucceededEvent,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { FakePeers, refusal } from '@lobby/test-kit';
import { BookingHarness } from '../test/booking-fixtures';
import { QueueFixtures, VIP_PRICE } from '../test/queue-fixtures';

/** A VIP place is an order of kind vip: paid, listed, invoiced, expired and refunded as an order is. */
describe('booking: VIP places are orders', () => {
  const booking = new BookingHarness();
  const queue = new QueueFixtures(booking);
  const peers = new FakePeers();
  beforeAll(async () => {
    await booking.start();
    await peers.start(booking.nats.url);
    // Payments answers the invoice's taxes: a streamer without a GSTIN, no GST.
    peers.answer('payments.saleTax', () => ({ gstin: null, gstPercent: 0, gst: 0 }));
    await peers.flush();
  }, 30_000);
  afterAll(async () => {
    await peers.stop();
    await booking.stop();
  });

  const ordersOf = (userId: string): Promise<OrderDto[]> =>
    booking.send('booking.ordersByUser', { userId }).then((page) => page.data);
  const ordersOfStreamer = (userId: string): Promise<OrderDto[]> =>
    booking.send('booking.ordersByStreamer', { userId }).then((page) => page.data);
  const orderRow = async (id: string) =>
    (await booking.db.query('SELECT kind, status, live_session_id, slot_id FROM orders WHERE id = $1', [id]))
      .rows[0];

  it('records one order-paid for a paid place, a redelivered payment included', async () => {
    const session = await queue.session({ title: 'Ranked with chat' });
    const hold = await queue.hold(session.liveSessionId, newId(), 'vip_tag');
    const payment = await queue.paymentFor(hold._id);
    await queue.deliverPayment(payment);
    await queue.deliverPayment(payment);
    await Promise.all([queue.deliverPayment(payment), queue.deliverPayment(payment)]);

    const events = await booking.outboxEvents(BookingEventSubjects.orderPaid, hold._id);
    expect(events).toEqual([
      expect.objectContaining({
        orderId: hold._id,
        holdKind: 'vip',
        userId: hold._user_id,
        streamerId: session.streamerId,
        liveSessionId: session.liveSessionId,
        slotId: null,
        gigId: null,
        numberOfPlayers: 1,
        paymentRef: payment.sessionId,
        amount: VIP_PRICE,
        amountPaid: VIP_PRICE,
        gigTitle: 'Ranked with chat',
      }),
    ]);
    const [event] = events;
    expect(event.slotStartsAt).toBe(event.paidAt);
    expect(await queue.statusOf(hold._id)).toBe('waiting');
    expect(await orderRow(hold._id)).toEqual({
      kind: 'vip',
      status: 'paid',
      live_session_id: session.liveSessionId,
      slot_id: null,
    });
  });

  it("lists a paid place in the fan's and the streamer's orders with kind vip; an unpaid hold in neither", async () => {
    const session = await queue.session({ title: 'Late night scrims' });
    const fan = newId();
    const paid = await queue.vip(session.liveSessionId, fan);
    const unpaid = await queue.hold(session.liveSessionId);

    const mine = await ordersOf(fan);
    expect(mine).toEqual([
      expect.objectContaining({
        _id: paid._id,
        kind: 'vip',
        liveSessionId: session.liveSessionId,
        slot_id: null,
        _gig_id: null,
        status: 'paid',
        product_title: 'Late night scrims',
        numberOfPlayers: 1,
        amountPaid: VIP_PRICE,
        lobbyCode: null,
      }),
    ]);
    expect(mine[0].startTime).toBe(mine[0].paidAt);
    expect(await ordersOf(unpaid._user_id)).toEqual([]);
    const streamers = await ordersOfStreamer(session.streamerId);
    expect(streamers.map((order) => [order._id, order.kind])).toEqual([[paid._id, 'vip']]);
    // Sessions are slot bookings: a VIP place is not one.
    for (const when of ['past', 'upcoming'] as const) {
      expect((await booking.send('booking.sessions', { userId: fan, when })).data).toEqual([]);
    }
  });

  it('invoices a paid place to its fan and its streamer, and to nobody else', async () => {
    const session = await queue.session({ title: 'Coaching live' });
    const fan = newId();
    const place = await queue.hold(session.liveSessionId, fan);
    await queue.pay(place._id, { discount: 200, promoCode: 'VIP20' });

    for (const viewer of [fan, session.streamerId]) {
      expect(await booking.send('booking.invoice', { userId: viewer, orderId: place._id })).toMatchObject({
        orderId: place._id,
        kind: 'vip',
        liveSessionId: session.liveSessionId,
        buyer: { userId: fan },
        streamer: { userId: session.streamerId },
        gig: { _id: null, title: 'Coaching live', slug: '' },
        slot: { _id: null, timeZone: 'UTC' },
        numberOfPlayers: 1,
        unitPrice: VIP_PRICE,
        subtotal: VIP_PRICE,
        discount: 200,
        promoCode: 'VIP20',
        total: VIP_PRICE - 200,
        status: 'paid',
      });
    }
    expect(await refusal(booking.send('booking.invoice', { userId: newId(), orderId: place._id }))).toEqual({
      status: 404,
      message: BookingText.orderNotFound,
    });
  });

  it('reaches the hold a payment event names, whatever its kind, an event without a kind included', async () => {
    const slot = await booking.slot();
    const order = await booking.order(slot._id);
    const session = await queue.session();
    const place = await queue.hold(session.liveSessionId);
    const legacy = await queue.hold((await queue.session()).liveSessionId);

    const slotPayment: PaymentSucceededEvent = {
      ...(await queue.paymentFor(place._id)),
      holdKind: 'slot',
      holdId: order._id,
      orderId: order._id,
      amount: order.amount,
    };
    await queue.deliverPayment(slotPayment);
    await queue.pay(place._id);
    const { holdKind: _kind, ...withoutKind } = await queue.paymentFor(legacy._id);
    await queue.deliverPayment(withoutKind as PaymentSucceededEvent);

    expect((await orderRow(order._id)).status).toBe('paid');
    expect(await queue.statusOf(place._id)).toBe('waiting');
    expect(await queue.statusOf(legacy._id)).toBe('waiting');
    expect(await booking.seatsTaken(slot._id)).toBe(1);
  });

  it('expires unpaid holds of both kinds in one sweep: seats back, the place expired, payments told once', async () => {
    const slot = await booking.slot({ seats: 3 });
    const order = await booking.order(slot._id, newId(), 2);
    const place = await queue.hold((await queue.session()).liveSessionId);
    await booking.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = ANY($1)`, [
      [order._id, place._id],
    ]);

    expect(await booking.sweep()).toBeGreaterThanOrEqual(2);
    expect(await booking.sweep()).toBe(0);
    expect((await orderRow(order._id)).status).toBe('expired');
    expect((await orderRow(place._id)).status).toBe('expired');
    expect(await queue.statusOf(place._id)).toBe('expired');
    expect(await booking.seatsTaken(slot._id)).toBe(0);
    for (const id of [order._id, place._id]) {
      expect(await booking.outboxEvents(BookingEventSubjects.orderReleased, id)).toEqual([
        { orderId: id, status: 'expired' },
      ]);
    }
  });

  it('refunds an unserved place through the one refund path when the queue closes, once', async () => {
    const session = await queue.session();
    const place = await queue.vip(session.liveSessionId);
    const close = () =>
      booking.send('booking.closeLiveQueue', {
        userId: session.streamerId,
        liveSessionId: session.liveSessionId,
      });
    expect(await close()).toEqual({ closed: true, refunded: 1 });
    expect(await close()).toEqual({ closed: true, refunded: 0 });

    expect((await orderRow(place._id)).status).toBe('refunded');
    expect(await queue.statusOf(place._id)).toBe('refunded');
    expect(await booking.outboxEvents(BookingEventSubjects.orderRefundDue, place._id)).toEqual([
      expect.objectContaining({
        orderId: place._id,
        userId: place._user_id,
        amount: VIP_PRICE,
        currency: 'USD',
        refundTo: 'wallet',
        reason: 'vip-unserved',
      }),
    ]);
    // A refunded place keeps its invoice (marked refunded), as a refunded order does.
    expect(
      await booking.send('booking.invoice', { userId: place._user_id, orderId: place._id }),
    ).toMatchObject({ kind: 'vip', status: 'refunded' });
  });

  it("lists a played VIP place under the fan's past sessions, not one still waiting, and none as upcoming", async () => {
    const session = await queue.session({ title: 'Played with chat' });
    const fan = newId();
    const played = await queue.vip(session.liveSessionId, fan);
    const waiting = await queue.vip((await queue.session()).liveSessionId, fan);
    for (const to of ['playing_next', 'in_game', 'done'] as const)
      await booking.send('booking.moveQueueEntry', { userId: session.streamerId, entryId: played._id, to });

    const sessions = (when: 'past' | 'upcoming') =>
      booking.send('booking.sessions', { userId: fan, when }).then((page) => page.data);
    expect(await sessions('past')).toEqual([
      expect.objectContaining({ _id: played._id, kind: 'vip', product_title: 'Played with chat' }),
    ]);
    expect((await sessions('upcoming')).map((order) => order._id)).not.toContain(waiting._id);
  });
});
