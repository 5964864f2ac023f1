import { randomUUID } from 'node:crypto';
import { BookingText, type GigDto, type OrderDto, PageSizes, type SlotDto } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { demoAccount, demoCast, type DemoCast } from './support/demo-cast';
import { newStreamer } from './support/catalog-fixtures';
import {
  heldOrder,
  newGig,
  newSlot,
  payWithSandbox,
  PRICE_MINOR,
  TIME_ZONE,
  walletBalance,
  newPromoCode,
  startBookingStack,
} from './support/booking-fixtures';

const PROMO = 'TEAM20';
/** Two players at 150 INR, less 20 %. */
const SUBTOTAL = 2 * PRICE_MINOR;
const DISCOUNT = 6000;
const PAID = SUBTOTAL - DISCOUNT;
const LOBBY_CODE = 'VAL-4242';

describe('gateway: orders, sessions, invoices and lobby codes', () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  let otherFan: SignedInUser;
  let otherStreamer: SignedInUser;
  let gig: GigDto;
  let slot: SlotDto;
  /** The demo fan's paid booking of two players, with the promo code. */
  let order: OrderDto;
  /** The other fan's booking of one player, held and never paid. */
  let held: OrderDto;

  beforeAll(async () => {
    await startBookingStack(stack);
    demo = await demoCast(stack);
    otherFan = await stack.signedInUser();
    otherStreamer = await newStreamer(stack);
    gig = await newGig(stack, demo.streamerToken, 'Orders test gig');
    slot = await newSlot(stack, demo.streamerToken, gig._id, 4);
    await newPromoCode(stack, demo.streamerToken, PROMO, 20);
    const booked = await heldOrder(stack, demo.fanToken, slot._id, 2);
    order = (await payWithSandbox(stack, demo.fanToken, booked._id, PROMO)).order;
  }, 120_000);
  afterAll(() => stack.stop());

  const ids = (rows: OrderDto[]) => rows.map((row) => row._id);
  const monthOfSlot = () => {
    const [year, month] = slot.date.split('-').map(Number);
    return `year=${year}&month=${month}&timeZone=${TIME_ZONE}`;
  };

  it('books through the /api/create/order alias too', async () => {
    const created = await stack.post(
      '/api/create/order',
      { slotId: slot._id, numberOfPlayers: 1, gamerTags: ['Other#1'] },
      { token: otherFan.accessToken },
    );
    expect(created).toMatchObject({
      status: 201,
      body: {
        slot_id: slot._id,
        _user_id: otherFan.id,
        status: 'held',
        amount: PRICE_MINOR,
        lobbyCode: null,
      },
    });
    held = created.body;
  });

  describe("a fan's orders and sessions", () => {
    it("lists the fan's orders to the fan only", async () => {
      const mine = await stack.get(`/api/get/orders/paginated/user/${demo.fanId}`, { token: demo.fanToken });
      expect(mine).toMatchObject({ status: 200, body: { page: 1, limit: PageSizes.orders, total: 1 } });
      expect(mine.body.data[0]).toMatchObject({
        _id: order._id,
        status: 'paid',
        amountPaid: PAID,
        discount: DISCOUNT,
      });
      expect(
        await stack.get(`/api/get/orders/paginated/user/${demo.fanId}`, { token: otherFan.accessToken }),
      ).toMatchObject(forbidden);
      expect(await stack.get('/api/get/orders/paginated/user/nope', { token: demo.fanToken })).toMatchObject(
        invalid('Invalid user id'),
      );
      expect(await stack.get(`/api/get/orders/paginated/user/${demo.fanId}`)).toMatchObject(signInRequired);
    });

    it("lists a month of the fan's orders by the slot's month, and needs month and year", async () => {
      const month = await stack.get(`/api/get/orders/monthly/user/${demo.fanId}?${monthOfSlot()}`, {
        token: demo.fanToken,
      });
      expect(month).toMatchObject({
        status: 200,
        body: { page: 1, limit: PageSizes.monthlyOrdersFirstPage, total: 1 },
      });
      expect(ids(month.body.data)).toEqual([order._id]);
      const secondPage = await stack.get(
        `/api/get/orders/monthly/user/${demo.fanId}?${monthOfSlot()}&page=2`,
        {
          token: demo.fanToken,
        },
      );
      expect(secondPage).toMatchObject({
        status: 200,
        body: { page: 2, limit: PageSizes.orders, total: 1, data: [] },
      });
      const longAgo = await stack.get(`/api/get/orders/monthly/user/${demo.fanId}?year=2001&month=1`, {
        token: demo.fanToken,
      });
      expect(longAgo).toMatchObject({ status: 200, body: { total: 0 } });
      for (const query of ['', '?year=2030', '?month=5', '?year=2030&month=13']) {
        expect(
          await stack.get(`/api/get/orders/monthly/user/${demo.fanId}${query}`, { token: demo.fanToken }),
        ).toMatchObject(invalid(BookingText.monthYearRequired));
      }
      expect(
        await stack.get(`/api/get/orders/monthly/user/${demo.fanId}?${monthOfSlot()}`, {
          token: otherFan.accessToken,
        }),
      ).toMatchObject(forbidden);
    });

    it('lists the paid booking under upcoming sessions, never a held one', async () => {
      const upcoming = await stack.get(`/api/get/upcomingsessions/${demo.fanId}`, { token: demo.fanToken });
      expect(upcoming).toMatchObject({ status: 200, body: { limit: PageSizes.sessions, total: 1 } });
      expect(ids(upcoming.body.data)).toEqual([order._id]);
      const past = await stack.get(`/api/get/pastsessions/${demo.fanId}?sort=asc`, { token: demo.fanToken });
      expect(past).toMatchObject({ status: 200, body: { total: 0 } });
      const heldOnly = await stack.get(`/api/get/upcomingsessions/${otherFan.id}`, {
        token: otherFan.accessToken,
      });
      expect(heldOnly).toMatchObject({ status: 200, body: { total: 0 } });
    });

    it("refuses another user's sessions, a bad sort and anonymous callers", async () => {
      for (const when of ['upcomingsessions', 'pastsessions']) {
        expect(
          await stack.get(`/api/get/${when}/${demo.fanId}`, { token: otherFan.accessToken }),
        ).toMatchObject(forbidden);
        expect(
          await stack.get(`/api/get/${when}/${demo.fanId}?sort=up`, { token: demo.fanToken }),
        ).toMatchObject(invalid('The sort must be asc or desc'));
        expect(await stack.get(`/api/get/${when}/nope`, { token: demo.fanToken })).toMatchObject(
          invalid('Invalid user id'),
        );
        expect(await stack.get(`/api/get/${when}/${demo.fanId}`)).toMatchObject(signInRequired);
      }
    });
  });

  describe("a streamer's orders", () => {
    it('lists the paid orders (not the held one) to the streamer and their moderator', async () => {
      for (const token of [demo.streamerToken, demo.moderatorToken]) {
        const listed = await stack.get(`/api/get/orders/influencer/${demo.streamerId}`, { token });
        expect(listed).toMatchObject({ status: 200, body: { limit: PageSizes.orders, total: 1 } });
        expect(ids(listed.body.data)).toEqual([order._id]);
      }
    });

    it("lists a month by the slot's month, and needs month and year", async () => {
      const month = await stack.get(
        `/api/get/orders/paginated/influencer/${demo.streamerId}?${monthOfSlot()}`,
        {
          token: demo.streamerToken,
        },
      );
      expect(month).toMatchObject({ status: 200, body: { total: 1 } });
      expect(ids(month.body.data)).toEqual([order._id]);
      expect(
        await stack.get(`/api/get/orders/paginated/influencer/${demo.streamerId}?year=2030`, {
          token: demo.streamerToken,
        }),
      ).toMatchObject(invalid(BookingText.monthYearRequired));
    });

    it('refuses fans, a moderator of another streamer and anonymous callers', async () => {
      for (const path of [
        `/api/get/orders/influencer/${demo.streamerId}`,
        `/api/get/orders/paginated/influencer/${demo.streamerId}?${monthOfSlot()}`,
      ]) {
        expect(await stack.get(path, { token: demo.fanToken })).toMatchObject(forbidden);
        expect(
          await stack.get(path.replace(demo.streamerId, otherStreamer.id), { token: demo.moderatorToken }),
        ).toMatchObject(forbidden);
        expect(await stack.get(path, { token: otherStreamer.accessToken })).toMatchObject(forbidden);
        expect(await stack.get(path)).toMatchObject(signInRequired);
      }
    });
  });

  describe('invoices', () => {
    it('answers the invoice of a paid order with its totals, to its buyer and its streamer', async () => {
      const expected = {
        invoiceNumber: `INV-${order.order_id}`,
        orderId: order._id,
        order_id: order.order_id,
        buyer: {
          userId: demo.fanId,
          username: demoAccount('fan').username,
          fullName: demoAccount('fan').fullName,
        },
        streamer: { userId: demo.streamerId, username: demoAccount('streamer').username },
        gig: { _id: gig._id, title: 'Orders test gig' },
        slot: { _id: slot._id, date: slot.date, timeZone: TIME_ZONE },
        numberOfPlayers: 2,
        unitPrice: PRICE_MINOR,
        subtotal: SUBTOTAL,
        discount: DISCOUNT,
        promoCode: PROMO,
        taxes: 0,
        total: PAID,
        currency: 'INR',
        status: 'paid',
      };
      for (const token of [demo.fanToken, demo.streamerToken]) {
        expect(await stack.get(`/api/get/user_order/invoice/${order._id}`, { token })).toMatchObject({
          status: 200,
          body: expected,
        });
      }
    });

    it('downloads the invoice as a PDF', async () => {
      const pdf = await stack.get(`/api/get/user_order/invoice/${order._id}/pdf`, { token: demo.fanToken });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="INV-${order.order_id}.pdf"`);
      expect(pdf.text.startsWith('%PDF')).toBe(true);
    });

    it("refuses another fan's order, an unpaid order, a bad id and anonymous callers", async () => {
      for (const suffix of ['', '/pdf']) {
        expect(
          await stack.get(`/api/get/user_order/invoice/${order._id}${suffix}`, {
            token: otherFan.accessToken,
          }),
        ).toMatchObject(notFound(BookingText.orderNotFound));
        expect(
          await stack.get(`/api/get/user_order/invoice/${held._id}${suffix}`, {
            token: otherFan.accessToken,
          }),
        ).toMatchObject(conflict(BookingText.invoiceUnavailable));
        expect(
          await stack.get(`/api/get/user_order/invoice/nope${suffix}`, { token: demo.fanToken }),
        ).toMatchObject(invalid('Invalid order id'));
        expect(await stack.get(`/api/get/user_order/invoice/${order._id}${suffix}`)).toMatchObject(
          signInRequired,
        );
      }
    });
  });

  describe('gamer tags', () => {
    const update = (token: string | undefined, body: Record<string, unknown>) =>
      stack.post('/api/orders/update_gamer_tags', body, { token });

    it("renames the paid order's gamer tags by id", async () => {
      const [first, second] = order.gamerTags;
      const renamed = await update(demo.fanToken, {
        order_id: order._id,
        slot_id: slot._id,
        updatedGamerTagsWithId: [{ _id: first._id, gamerTag: ' Renamed#1 ' }],
      });
      expect(renamed).toMatchObject({
        status: 200,
        body: {
          message: BookingText.gamerTagsUpdated,
          order: { _id: order._id, gamerTags: [{ _id: first._id, gamerTag: 'Renamed#1' }, second] },
        },
      });
      expect(renamed.body.message).toBe('Gamertags updated successfully');
    });

    it('edits one gamer tag of the booking on a slot', async () => {
      const second = order.gamerTags[1];
      const edited = await stack.post(
        '/api/v1/user/edit-gamer-tag',
        { slotId: slot._id, gamerTagId: second._id, gamerTag: 'Edited#2' },
        { token: demo.fanToken },
      );
      expect(edited).toMatchObject({ status: 200, body: { message: BookingText.gamerTagsUpdated } });
      expect(edited.body.order.gamerTags[1]).toEqual({ _id: second._id, gamerTag: 'Edited#2' });
      expect(
        await stack.post(
          '/api/v1/user/edit-gamer-tag',
          { slotId: slot._id, gamerTagId: second._id, gamerTag: 'Mine#1' },
          { token: otherFan.accessToken },
        ),
      ).toMatchObject(notFound(BookingText.gamerTagNotFound));
    });

    it('answers bad tags, bad ids and other fans', async () => {
      const tag = order.gamerTags[0];
      const body = (changes: unknown[], orderId = order._id) => ({
        order_id: orderId,
        updatedGamerTagsWithId: changes,
      });
      expect(await update(demo.fanToken, body([{ _id: 'x', gamerTag: 'A' }]))).toMatchObject(
        invalid('Invalid gamer tag id'),
      );
      expect(await update(demo.fanToken, body([{ _id: tag._id, gamerTag: '  ' }]))).toMatchObject(
        invalid(BookingText.gamerTagsRequired),
      );
      expect(await update(demo.fanToken, body([]))).toMatchObject(invalid(BookingText.gamerTagsRequired));
      expect(await update(demo.fanToken, body([{ _id: randomUUID(), gamerTag: 'A' }]))).toMatchObject(
        notFound(BookingText.gamerTagNotFound),
      );
      expect(await update(demo.fanToken, body([{ _id: tag._id, gamerTag: 'A' }], 'nope'))).toMatchObject(
        invalid('Invalid order id'),
      );
      expect(await update(otherFan.accessToken, body([{ _id: tag._id, gamerTag: 'A' }]))).toMatchObject(
        notFound(BookingText.orderNotFound),
      );
      expect(await update(undefined, body([{ _id: tag._id, gamerTag: 'A' }]))).toMatchObject(signInRequired);
    });
  });

  describe('booked slot details', () => {
    const details = (token: string | undefined, body: Record<string, unknown>) =>
      stack.post('/api/v1/user/booked-slot-details', body, { token });

    it("answers the caller's upcoming bookings of a gig, by id or by slug", async () => {
      const byId = await details(demo.fanToken, { productIdOrSlug: gig._id });
      expect(byId.status).toBe(200);
      expect(ids(byId.body)).toEqual([order._id]);
      const bySlug = await details(demo.fanToken, {
        productIdOrSlug: gig.slug,
        username: demoAccount('streamer').username,
      });
      expect(ids(bySlug.body)).toEqual([order._id]);
      expect(ids((await details(otherFan.accessToken, { productIdOrSlug: gig._id })).body)).toEqual([
        held._id,
      ]);
    });

    it('needs the product id or slug, and a sign-in', async () => {
      expect(await details(demo.fanToken, {})).toMatchObject(invalid(BookingText.productRequired));
      expect(await details(demo.fanToken, { productIdOrSlug: '  ' })).toMatchObject(
        invalid(BookingText.productRequired),
      );
      expect(await details(undefined, { productIdOrSlug: gig._id })).toMatchObject(signInRequired);
    });
  });

  describe('lobby codes', () => {
    const setCode = (token: string | undefined, body: Record<string, unknown>) =>
      stack.post('/api/streamer/lobby-code', body, { token });

    it('lets the streamer and their moderator set the lobby code of the slot', async () => {
      expect(
        await setCode(demo.moderatorToken, {
          slotId: slot._id,
          lobbyCode: 'FIRST-1',
          streamerId: demo.streamerId,
        }),
      ).toMatchObject({
        status: 200,
        body: { message: BookingText.lobbyCodeSaved, slot: { _id: slot._id } },
      });
      expect(
        await setCode(demo.streamerToken, { slotId: slot._id, lobbyCode: ` ${LOBBY_CODE} ` }),
      ).toMatchObject({
        status: 200,
        body: { message: BookingText.lobbyCodeSaved },
      });
      expect(
        await stack.get(`/api/streamer/lobby-code-details?slotId=${slot._id}`, { token: demo.streamerToken }),
      ).toMatchObject({ status: 200, body: { slotId: slot._id, lobbyCode: LOBBY_CODE } });
    });

    it('shows the code to the paid fan, never to a fan whose order is only held', async () => {
      expect(
        await stack.get(`/api/user/lobby-code-details?productId=${gig._id}`, { token: demo.fanToken }),
      ).toMatchObject({
        status: 200,
        body: { slotId: slot._id, orderId: order._id, timeZone: TIME_ZONE, lobbyCode: LOBBY_CODE },
      });
      expect(
        await stack.get(`/api/user/lobby-code-details?productId=${gig._id}`, { token: otherFan.accessToken }),
      ).toMatchObject({ status: 200, body: { lobbyCode: null } });
      expect(
        await stack.get(`/api/get/order_by_orderid/${order._id}`, { token: demo.fanToken }),
      ).toMatchObject({
        status: 200,
        body: { lobbyCode: LOBBY_CODE },
      });
      expect(
        await stack.get(`/api/get/order_by_orderid/${held._id}`, { token: otherFan.accessToken }),
      ).toMatchObject({ status: 200, body: { status: 'held', lobbyCode: null } });
    });

    it('answers a bad product id or slot id and a too long code', async () => {
      for (const query of ['', '?productId=nope']) {
        expect(
          await stack.get(`/api/user/lobby-code-details${query}`, { token: demo.fanToken }),
        ).toMatchObject(invalid(BookingText.productRequired));
      }
      expect(await stack.get('/api/user/lobby-code-details')).toMatchObject(signInRequired);
      expect(await setCode(demo.streamerToken, { slotId: 'nope', lobbyCode: LOBBY_CODE })).toMatchObject(
        invalid('Invalid slot id'),
      );
      expect(
        await setCode(demo.streamerToken, { slotId: slot._id, lobbyCode: 'x'.repeat(101) }),
      ).toMatchObject(invalid('A lobby code has at most 100 characters'));
      expect(
        await stack.get('/api/streamer/lobby-code-details?slotId=nope', { token: demo.streamerToken }),
      ).toMatchObject(invalid('Invalid slot id'));
    });

    it("refuses fans, another streamer's moderator, another streamer and anonymous callers", async () => {
      const details = `/api/streamer/lobby-code-details?slotId=${slot._id}`;
      expect(await setCode(demo.fanToken, { slotId: slot._id, lobbyCode: 'X' })).toMatchObject(forbidden);
      expect(await stack.get(details, { token: demo.fanToken })).toMatchObject(forbidden);
      expect(
        await setCode(demo.moderatorToken, {
          slotId: slot._id,
          lobbyCode: 'X',
          streamerId: otherStreamer.id,
        }),
      ).toMatchObject(forbidden);
      expect(await setCode(otherStreamer.accessToken, { slotId: slot._id, lobbyCode: 'X' })).toMatchObject(
        forbidden,
      );
      expect(await stack.get(details, { token: otherStreamer.accessToken })).toMatchObject(forbidden);
      expect(await setCode(undefined, { slotId: slot._id, lobbyCode: 'X' })).toMatchObject(signInRequired);
    });
  });

  describe('cancelling and removing a fan', () => {
    const remove = (token: string | undefined, body: Record<string, unknown>) =>
      stack.post('/api/post/slots/delete/user', body, { token });

    it('cancels only a held order of its buyer', async () => {
      expect(
        await stack.post(`/api/orders/cancel/${order._id}`, undefined, { token: demo.fanToken }),
      ).toMatchObject(conflict(BookingText.orderNotHeld));
      expect(
        await stack.post(`/api/orders/cancel/${held._id}`, undefined, { token: demo.fanToken }),
      ).toMatchObject(notFound(BookingText.orderNotFound));
      expect(
        await stack.post(`/api/orders/cancel/${held._id}`, undefined, { token: otherFan.accessToken }),
      ).toMatchObject({
        status: 200,
        body: { message: BookingText.orderCancelled, order: { status: 'cancelled' } },
      });
      expect(await stack.post(`/api/orders/cancel/${held._id}`)).toMatchObject(signInRequired);
    });

    it("refuses fans, another streamer's moderator, another streamer and bad ids", async () => {
      const body = { slotId: slot._id, userId: demo.fanId };
      expect(await remove(demo.fanToken, body)).toMatchObject(forbidden);
      expect(await remove(demo.moderatorToken, { ...body, streamerId: otherStreamer.id })).toMatchObject(
        forbidden,
      );
      expect(await remove(otherStreamer.accessToken, body)).toMatchObject(forbidden);
      expect(await remove(undefined, body)).toMatchObject(signInRequired);
      expect(await remove(demo.streamerToken, { ...body, slotId: 'nope' })).toMatchObject(
        invalid('Invalid slot id'),
      );
      expect(await remove(demo.streamerToken, { ...body, userId: 'nope' })).toMatchObject(
        invalid('Invalid user id'),
      );
      expect(await remove(demo.streamerToken, { ...body, userId: otherFan.id })).toMatchObject(
        notFound(BookingText.bookingNotFound),
      );
    });

    it('removes the paid fan from the slot and refunds what they paid the way they paid (the sandbox card)', async () => {
      const before = await walletBalance(stack, demo.fanToken, 'INR');
      expect(await remove(demo.streamerToken, { slotId: slot._id, userId: demo.fanId })).toMatchObject({
        status: 200,
        body: { message: BookingText.userRemovedFromSlot },
      });
      expect(
        await stack.get(`/api/get/order_by_orderid/${order._id}`, { token: demo.fanToken }),
      ).toMatchObject({
        status: 200,
        body: { status: 'refunded', lobbyCode: null, refundAmount: PAID, refundTo: 'card' },
      });
      // Payments refunds the sandbox card (its order_refunds row settles); nothing went to the wallet.
      const refund = await waitFor(
        () =>
          stack.withDatabase(stack.paymentsDatabaseName, async (db) => {
            const { rows } = await db.query(
              `SELECT method, provider, status, amount_minor::int AS amount FROM order_refunds WHERE order_id = $1`,
              [order._id],
            );
            return rows[0]?.status === 'succeeded' ? rows[0] : undefined;
          }),
        { what: 'payments to refund the card', intervalMs: 100 },
      );
      expect(refund).toEqual({ method: 'card', provider: 'sandbox', status: 'succeeded', amount: PAID });
      expect(await walletBalance(stack, demo.fanToken, 'INR')).toBe(before);
      const seats = await stack.post(`/api/post/check-slot-available-to-book/${slot._id}`, {});
      expect(seats.body.seatsLeft).toBe(slot.seats);
      expect(await remove(demo.streamerToken, { slotId: slot._id, userId: demo.fanId })).toMatchObject(
        notFound(BookingText.bookingNotFound),
      );
    });
  });
});
