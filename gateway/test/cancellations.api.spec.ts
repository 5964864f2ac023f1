import { BookingText, CatalogText, type GigDto, type OrderDto } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { demoCast, demoToken, type DemoCast } from './support/demo-cast';
import { newStreamer } from './support/catalog-fixtures';
import {
  heldOrder,
  newGig,
  newSlot,
  payWithSandbox,
  PRICE_MINOR,
  startBookingStack,
  walletBalance,
} from './support/booking-fixtures';

describe('gateway: fans cancel paid bookings, streamers cancel slots', () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  let otherFan: SignedInUser;
  let otherStreamer: SignedInUser;
  let gig: GigDto;

  beforeAll(async () => {
    await startBookingStack(stack);
    demo = await demoCast(stack);
    otherFan = await stack.signedInUser();
    otherStreamer = await newStreamer(stack);
    gig = await newGig(stack, demo.streamerToken, 'Cancellations test gig');
  }, 120_000);
  afterAll(() => stack.stop());

  /**
   * A day of its own for each slot this file adds, four days ahead or more: a streamer's slots may not overlap, and
   * three days drawn at random from 200 were the same one time in seventy.
   */
  let lastSlotDay = 3 + Math.floor(Math.random() * 100);
  const freshSlotDay = () => (lastSlotDay += 1);

  /** A paid booking of one player by `fanToken` on a new slot four days ahead (flexible policy: all back). */
  const paidBooking = async (fanToken: string): Promise<OrderDto> => {
    const slot = await newSlot(stack, demo.streamerToken, gig._id, freshSlotDay());
    const held = await heldOrder(stack, fanToken, slot._id, 1);
    return (await payWithSandbox(stack, fanToken, held._id)).order;
  };

  it("takes a gig's cancellation policy on add and edit, refusing an unknown one", async () => {
    const edited = await stack.post(
      `/api/influencer/update/product/${gig._id}`,
      { cancellationPolicy: 'moderate' },
      { token: demo.streamerToken },
    );
    expect(edited).toMatchObject({
      status: 200,
      body: { gig: { _id: gig._id, cancellationPolicy: 'moderate' } },
    });
    expect(
      await stack.post(
        `/api/influencer/update/product/${gig._id}`,
        { cancellationPolicy: 'generous' },
        { token: demo.streamerToken },
      ),
    ).toMatchObject(invalid(CatalogText.invalidCancellationPolicy));
    const back = await stack.post(
      `/api/influencer/update/product/${gig._id}`,
      { cancellationPolicy: 'flexible' },
      { token: demo.streamerToken },
    );
    expect(back.body.gig.cancellationPolicy).toBe('flexible');
  });

  it('quotes and cancels only for the buyer; others get 404, visitors 401, malformed ids and destinations 400', async () => {
    const order = await paidBooking(demo.fanToken);
    const quotePath = `/api/user/orders/${order._id}/cancellation`;
    const cancelPath = `/api/user/orders/${order._id}/cancel`;

    expect(await stack.get(quotePath)).toMatchObject(signInRequired);
    expect(await stack.post(cancelPath, {})).toMatchObject(signInRequired);
    expect(await stack.get(quotePath, { token: otherFan.accessToken })).toMatchObject(
      notFound(BookingText.orderNotFound),
    );
    expect(await stack.post(cancelPath, {}, { token: otherFan.accessToken })).toMatchObject(
      notFound(BookingText.orderNotFound),
    );
    expect(await stack.post(cancelPath, {}, { token: demo.streamerToken })).toMatchObject(
      notFound(BookingText.orderNotFound),
    );
    expect(
      await stack.get('/api/user/orders/not-an-id/cancellation', { token: demo.fanToken }),
    ).toMatchObject(invalid('Invalid order id'));
    expect(await stack.post('/api/user/orders/not-an-id/cancel', {}, { token: demo.fanToken })).toMatchObject(
      invalid('Invalid order id'),
    );
    expect(await stack.post(cancelPath, { refundTo: 'bank' }, { token: demo.fanToken })).toMatchObject(
      invalid(BookingText.invalidRefundTo),
    );
    expect(await stack.get(`${quotePath}?refundTo=bank`, { token: demo.fanToken })).toMatchObject(
      invalid(BookingText.invalidRefundTo),
    );

    const quote = await stack.get(`${quotePath}?refundTo=wallet`, { token: demo.fanToken });
    expect(quote).toMatchObject({
      status: 200,
      body: {
        orderId: order._id,
        policy: { name: 'flexible' },
        refundPercent: 100,
        amountPaid: PRICE_MINOR,
        refundAmount: PRICE_MINOR,
        currency: 'INR',
        refundTo: 'wallet',
      },
    });
    // Nothing changed by the refusals and the quote.
    expect(
      (await stack.get(`/api/get/order_by_orderid/${order._id}`, { token: demo.fanToken })).body.status,
    ).toBe('paid');
  });

  it('states on the invoice what a partial refund gave back and when', async () => {
    const strict = await newGig(stack, demo.streamerToken, 'Strict gig', { cancellationPolicy: 'strict' });
    const slot = await newSlot(stack, demo.streamerToken, strict._id, freshSlotDay());
    const fan = await stack.signedInUser();
    const order = (
      await payWithSandbox(stack, fan.accessToken, (await heldOrder(stack, fan.accessToken, slot._id, 1))._id)
    ).order;
    const before = Date.now();
    const cancelled = await stack.post(
      `/api/user/orders/${order._id}/cancel`,
      { refundTo: 'card' },
      { token: fan.accessToken },
    );
    // Strict: half back up to 72 hours before the slot.
    expect(cancelled.body).toMatchObject({ status: 'refunded', refundAmount: PRICE_MINOR / 2 });
    const invoice = await stack.get(`/api/get/user_order/invoice/${order._id}`, { token: fan.accessToken });
    expect(invoice.body).toMatchObject({
      status: 'refunded',
      total: PRICE_MINOR,
      refund: { amount: PRICE_MINOR / 2 },
    });
    const refundedAt = Date.parse(invoice.body.refund.refundedAt);
    expect(refundedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(refundedAt).toBeLessThanOrEqual(Date.now() + 1000);
    // An invoice with nothing refunded says so.
    const kept = await paidBooking(fan.accessToken);
    expect(
      (await stack.get(`/api/get/user_order/invoice/${kept._id}`, { token: fan.accessToken })).body,
    ).toMatchObject({ refund: null });
  });

  it('refunds to the wallet once, however often the fan asks', async () => {
    const fan = await stack.signedInUser();
    const order = await paidBooking(fan.accessToken);
    const before = await walletBalance(stack, fan.accessToken, 'INR');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        stack.post(
          `/api/user/orders/${order._id}/cancel`,
          { refundTo: 'wallet' },
          { token: fan.accessToken },
        ),
      ),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 200,
        body: { status: 'refunded', refundAmount: PRICE_MINOR, refundTo: 'wallet', currency: 'INR' },
      });
    }
    await waitFor(async () => (await walletBalance(stack, fan.accessToken, 'INR')) === before + PRICE_MINOR, {
      what: 'the refund in the wallet',
    });
    const mine = await stack.get(`/api/get/order_by_orderid/${order._id}`, { token: fan.accessToken });
    expect(mine.body).toMatchObject({ status: 'refunded', refundAmount: PRICE_MINOR, refundTo: 'wallet' });
    // A quote for a cancelled booking says it can't be cancelled any more.
    expect(
      await stack.get(`/api/user/orders/${order._id}/cancellation`, { token: fan.accessToken }),
    ).toMatchObject(conflict(BookingText.onlyPaidCancellable));
    expect(await walletBalance(stack, fan.accessToken, 'INR')).toBe(before + PRICE_MINOR);
  });

  it("lets only the slot's streamer (or staff) cancel a slot, refunding every fan", async () => {
    const slot = await newSlot(stack, demo.streamerToken, gig._id, freshSlotDay());
    const fan = await stack.signedInUser();
    const held = await heldOrder(stack, fan.accessToken, slot._id, 1);
    await payWithSandbox(stack, fan.accessToken, held._id);
    const path = `/api/streamer/slots/${slot._id}/cancel`;

    expect(await stack.post(path, {})).toMatchObject(signInRequired);
    expect(await stack.post(path, {}, { token: otherStreamer.accessToken })).toMatchObject(forbidden);
    expect(await stack.post(path, {}, { token: fan.accessToken })).toMatchObject({ status: 403 });
    expect(
      await stack.post(`/api/admin/slots/${slot._id}/cancel`, {}, { token: demo.streamerToken }),
    ).toMatchObject({ status: 403 });
    expect(
      await stack.post('/api/streamer/slots/nope/cancel', {}, { token: demo.streamerToken }),
    ).toMatchObject(invalid('Invalid slot id'));

    expect(await stack.post(path, {}, { token: demo.streamerToken })).toMatchObject({
      status: 200,
      body: { message: BookingText.slotCancelled, refundedOrders: 1, cancelledHolds: 0 },
    });
    const order = await stack.get(`/api/get/order_by_orderid/${held._id}`, { token: fan.accessToken });
    expect(order.body).toMatchObject({ status: 'refunded', refundAmount: PRICE_MINOR, refundTo: 'card' });
    expect(
      await stack.post(
        '/api/book-slot/create-order',
        { slotId: slot._id, numberOfPlayers: 1, gamerTags: ['Late#1'] },
        { token: otherFan.accessToken },
      ),
    ).toMatchObject(conflict(BookingText.slotAlreadyCancelled));

    const another = await newSlot(stack, demo.streamerToken, gig._id, freshSlotDay());
    const admin = await demoToken(stack, 'admin');
    expect(await stack.post(`/api/admin/slots/${another._id}/cancel`, {}, { token: admin })).toMatchObject({
      status: 200,
      body: { message: BookingText.slotCancelled, slotId: another._id, refundedOrders: 0 },
    });
  });
});
