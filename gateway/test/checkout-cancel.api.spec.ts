import { randomUUID } from 'node:crypto';
import { AuthText, type CheckoutSessionDto, type GigDto, PaymentsText, type SlotDto } from '@lobby/contracts';
import { waitFor, FakeStripeApi } from '@lobby/test-kit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../services/identity/src/seed/demo-accounts';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { newGig, newSlot, paidOrderOf, PRICE_MINOR } from './support/booking-fixtures';
import { heldVipPlace, liveSession } from './support/live-queue-fixtures';

const demo = (key: string) => DEMO_ACCOUNTS.find((account) => account.key === key)!;

/**
 * Giving up a card checkout (back from Stripe's page) frees its hold at once, and a checkout that can't be
 * created leaves no hold: payments owns both, through the real Stripe client against a local fake Stripe.
 */
describe('gateway: cancelling a checkout, and checkouts that cannot open', () => {
  const stripe = new FakeStripeApi();
  const stack = new GatewayHarness();
  let streamerToken: string;
  let streamerId: string;
  let gig: GigDto;
  let buyer: SignedInUser;
  let otherFan: SignedInUser;

  beforeAll(async () => {
    const stripeUrl = await stripe.start();
    await stack.start(
      {},
      { SEED_DEMO_DATA: 'true' },
      {
        catalog: { SEED_DEMO_DATA: 'true' },
        booking: { HOLD_SWEEP_INTERVAL_MS: '0' },
        payments: {
          CHECKOUT_SWEEP_INTERVAL_MS: '0',
          STRIPE_SECRET_KEY: 'sk_test_lobby_fake',
          STRIPE_WEBHOOK_SECRET: 'whsec_test_lobby_webhook_secret',
          STRIPE_API_URL: stripeUrl,
        },
      },
    );
    streamerToken = await stack.accessTokenOf(demo('streamer').email, DEMO_PASSWORD);
    streamerId = (await stack.get('/api/current_user', { token: streamerToken })).body._id;
    gig = await newGig(stack, streamerToken, 'Cancelled checkout gig');
    buyer = await stack.signedInUser();
    otherFan = await stack.signedInUser();
  }, 120_000);
  afterAll(async () => {
    await stack.stop();
    await stripe.stop();
  });

  const bookAndPay = (token: string, slot: SlotDto, provider = 'stripe') =>
    stack.post(
      '/api/create-checkout-session',
      { slotId: slot._id, numberOfPlayers: 2, gamerTags: ['Ace#1', 'Ace#2'], provider },
      { token },
    );
  const payVipPlace = (token: string, entryId: string) =>
    stack.post('/api/create-live-checkout-session', { entryId, provider: 'stripe' }, { token });
  /** Once the held VIP place is given up, the fan can hold a new one: that new place. */
  const vipPlaceHeldAgain = (token: string, liveSessionId: string, gamerTag: string, givenUpId: string) =>
    waitFor(
      async () => {
        const joined = await stack.post('/api/join_vip', { liveSessionId, gamerTag }, { token });
        return joined.status === 201 && joined.body._id !== givenUpId ? joined.body : undefined;
      },
      { what: 'the VIP place to be given up' },
    );
  const cancel = (token: string | undefined, sessionId: string) =>
    stack.post('/api/checkout/cancel', { sessionId }, { token });
  const seatsLeft = async (slot: SlotDto) =>
    (
      await stack.post(
        `/api/post/check-slot-available-to-book/${slot._id}`,
        {},
        { token: otherFan.accessToken },
      )
    ).body.seatsLeft;
  const ordersOf = async (user: SignedInUser) =>
    (await stack.get(`/api/get/orders_by_userid/${user.id}`, { token: user.accessToken })).body.total;
  const stripeSessionOf = (session: CheckoutSessionDto) =>
    [...stripe.sessions.values()].find(
      (stripeSession) => stripeSession.client_reference_id === session.sessionId,
    )!;

  describe('a cancelled card checkout', () => {
    let slot: SlotDto;
    let opened: CheckoutSessionDto;

    beforeAll(async () => {
      slot = await newSlot(stack, streamerToken, gig._id, 5, 2);
    });

    it('holds the seats while the buyer is on Stripe', async () => {
      const response = await bookAndPay(buyer.accessToken, slot);
      expect(response).toMatchObject({
        status: 201,
        body: { provider: 'stripe', status: 'created', amount: 2 * PRICE_MINOR },
      });
      opened = response.body;
      expect(opened.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
      expect(await seatsLeft(slot)).toBe(0);
    });

    it('is not found for anyone but its buyer, and needs a sign-in', async () => {
      expect(await cancel(otherFan.accessToken, opened.sessionId)).toMatchObject({
        status: 404,
        body: { error: PaymentsText.checkoutNotFound },
      });
      expect(await cancel(buyer.accessToken, randomUUID())).toMatchObject({
        status: 404,
        body: { error: PaymentsText.checkoutNotFound },
      });
      expect(await cancel(undefined, opened.sessionId)).toMatchObject({
        status: 401,
        body: { error: AuthText.signInRequired },
      });
      expect(await cancel(buyer.accessToken, 'nope')).toMatchObject({
        status: 400,
        body: { error: 'Invalid checkout session id' },
      });
      expect(stripeSessionOf(opened).status).toBe('open');
      expect(await seatsLeft(slot)).toBe(0);
    });

    it("expires Stripe's session and frees the seats at once; another fan can book them", async () => {
      expect(await cancel(buyer.accessToken, opened.sessionId)).toMatchObject({
        status: 200,
        body: { sessionId: opened.sessionId, status: 'failed' },
      });
      expect(stripeSessionOf(opened).status).toBe('expired');
      await waitFor(async () => (await seatsLeft(slot)) === 2, { what: 'the cancelled hold to be released' });
      expect(await ordersOf(buyer)).toBe(0);
      // Cancelling again changes nothing.
      expect(await cancel(buyer.accessToken, opened.sessionId)).toMatchObject({
        status: 200,
        body: { status: 'failed' },
      });

      const other = await bookAndPay(otherFan.accessToken, slot, 'sandbox');
      expect(other).toMatchObject({ status: 201, body: { status: 'created' } });
      expect(await cancel(otherFan.accessToken, other.body.sessionId)).toMatchObject({
        status: 200,
        body: { status: 'failed' },
      });
      await waitFor(async () => (await seatsLeft(slot)) === 2, { what: 'the sandbox hold to be released' });
    });

    it('lets the fan try again in one request and pay; cancelling after that undoes nothing', async () => {
      const again = await bookAndPay(buyer.accessToken, slot);
      expect(again).toMatchObject({ status: 201, body: { provider: 'stripe', status: 'created' } });
      const session: CheckoutSessionDto = again.body;
      expect(session.orderId).not.toBe(opened.orderId);
      stripe.pay(stripeSessionOf(session).id);
      expect(
        await stack.post(`/api/update/order/sucess/${session.sessionId}`, undefined, {
          token: buyer.accessToken,
        }),
      ).toMatchObject({ status: 200 });
      const paid = await paidOrderOf(stack, buyer.accessToken, session.sessionId);
      expect(paid).toMatchObject({ _id: session.orderId, status: 'paid', numberOfPlayers: 2 });

      expect(await cancel(buyer.accessToken, session.sessionId)).toMatchObject({
        status: 200,
        body: { sessionId: session.sessionId, status: 'paid' },
      });
      expect(
        await stack.get(`/api/get/order_by_orderid/${session.orderId}`, { token: buyer.accessToken }),
      ).toMatchObject({ status: 200, body: { status: 'paid' } });
      expect(await seatsLeft(slot)).toBe(0);
    });

    it('completes the payment instead when the buyer paid on Stripe before the cancel arrived', async () => {
      const slotOfTwo = await newSlot(stack, streamerToken, gig._id, 6, 2);
      const opening = await bookAndPay(otherFan.accessToken, slotOfTwo);
      expect(opening.status).toBe(201);
      const session: CheckoutSessionDto = opening.body;
      stripe.pay(stripeSessionOf(session).id);
      expect(await cancel(otherFan.accessToken, session.sessionId)).toMatchObject({
        status: 200,
        body: { status: 'paid' },
      });
      expect(await paidOrderOf(stack, otherFan.accessToken, session.sessionId)).toMatchObject({
        status: 'paid',
      });
    });
  });

  it('frees a VIP place at once when its card checkout is cancelled, so the fan can hold one again', async () => {
    const session = await liveSession(stack, streamerId);
    const fan = await stack.signedInUser();
    const held = await heldVipPlace(stack, fan.accessToken, session.liveSessionId, 'Vip#2');
    const opened = await payVipPlace(fan.accessToken, held._id);
    expect(opened).toMatchObject({ status: 201, body: { kind: 'vip', status: 'created' } });
    expect(await cancel(otherFan.accessToken, opened.body.sessionId)).toMatchObject({ status: 404 });
    expect(await cancel(fan.accessToken, opened.body.sessionId)).toMatchObject({
      status: 200,
      body: { status: 'failed' },
    });
    expect(stripeSessionOf(opened.body).status).toBe('expired');
    const again = await vipPlaceHeldAgain(fan.accessToken, session.liveSessionId, 'Vip#2', held._id);
    expect(again).toMatchObject({ status: 'held' });
    // The cancelled place itself can't be paid any more.
    expect(await payVipPlace(fan.accessToken, held._id)).toMatchObject({ status: 409 });
  });

  describe('a checkout that cannot be created', () => {
    afterEach(() => {
      stripe.down = false;
    });

    it('leaves no hold on the slot when Stripe fails: seats free, no order, the word error', async () => {
      const slot = await newSlot(stack, streamerToken, gig._id, 7, 2);
      const fan = await stack.signedInUser();
      stripe.down = true;
      expect(await bookAndPay(fan.accessToken, slot)).toMatchObject({
        status: 503,
        body: { error: 'error' },
      });
      expect(await seatsLeft(slot)).toBe(2);
      expect(await ordersOf(fan)).toBe(0);
      stripe.down = false;
      expect(await bookAndPay(fan.accessToken, slot)).toMatchObject({
        status: 201,
        body: { status: 'created' },
      });
    });

    it('gives the VIP place up when Stripe fails, so the fan can hold one again', async () => {
      const session = await liveSession(stack, streamerId);
      const fan = await stack.signedInUser();
      const held = await heldVipPlace(stack, fan.accessToken, session.liveSessionId, 'Vip#1');
      stripe.down = true;
      expect(await payVipPlace(fan.accessToken, held._id)).toMatchObject({
        status: 503,
        body: { error: 'error' },
      });
      stripe.down = false;
      // Given up before the answer: the place can't be paid any more.
      expect(await payVipPlace(fan.accessToken, held._id)).toMatchObject({ status: 409 });
      const again = await vipPlaceHeldAgain(fan.accessToken, session.liveSessionId, 'Vip#1', held._id);
      expect(again).toMatchObject({ status: 'held' });
      expect(await payVipPlace(fan.accessToken, held._id)).toMatchObject({ status: 409 });
    });
  });
});
