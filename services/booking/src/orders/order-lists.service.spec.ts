import {
  AuthText,
  BookingEventSubjects,
  BookingText,
  PageSizes,
  type OrderDto,
  type SaleTaxDto,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { FakePeers, refusal } from '@lobby/test-kit';
import { BookingHarness, daysFromNow } from '../test/booking-fixtures';

const nextYear = new Date().getUTCFullYear() + 1;
const ids = (orders: OrderDto[]) => orders.map((order) => order._id);

describe('booking: reading orders (checkout, lists, sessions, invoices, lobby codes)', () => {
  const booking = new BookingHarness({ HOLD_MINUTES: '15' });
  const peers = new FakePeers();
  /** The GST payments has booked with each order's sale; other orders carry none. */
  const saleTaxes = new Map<string, SaleTaxDto>();
  const answerSaleTaxes = () =>
    peers.answer(
      'payments.saleTax',
      ({ orderId }) => saleTaxes.get(orderId) ?? { gstin: null, gstPercent: 0, gst: 0 },
    );

  beforeAll(async () => {
    await booking.start();
    await peers.start(booking.nats.url);
    answerSaleTaxes();
    await peers.flush();
  }, 30_000);
  afterAll(async () => {
    await peers.stop();
    await booking.stop();
  });

  const statusOf = async (orderId: string) =>
    (await booking.db.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status;
  /** A paid order of `buyer` on a new slot (of a new streamer) starting on `date`. */
  const paidOrder = async (buyer: string, date: string) => {
    const slot = await booking.slot({ date });
    const order = await booking.order(slot._id, buyer);
    return { slot, order: await booking.markPaid(order._id) };
  };

  describe('the order a checkout may charge', () => {
    it("answers only the buyer's own held order while its hold runs", async () => {
      const buyer = newId();
      const slot = await booking.slot({ seats: 4 });
      const order = await booking.order(slot._id, buyer, 2);
      expect(await booking.send('booking.orderForCheckout', { userId: buyer, orderId: order._id })).toEqual(
        order,
      );
      const notFound = { status: 404, message: BookingText.orderNotFound };
      expect(
        await refusal(booking.send('booking.orderForCheckout', { userId: newId(), orderId: order._id })),
      ).toEqual(notFound);
      expect(
        await refusal(
          booking.send('booking.orderForCheckout', { userId: slot._influencer_id, orderId: order._id }),
        ),
      ).toEqual(notFound);
      expect(
        await refusal(booking.send('booking.orderForCheckout', { userId: buyer, orderId: newId() })),
      ).toEqual(notFound);
    });

    it('refuses a paid or cancelled order, and a hold past its time that the sweeper has not reached', async () => {
      const buyer = newId();
      const slot = await booking.slot({ seats: 4 });
      const forCheckout = (orderId: string) =>
        refusal(booking.send('booking.orderForCheckout', { userId: buyer, orderId }));
      const notPayable = { status: 409, message: BookingText.orderNotPayable };

      const paid = await booking.order(slot._id, buyer);
      await booking.markPaid(paid._id);
      expect(await forCheckout(paid._id)).toEqual(notPayable);

      const cancelled = await booking.order(slot._id, buyer);
      await booking.send('booking.cancelOrder', { userId: buyer, orderId: cancelled._id });
      expect(await forCheckout(cancelled._id)).toEqual(notPayable);

      const lapsed = await booking.order(slot._id, buyer);
      await booking.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        lapsed._id,
      ]);
      expect(await forCheckout(lapsed._id)).toEqual({ status: 409, message: BookingText.orderExpired });
      expect(await statusOf(lapsed._id)).toBe('held');
    });
  });

  it('records the amount paid, the discount, the promo code and the session, and refuses a sum that does not match the order', async () => {
    const slot = await booking.slot({ seats: 4 });
    const order = await booking.order(slot._id, newId(), 2);
    expect(order.amount).toBe(5000);
    const pay = (amountPaid: number, discount: number) =>
      booking.send('booking.markOrderPaid', {
        orderId: order._id,
        paymentRef: 'cs_promo_1',
        amountPaid,
        discount,
        promoCode: 'SAVE10',
      });

    expect(await refusal(pay(4000, 500))).toEqual({ status: 409, message: BookingText.orderPaidOtherwise });
    expect(await refusal(pay(5000, 500))).toEqual({ status: 409, message: BookingText.orderPaidOtherwise });
    expect(await statusOf(order._id)).toBe('held');
    expect(await booking.outboxEvents(BookingEventSubjects.orderPaid, order._id)).toEqual([]);

    expect(await pay(4500, 500)).toMatchObject({
      status: 'paid',
      amount: 5000,
      amountPaid: 4500,
      discount: 500,
      promoCode: 'SAVE10',
      paymentRef: 'cs_promo_1',
      stripe_session_id: 'cs_promo_1',
    });
    const { rows } = await booking.db.query(
      'SELECT amount_paid, discount, promo_code, stripe_session_id, payment_ref FROM orders WHERE id = $1',
      [order._id],
    );
    expect(rows[0]).toEqual({
      amount_paid: 4500,
      discount: 500,
      promo_code: 'SAVE10',
      stripe_session_id: 'cs_promo_1',
      payment_ref: 'cs_promo_1',
    });
    expect(await booking.outboxEvents(BookingEventSubjects.orderPaid, order._id)).toEqual([
      expect.objectContaining({ amountPaid: 4500, paymentRef: 'cs_promo_1' }),
    ]);
  });

  it("lists a buyer's orders newest first, or a month of them by slot start, and asks for both month and year", async () => {
    const buyer = newId();
    const june = await booking.order((await booking.slot({ date: `${nextYear}-06-01` }))._id, buyer);
    const may20 = await booking.order((await booking.slot({ date: `${nextYear}-05-20` }))._id, buyer);
    const may10 = await booking.order((await booking.slot({ date: `${nextYear}-05-10` }))._id, buyer);
    await booking.order((await booking.slot({ date: `${nextYear}-05-15` }))._id, newId());

    const all = await booking.send('booking.ordersByUser', { userId: buyer });
    expect(ids(all.data)).toEqual([may10._id, may20._id, june._id]);

    const may = await booking.send('booking.ordersByUser', { userId: buyer, month: 5, year: nextYear });
    expect(may).toMatchObject({ total: 2, limit: PageSizes.monthlyOrdersFirstPage });
    expect(ids(may.data)).toEqual([may20._id, may10._id]);

    const missing = { status: 400, message: BookingText.monthYearRequired };
    expect(await refusal(booking.send('booking.ordersByUser', { userId: buyer, month: 5 }))).toEqual(missing);
    expect(await refusal(booking.send('booking.ordersByUser', { userId: buyer, year: nextYear }))).toEqual(
      missing,
    );
  });

  it("lists every order of a streamer's own slots that moved money, with what each kept, newest slot first", async () => {
    const streamer = newId();
    // A strict policy: 50 % back from 72 h before the start, nothing later.
    const gig = await booking.gig({ streamerId: streamer, price: 2500, cancellationPolicy: 'strict' });
    const slotIn = async (days: number) =>
      booking.slot({ streamerId: streamer, gigId: gig.gigId, date: daysFromNow(days), seats: 5 });
    const [soon, later, latest, last] = [await slotIn(3), await slotIn(6), await slotIn(8), await slotIn(9)];
    const paid = await booking.markPaid((await booking.order(soon._id))._id);
    await booking.order(soon._id); // held, never paid: no money moved
    const completed = await booking.markPaid((await booking.order(later._id))._id);
    await booking.db.query(`UPDATE orders SET status = 'completed' WHERE id = $1`, [completed._id]);
    const neverPaidBuyer = newId();
    const neverPaid = await booking.order(later._id, neverPaidBuyer);
    await booking.send('booking.cancelOrder', { userId: neverPaidBuyer, orderId: neverPaid._id });
    await paidOrder(newId(), daysFromNow(4)); // another streamer's

    /** A paid order on `slot` that its fan cancels `hours` before the start. */
    const cancelledAt = async (slot: typeof soon, hours: number) => {
      const buyer = newId();
      const order = await booking.markPaid((await booking.order(slot._id, buyer))._id);
      await booking.moveSlot(slot._id, hours);
      await booking.send('booking.cancelPaidOrder', { userId: buyer, orderId: order._id });
      return order;
    };
    const halfKept = await cancelledAt(latest, 100); // 50 % back
    const allKept = await cancelledAt(last, 2); // 0 % back
    await booking.moveSlot(latest._id, 8 * 24);
    await booking.moveSlot(last._id, 9 * 24);
    const refundedBuyer = newId();
    const refunded = await booking.markPaid((await booking.order(latest._id, refundedBuyer))._id);
    await booking.send('booking.removeUserFromSlot', {
      userId: streamer,
      slotId: latest._id,
      bookedUserId: refundedBuyer,
    });

    const page = await booking.send('booking.ordersByStreamer', { userId: streamer });
    expect(page.total).toBe(5);
    const half = Math.round(halfKept.amountPaid! / 2);
    expect(
      page.data.map((order) => [
        order._id,
        order.status,
        order.amountPaid,
        order.refundAmount,
        order.keptAmount,
      ]),
    ).toEqual([
      [allKept._id, 'cancelled', 2500, 0, 2500],
      [refunded._id, 'refunded', 2500, 2500, 0],
      [halfKept._id, 'refunded', 2500, half, 2500 - half],
      [completed._id, 'completed', 2500, null, 2500],
      [paid._id, 'paid', 2500, null, 2500],
    ]);
  });

  it('splits paid bookings into past and upcoming sessions, six to a page, newest first unless asked', async () => {
    const buyer = newId();
    const upcoming: string[] = [];
    for (let day = 1; day <= 7; day += 1) upcoming.push((await paidOrder(buyer, daysFromNow(day))).order._id);
    const running = await paidOrder(buyer, daysFromNow(9));
    await booking.moveSlot(running.slot._id, -0.5);
    const yesterday = await paidOrder(buyer, daysFromNow(10));
    await booking.moveSlot(yesterday.slot._id, -24);
    const twoDaysAgo = await paidOrder(buyer, daysFromNow(11));
    await booking.moveSlot(twoDaysAgo.slot._id, -48);
    await booking.order((await booking.slot({ date: daysFromNow(2) }))._id, buyer);
    const unpaid = await booking.order((await booking.slot({ date: daysFromNow(3) }))._id, buyer);
    await booking.send('booking.cancelOrder', { userId: buyer, orderId: unpaid._id });

    const sessions = (when: 'past' | 'upcoming', sort?: 'asc' | 'desc', page?: number) =>
      booking.send('booking.sessions', { userId: buyer, when, sort, page });

    const first = await sessions('upcoming');
    expect(first).toMatchObject({ total: 8, limit: PageSizes.sessions, totalPages: 2 });
    expect(ids(first.data)).toEqual(upcoming.slice(1).reverse());
    expect(ids((await sessions('upcoming', 'desc', 2)).data)).toEqual([upcoming[0], running.order._id]);
    expect(ids((await sessions('upcoming', 'asc')).data)).toEqual([
      running.order._id,
      ...upcoming.slice(0, 5),
    ]);

    const past = await sessions('past');
    expect(past.total).toBe(2);
    expect(ids(past.data)).toEqual([yesterday.order._id, twoDaysAgo.order._id]);
    expect(ids((await sessions('past', 'asc')).data)).toEqual([twoDaysAgo.order._id, yesterday.order._id]);
  });

  describe('invoices', () => {
    it('invoices a paid order to its buyer and its streamer: unit price, subtotal, discount, promo code, total', async () => {
      const streamer = newId();
      const buyer = newId();
      await booking.person(streamer, 'nova_plays', 'Nova Reyes');
      await booking.person(buyer, 'blaze', 'Blaze Kumar');
      const gig = await booking.gig({ streamerId: streamer, price: 2500, title: 'Ranked duo', slug: 'duo' });
      const slot = await booking.slot({ streamerId: streamer, gigId: gig.gigId });
      const order = await booking.order(slot._id, buyer, 2);
      const paid = await booking.markPaid(order._id, 'cs_invoice', { discount: 500, promoCode: 'SAVE10' });

      const invoice = await booking.send('booking.invoice', { userId: buyer, orderId: order._id });
      expect(invoice).toEqual({
        invoiceNumber: `INV-${order.order_id}`,
        orderId: order._id,
        order_id: order.order_id,
        kind: 'slot',
        liveSessionId: null,
        issuedAt: paid.paidAt,
        buyer: { userId: buyer, username: 'blaze', fullName: 'Blaze Kumar' },
        streamer: { userId: streamer, username: 'nova_plays', fullName: 'Nova Reyes' },
        gig: { _id: gig.gigId, title: 'Ranked duo', slug: 'duo' },
        slot: {
          _id: slot._id,
          date: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          timeZone: 'UTC',
        },
        numberOfPlayers: 2,
        unitPrice: 2500,
        subtotal: 5000,
        discount: 500,
        promoCode: 'SAVE10',
        refund: null,
        taxes: 0,
        gst: null,
        total: 4500,
        currency: 'USD',
        paymentMethod: expect.any(String),
        status: 'paid',
      });
      expect(await booking.send('booking.invoice', { userId: streamer, orderId: order._id })).toEqual(
        invoice,
      );
    });

    it("states the GST included and the streamer's GSTIN when payments booked GST with the sale", async () => {
      const buyer = newId();
      const slot = await booking.slot();
      const order = await booking.order(slot._id, buyer, 1);
      await booking.markPaid(order._id);
      saleTaxes.set(order._id, { gstin: '29ABCDE1234F1Z5', gstPercent: 18, gst: 381 });
      const invoice = await booking.send('booking.invoice', { userId: buyer, orderId: order._id });
      expect(invoice).toMatchObject({
        total: 2500,
        taxes: 381,
        gst: { gstin: '29ABCDE1234F1Z5', percent: 18, amount: 381 },
      });
      expect(peers.requests.filter((request) => request.subject === 'payments.saleTax').at(-1)?.data).toEqual(
        {
          orderId: order._id,
          streamerId: slot._influencer_id,
          amountPaid: 2500,
        },
      );
    });

    it('issues no invoice while payments, which keeps its taxes, does not answer', async () => {
      const buyer = newId();
      const slot = await booking.slot();
      const order = await booking.markPaid((await booking.order(slot._id, buyer, 1))._id);
      peers.down('payments.saleTax');
      try {
        expect(
          (await refusal(booking.send('booking.invoice', { userId: buyer, orderId: order._id }))).status,
        ).toBe(503);
      } finally {
        answerSaleTaxes();
        await peers.flush();
      }
    });

    it('refuses anyone but the buyer and the streamer, and an order not paid yet', async () => {
      const buyer = newId();
      const slot = await booking.slot();
      const held = await booking.order(slot._id, buyer);
      expect(await refusal(booking.send('booking.invoice', { userId: buyer, orderId: held._id }))).toEqual({
        status: 409,
        message: BookingText.invoiceUnavailable,
      });
      await booking.markPaid(held._id);
      expect(await refusal(booking.send('booking.invoice', { userId: newId(), orderId: held._id }))).toEqual({
        status: 404,
        message: BookingText.orderNotFound,
      });
    });
  });

  describe('lobby codes', () => {
    it("lets only the slot's streamer set, read and clear its lobby code", async () => {
      const streamer = newId();
      const slot = await booking.slot({ streamerId: streamer });
      const set = (userId: string, lobbyCode: string) =>
        booking.send('booking.setLobbyCode', { userId, slotId: slot._id, lobbyCode });
      const forbidden = { status: 403, message: AuthText.forbidden };

      expect(await set(streamer, ' LOBBY-42 ')).toMatchObject({
        message: BookingText.lobbyCodeSaved,
        slot: { _id: slot._id },
      });
      expect(await refusal(set(newId(), 'HIJACKED'))).toEqual(forbidden);
      expect(
        await booking.send('booking.streamerLobbyCode', { userId: streamer, slotId: slot._id }),
      ).toMatchObject({ slotId: slot._id, lobbyCode: 'LOBBY-42' });
      expect(
        await refusal(booking.send('booking.streamerLobbyCode', { userId: newId(), slotId: slot._id })),
      ).toEqual(forbidden);

      await set(streamer, '');
      expect(
        (await booking.send('booking.streamerLobbyCode', { userId: streamer, slotId: slot._id })).lobbyCode,
      ).toBeNull();
    });

    it('shows the code to the streamer and to a buyer with a paid seat, never to the buyer of a held order', async () => {
      const streamer = newId();
      const slot = await booking.slot({ streamerId: streamer, date: daysFromNow(2) });
      const payer = newId();
      const holder = newId();
      const paid = await booking.markPaid((await booking.order(slot._id, payer))._id);
      const held = await booking.order(slot._id, holder);
      await booking.send('booking.setLobbyCode', {
        userId: streamer,
        slotId: slot._id,
        lobbyCode: 'LOBBY-42',
      });
      const codeOf = async (userId: string, orderId: string) =>
        (await booking.send('booking.order', { userId, orderId })).lobbyCode;

      expect(await codeOf(payer, paid._id)).toBe('LOBBY-42');
      expect(await codeOf(holder, held._id)).toBeNull();
      expect(await codeOf(streamer, paid._id)).toBe('LOBBY-42');
      expect(await codeOf(streamer, held._id)).toBe('LOBBY-42');

      const listed = async (userId: string) =>
        (await booking.send('booking.ordersByUser', { userId })).data.map((order) => order.lobbyCode);
      expect(await listed(payer)).toEqual(['LOBBY-42']);
      expect(await listed(holder)).toEqual([null]);
      const upcoming = await booking.send('booking.sessions', { userId: payer, when: 'upcoming' });
      expect(upcoming.data.map((order) => order.lobbyCode)).toEqual(['LOBBY-42']);
      const ofStreamer = await booking.send('booking.ordersByStreamer', { userId: streamer });
      expect(ofStreamer.data.map((order) => order.lobbyCode)).toEqual(['LOBBY-42']);
      const booked = await booking.send('booking.bookedSlotDetails', {
        userId: holder,
        productIdOrSlug: slot._gig_id,
      });
      expect(booked.map((order) => order.lobbyCode)).toEqual([null]);
    });

    it('gives a fan the lobby code of their next paid booking of the gig, and null when there is none', async () => {
      const streamer = newId();
      const gigId = newId();
      const fan = newId();
      const slotOn = async (day: number, lobbyCode: string) => {
        const slot = await booking.slot({ streamerId: streamer, gigId, date: daysFromNow(day) });
        await booking.send('booking.setLobbyCode', { userId: streamer, slotId: slot._id, lobbyCode });
        return slot;
      };
      const heldSoonest = await slotOn(2, 'HELD-CODE');
      const next = await slotOn(4, 'NEXT-CODE');
      const after = await slotOn(8, 'LATER-CODE');
      await booking.order(heldSoonest._id, fan);
      const nextOrder = await booking.markPaid((await booking.order(next._id, fan))._id);
      await booking.markPaid((await booking.order(after._id, fan))._id);

      expect(await booking.send('booking.userLobbyCode', { userId: fan, gigId })).toEqual({
        slotId: next._id,
        orderId: nextOrder._id,
        startTime: next.startTime,
        endTime: next.endTime,
        timeZone: 'UTC',
        lobbyCode: 'NEXT-CODE',
      });

      await booking.moveSlot(next._id, -24);
      expect(await booking.send('booking.userLobbyCode', { userId: fan, gigId })).toMatchObject({
        slotId: after._id,
        lobbyCode: 'LATER-CODE',
      });

      const onlyHeld = newId();
      await booking.order(after._id, onlyHeld);
      expect(await booking.send('booking.userLobbyCode', { userId: onlyHeld, gigId })).toBeNull();
      expect(await booking.send('booking.userLobbyCode', { userId: newId(), gigId })).toBeNull();
    });
  });
});
