import {
  BookingText,
  type LiveSessionChangedEvent,
  type OrderDto,
  type QueueEntryDto,
} from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../services/identity/src/seed/demo-accounts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { startBookingStack, walletBalance } from './support/booking-fixtures';
import { closeQueue, heldVipPlace, liveSession, payVipWithSandbox } from './support/live-queue-fixtures';

const demo = (key: string) => DEMO_ACCOUNTS.find((account) => account.key === key)!;
/** The VIP price: ₹100. */
const VIP_PRICE = 10_000;

/** A paid VIP place is an order to its fan and its streamer: listed, invoiced (JSON and PDF), refunded. */
describe('gateway: VIP places as orders', () => {
  const stack = new GatewayHarness();
  let streamerToken: string;
  let streamerId: string;
  let fan: SignedInUser;
  let otherFan: SignedInUser;
  let session: LiveSessionChangedEvent;
  let place: QueueEntryDto;

  beforeAll(async () => {
    await startBookingStack(stack);
    streamerToken = await stack.accessTokenOf(demo('streamer').email, DEMO_PASSWORD);
    streamerId = (await stack.get('/api/current_user', { token: streamerToken })).body._id;
    fan = await stack.signedInUser();
    otherFan = await stack.signedInUser();
    session = await liveSession(stack, streamerId, { price: VIP_PRICE, title: 'VIP ranked night' });
    const held = await heldVipPlace(stack, fan.accessToken, session.liveSessionId, 'Vip#7');
    place = (await payVipWithSandbox(stack, fan.accessToken, held._id)).entry;
  }, 120_000);
  afterAll(() => stack.stop(), 60_000);

  const vipOrder = (orders: OrderDto[]) => orders.find((order) => order._id === place._id);

  it("shows the paid place in the fan's orders and the streamer's, as a VIP order of the session", async () => {
    const expected = {
      _id: place._id,
      kind: 'vip',
      liveSessionId: session.liveSessionId,
      slot_id: null,
      status: 'paid',
      product_title: 'VIP ranked night',
      numberOfPlayers: 1,
      gamerTags: [expect.objectContaining({ gamerTag: 'Vip#7' })],
      amount: VIP_PRICE,
      amountPaid: VIP_PRICE,
      currency: 'INR',
      lobbyCode: null,
    };
    const mine = await stack.get(`/api/get/orders/paginated/user/${fan.id}`, { token: fan.accessToken });
    expect(mine.status).toBe(200);
    expect(vipOrder(mine.body.data)).toMatchObject(expected);
    const streamers = await stack.get(`/api/get/orders/influencer/${streamerId}`, { token: streamerToken });
    expect(streamers.status).toBe(200);
    expect(vipOrder(streamers.body.data)).toMatchObject(expected);
    // The queue's own JSON keeps its shape: amounts read from the order.
    expect(place).toMatchObject({ _id: place._id, kind: 'vip', status: 'waiting', amountPaid: VIP_PRICE });
    // Sessions are slot bookings only.
    const upcoming = await stack.get(`/api/get/upcomingsessions/${fan.id}`, { token: fan.accessToken });
    expect(upcoming).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('answers its invoice, JSON and PDF, to the fan and the streamer, and 404 to another fan', async () => {
    for (const token of [fan.accessToken, streamerToken]) {
      const invoice = await stack.get(`/api/get/user_order/invoice/${place._id}`, { token });
      expect(invoice).toMatchObject({
        status: 200,
        body: {
          orderId: place._id,
          kind: 'vip',
          liveSessionId: session.liveSessionId,
          gig: { _id: null, title: 'VIP ranked night' },
          slot: { _id: null },
          numberOfPlayers: 1,
          total: VIP_PRICE,
          currency: 'INR',
          status: 'paid',
        },
      });
      const pdf = await stack.get(`/api/get/user_order/invoice/${place._id}/pdf`, { token });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.text.startsWith('%PDF')).toBe(true);
    }
    for (const suffix of ['', '/pdf']) {
      expect(
        await stack.get(`/api/get/user_order/invoice/${place._id}${suffix}`, { token: otherFan.accessToken }),
      ).toMatchObject({ status: 404, body: { error: BookingText.orderNotFound } });
    }
  }, 30_000);

  it('refunds the unserved place as an order when the queue closes: to the wallet, the order reads refunded', async () => {
    const before = await walletBalance(stack, fan.accessToken, 'INR');
    expect(await closeQueue(stack, streamerId, session.liveSessionId)).toEqual({ closed: true, refunded: 1 });
    await waitFor(async () => (await walletBalance(stack, fan.accessToken, 'INR')) === before + VIP_PRICE, {
      what: 'payments to refund the VIP place to the wallet',
    });
    const order = await stack.get(`/api/get/order_by_orderid/${place._id}`, { token: fan.accessToken });
    expect(order).toMatchObject({ status: 200, body: { _id: place._id, kind: 'vip', status: 'refunded' } });
    const mine = await stack.get(`/api/get/orders/paginated/user/${fan.id}`, { token: fan.accessToken });
    expect(vipOrder(mine.body.data)).toMatchObject({ kind: 'vip', status: 'refunded' });
  }, 30_000);
});
