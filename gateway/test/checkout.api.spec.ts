import { randomUUID } from 'node:crypto';
import {
  BookingText,
  type CheckoutSessionDto,
  ErrorText,
  type GigDto,
  type OrderDto,
  PaymentsText,
  type PromoCodeDto,
  type SlotDto,
} from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { newStreamer } from './support/catalog-fixtures';
import { demoCast, type DemoCast } from './support/demo-cast';
import {
  BOOKING_STACK_PAYMENTS_ENV,
  heldOrder,
  newGig,
  newSlot,
  paidOrderOf,
  PRICE_MINOR,
  walletBalance,
  newPromoCode,
  startBookingStack,
} from './support/booking-fixtures';

const PROMO = 'SQUAD10';

describe('gateway: checkout', () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  let otherFan: SignedInUser;
  let gig: GigDto;
  let slot: SlotDto;

  beforeAll(async () => {
    await startBookingStack(stack);
    demo = await demoCast(stack);
    otherFan = await stack.signedInUser();
    gig = await newGig(stack, demo.streamerToken, 'Checkout test gig');
    slot = await newSlot(stack, demo.streamerToken, gig._id, 3);
    await newPromoCode(stack, demo.streamerToken, PROMO, 10);
  }, 120_000);
  afterAll(() => stack.stop());

  const checkout = (token: string | undefined, body: Record<string, unknown>) =>
    stack.post('/api/create-checkout-session', body, { token });
  const sandbox = (token: string | undefined, sessionId: string, outcome: unknown) =>
    stack.post(`/api/checkout/sandbox/${sessionId}`, { outcome }, { token });

  it('verifies a promo code on the price for the chosen number of players', async () => {
    const verify = (query: string) =>
      stack.get(`/api/verify-promo-code?code=${PROMO}&gigId=${gig._id}${query}`, { token: demo.fanToken });
    expect(await verify('&numberOfPlayers=2')).toMatchObject({
      status: 200,
      body: { code: PROMO, currency: 'INR', amount: 30_000, discount: 3000, finalAmount: 27_000 },
    });
    expect(await verify('')).toMatchObject({
      status: 200,
      body: { amount: PRICE_MINOR, discount: 1500, finalAmount: 13_500 },
    });
    expect(await verify('&numberOfPlayers=0')).toMatchObject(invalid(ErrorText.errorVerifyingPromoCode));
  });

  describe('a sandbox checkout', () => {
    let order: OrderDto;
    let session: CheckoutSessionDto;

    it('opens for a held order at its price less the promo discount', async () => {
      order = await heldOrder(stack, demo.fanToken, slot._id, 2);
      expect(order).toMatchObject({ status: 'held', amount: 2 * PRICE_MINOR, currency: 'INR' });
      const opened = await checkout(demo.fanToken, {
        orderId: order._id,
        provider: 'sandbox',
        promoCode: PROMO,
      });
      expect(opened).toMatchObject({
        status: 201,
        body: {
          orderId: order._id,
          provider: 'sandbox',
          status: 'created',
          amount: 27_000,
          discount: 3000,
          currency: 'INR',
        },
      });
      session = opened.body;
      expect(session.url).toBe(`/checkout/sandbox/${session.sessionId}`);
    });

    it('shows the session to its buyer only', async () => {
      const read = await stack.get(`/api/checkout/sandbox/${session.sessionId}`, { token: demo.fanToken });
      expect(read).toMatchObject({
        status: 200,
        body: { sessionId: session.sessionId, orderId: order._id, status: 'created', amount: 27_000 },
      });
      expect(
        await stack.get(`/api/checkout/sandbox/${session.sessionId}`, { token: otherFan.accessToken }),
      ).toMatchObject(notFound(PaymentsText.checkoutNotFound));
      expect(await sandbox(otherFan.accessToken, session.sessionId, 'pay')).toMatchObject(
        notFound(PaymentsText.checkoutNotFound),
      );
      expect(await stack.get(`/api/checkout/sandbox/${session.sessionId}`)).toMatchObject(signInRequired);
      expect(await sandbox(undefined, session.sessionId, 'pay')).toMatchObject(signInRequired);
    });

    it('answers a bad outcome, a bad session id and an unknown session', async () => {
      expect(await sandbox(demo.fanToken, session.sessionId, 'maybe')).toMatchObject(
        invalid('The outcome must be pay or fail'),
      );
      expect(await stack.get('/api/checkout/sandbox/nope', { token: demo.fanToken })).toMatchObject(
        invalid('Invalid checkout session id'),
      );
      expect(await sandbox(demo.fanToken, 'nope', 'pay')).toMatchObject(
        invalid('Invalid checkout session id'),
      );
      expect(
        await stack.get(`/api/checkout/sandbox/${randomUUID()}`, { token: demo.fanToken }),
      ).toMatchObject(notFound(PaymentsText.checkoutNotFound));
    });

    it('pays on the sandbox page; the order becomes paid with what was paid and the discount', async () => {
      expect(await sandbox(demo.fanToken, session.sessionId, 'pay')).toMatchObject({
        status: 200,
        body: { sessionId: session.sessionId, status: 'paid', amount: 27_000, discount: 3000 },
      });
      const paid = await paidOrderOf(stack, demo.fanToken, session.sessionId);
      expect(paid).toMatchObject({
        _id: order._id,
        status: 'paid',
        amount: 30_000,
        amountPaid: 27_000,
        discount: 3000,
        promoCode: PROMO,
        stripe_session_id: session.sessionId,
      });
      expect(paid.paidAt).not.toBeNull();
      const successPage = await stack.post(`/api/update/order/sucess/${session.sessionId}`, undefined, {
        token: demo.fanToken,
      });
      expect(successPage).toMatchObject({ status: 200, body: { _id: order._id, status: 'paid' } });
    });

    it("keeps the session's order from other users", async () => {
      const asOther = { token: otherFan.accessToken };
      expect(
        await stack.get(`/api/get/orders_by_stipe_session_id/${session.sessionId}`, asOther),
      ).toMatchObject(notFound(PaymentsText.checkoutNotFound));
      expect(
        await stack.post(`/api/update/order/sucess/${session.sessionId}`, undefined, asOther),
      ).toMatchObject(notFound(PaymentsText.checkoutNotFound));
      expect(await stack.get(`/api/get/orders_by_stipe_session_id/${session.sessionId}`)).toMatchObject(
        signInRequired,
      );
      expect(
        await stack.get('/api/get/orders_by_stipe_session_id/nope', { token: demo.fanToken }),
      ).toMatchObject(invalid('Invalid checkout session id'));
    });

    it('answers paying again with the paid session, and refuses to fail it', async () => {
      expect(await sandbox(demo.fanToken, session.sessionId, 'pay')).toMatchObject({
        status: 200,
        body: { sessionId: session.sessionId, status: 'paid' },
      });
      expect(await sandbox(demo.fanToken, session.sessionId, 'fail')).toMatchObject(
        conflict(PaymentsText.checkoutClosed),
      );
    });

    it('refuses a second checkout for the paid order (booking: no longer awaiting payment)', async () => {
      expect(await checkout(demo.fanToken, { orderId: order._id, provider: 'sandbox' })).toMatchObject(
        conflict(BookingText.orderNotPayable),
      );
    });
  });

  describe('other ways to pay, and refusals', () => {
    let order: OrderDto;

    beforeAll(async () => {
      order = await heldOrder(stack, otherFan.accessToken, slot._id, 1);
    });

    it('refuses a wallet checkout with an empty wallet and charges nothing; the order stays payable', async () => {
      expect(await checkout(otherFan.accessToken, { orderId: order._id, provider: 'wallet' })).toMatchObject(
        conflict(PaymentsText.insufficientWalletBalance),
      );
      expect(await walletBalance(stack, otherFan.accessToken, 'INR')).toBe(0);
      const byCard = await checkout(otherFan.accessToken, { orderId: order._id, provider: 'sandbox' });
      expect(byCard).toMatchObject({ status: 201, body: { status: 'created', amount: PRICE_MINOR } });
    });

    it("refuses a checkout of another fan's order, and Stripe while it is not configured", async () => {
      expect(await checkout(demo.fanToken, { orderId: order._id })).toMatchObject(
        notFound(BookingText.orderNotFound),
      );
      expect(await checkout(otherFan.accessToken, { orderId: order._id, provider: 'stripe' })).toMatchObject(
        invalid(PaymentsText.checkoutProviderUnavailable),
      );
    });

    it('answers each field with its message, and needs a sign-in', async () => {
      const token = otherFan.accessToken;
      expect(await checkout(token, { orderId: 'nope' })).toMatchObject(invalid('Invalid order id'));
      expect(await checkout(token, { orderId: order._id, provider: 'paypal' })).toMatchObject(
        invalid('The payment method must be sandbox, wallet or stripe'),
      );
      expect(await checkout(token, { orderId: order._id, promoCode: 'x' })).toMatchObject(
        invalid(ErrorText.errorVerifyingPromoCode),
      );
      expect(await checkout(token, { orderId: order._id, promoCode: 'NOPE99' })).toMatchObject(
        notFound(PaymentsText.promoCodeNotFound),
      );
      expect(await checkout(undefined, { orderId: order._id })).toMatchObject(signInRequired);
    });
  });

  describe('booking and paying in one request', () => {
    let oneSeat: SlotDto;
    let buyer: SignedInUser;

    beforeAll(async () => {
      oneSeat = await newSlot(stack, demo.streamerToken, gig._id, 4, 1);
      buyer = await stack.signedInUser();
    });

    const bookAndPay = (token: string, extra: Record<string, unknown>) =>
      checkout(token, { slotId: oneSeat._id, numberOfPlayers: 1, gamerTags: ['Ace#1'], ...extra });
    const seatsLeft = async () =>
      (
        await stack.post(
          `/api/post/check-slot-available-to-book/${oneSeat._id}`,
          {},
          { token: demo.fanToken },
        )
      ).body.seatsLeft;
    const ordersOfBuyer = async () =>
      (await stack.get(`/api/get/orders_by_userid/${buyer.id}`, { token: buyer.accessToken })).body.total;

    it('gives the hold back when the checkout cannot open, leaving no order behind', async () => {
      expect(await bookAndPay(buyer.accessToken, { provider: 'wallet' })).toMatchObject(
        conflict(PaymentsText.insufficientWalletBalance),
      );
      expect(await bookAndPay(buyer.accessToken, { provider: 'sandbox', promoCode: 'NOPE99' })).toMatchObject(
        notFound(PaymentsText.promoCodeNotFound),
      );
      expect(await bookAndPay(buyer.accessToken, { provider: 'stripe' })).toMatchObject(
        invalid(PaymentsText.checkoutProviderUnavailable),
      );
      expect(await seatsLeft()).toBe(1);
      expect(await ordersOfBuyer()).toBe(0);
    });

    let opened: CheckoutSessionDto;

    it('holds the seats and opens the checkout when it can', async () => {
      const response = await bookAndPay(buyer.accessToken, { provider: 'sandbox' });
      opened = response.body;
      expect(response).toMatchObject({
        status: 201,
        body: { provider: 'sandbox', status: 'created', amount: PRICE_MINOR },
      });
      expect(await seatsLeft()).toBe(0);
      const order = await stack.get(`/api/get/order_by_orderid/${opened.orderId}`, {
        token: buyer.accessToken,
      });
      expect(order).toMatchObject({ status: 200, body: { status: 'held', slot_id: oneSeat._id } });
      expect(await bookAndPay(demo.fanToken, { provider: 'sandbox' })).toMatchObject(
        conflict(BookingText.slotFull),
      );
    });

    it('keeps the seats for the buyer when the card payment fails: the order stays awaiting payment', async () => {
      expect(await sandbox(buyer.accessToken, opened.sessionId, 'fail')).toMatchObject({
        status: 200,
        body: { status: 'failed' },
      });
      expect(
        await stack.get(`/api/get/orders_by_stipe_session_id/${opened.sessionId}`, {
          token: buyer.accessToken,
        }),
      ).toMatchObject({ status: 200, body: { _id: opened.orderId, status: 'held', slot_id: oneSeat._id } });
      expect(await ordersOfBuyer()).toBe(1);
      expect(await seatsLeft()).toBe(0);
      expect(await bookAndPay(demo.fanToken, { provider: 'sandbox' })).toMatchObject(
        conflict(BookingText.slotFull),
      );
      // Giving the order up frees the seat at once for anyone.
      expect(
        await stack.post(`/api/orders/cancel/${opened.orderId}`, undefined, { token: buyer.accessToken }),
      ).toMatchObject({ status: 200, body: { order: { status: 'cancelled' } } });
      expect(await seatsLeft()).toBe(1);
      const again = await bookAndPay(buyer.accessToken, { provider: 'sandbox' });
      expect(again).toMatchObject({ status: 201, body: { status: 'created', amount: PRICE_MINOR } });
      expect(again.body.orderId).not.toBe(opened.orderId);
    });

    it('leaves no hold behind when payments is down (503), and books again once it is back', async () => {
      const lastSeat = await newSlot(stack, demo.streamerToken, gig._id, 5, 1);
      const fan = await stack.signedInUser();
      const bookLastSeat = () =>
        checkout(fan.accessToken, { slotId: lastSeat._id, numberOfPlayers: 1, gamerTags: ['Ace#1'] });
      await stack.stopPayments();
      try {
        expect(await bookLastSeat()).toMatchObject({
          status: 503,
          body: { error: ErrorText.checkoutFailed },
        });
        const slot = await stack.post(
          `/api/post/check-slot-available-to-book/${lastSeat._id}`,
          {},
          {
            token: fan.accessToken,
          },
        );
        expect(slot.body.seatsLeft).toBe(1);
        const orders = await stack.get(`/api/get/orders_by_userid/${fan.id}`, { token: fan.accessToken });
        expect(orders.body.total).toBe(0);
      } finally {
        await stack.startPayments(BOOKING_STACK_PAYMENTS_ENV);
      }
      expect(await bookLastSeat()).toMatchObject({ status: 201, body: { status: 'created' } });
    });

    it('answers the booking fields with their messages', async () => {
      expect(await checkout(demo.fanToken, { slotId: oneSeat._id, gamerTags: ['Ace#1'] })).toMatchObject(
        invalid(BookingText.invalidPlayers),
      );
      expect(await checkout(demo.fanToken, { slotId: oneSeat._id, numberOfPlayers: 1 })).toMatchObject(
        invalid(BookingText.gamerTagsRequired),
      );
      expect(
        await checkout(demo.fanToken, { slotId: 'nope', numberOfPlayers: 1, gamerTags: ['A'] }),
      ).toMatchObject(invalid('Invalid slot id'));
      expect(await checkout(demo.fanToken, { provider: 'sandbox' })).toMatchObject(
        invalid('Invalid order id'),
      );
    });
  });

  describe('an order awaiting payment: paying it again, and cancelling it', () => {
    let twoSeats: SlotDto;
    let buyer: SignedInUser;
    let declined: CheckoutSessionDto;

    beforeAll(async () => {
      twoSeats = await newSlot(stack, demo.streamerToken, gig._id, 8, 2);
      buyer = await stack.signedInUser();
    });

    const payAgain = (token: string | undefined, orderId: string) =>
      stack.post(`/api/orders/pay/${orderId}`, undefined, { token });
    const cancelHeld = (token: string | undefined, orderId: string) =>
      stack.post(`/api/orders/cancel/${orderId}`, undefined, { token });
    const seatsLeft = async () =>
      (
        await stack.post(
          `/api/post/check-slot-available-to-book/${twoSeats._id}`,
          {},
          { token: otherFan.accessToken },
        )
      ).body.seatsLeft;
    const bookBothSeats = (token: string) =>
      checkout(token, {
        slotId: twoSeats._id,
        numberOfPlayers: 2,
        gamerTags: ['Ace#1', 'Ace#2'],
        provider: 'sandbox',
        promoCode: PROMO,
      });

    it('pays a declined order again with its promo code, for its buyer only, and charges it once', async () => {
      const opened = await bookBothSeats(buyer.accessToken);
      expect(opened).toMatchObject({
        status: 201,
        body: { amount: 27_000, discount: 3000, promoCode: PROMO },
      });
      declined = opened.body;
      expect(await sandbox(buyer.accessToken, declined.sessionId, 'fail')).toMatchObject({
        status: 200,
        body: { status: 'failed', promoCode: PROMO },
      });

      expect(await payAgain(otherFan.accessToken, declined.orderId)).toMatchObject(
        notFound(BookingText.orderNotFound),
      );
      expect(await payAgain(demo.streamerToken, declined.orderId)).toMatchObject(
        notFound(BookingText.orderNotFound),
      );
      expect(await payAgain(undefined, declined.orderId)).toMatchObject(signInRequired);
      expect(await payAgain(buyer.accessToken, 'nope')).toMatchObject(invalid('Invalid order id'));
      expect(await payAgain(buyer.accessToken, randomUUID())).toMatchObject(
        notFound(BookingText.orderNotFound),
      );

      // Twice at once: each answer is a checkout or 'in progress', and only one checkout can still be paid.
      const answers = await Promise.all([
        payAgain(buyer.accessToken, declined.orderId),
        payAgain(buyer.accessToken, declined.orderId),
      ]);
      for (const answer of answers) expect([201, 409]).toContain(answer.status);
      const reopened = answers.filter((answer) => answer.status === 201).map((answer) => answer.body);
      expect(reopened.length).toBeGreaterThan(0);
      for (const session of reopened) {
        expect(session).toMatchObject({
          orderId: declined.orderId,
          provider: 'sandbox',
          status: 'created',
          amount: 27_000,
          discount: 3000,
          promoCode: PROMO,
        });
      }
      const outcomes = await Promise.all(
        reopened.map((session: CheckoutSessionDto) => sandbox(buyer.accessToken, session.sessionId, 'pay')),
      );
      const paid = outcomes.filter((outcome) => outcome.status === 200);
      expect(paid).toHaveLength(1);
      const order = await paidOrderOf(stack, buyer.accessToken, paid[0].body.sessionId);
      expect(order).toMatchObject({
        _id: declined.orderId,
        status: 'paid',
        numberOfPlayers: 2,
        amountPaid: 27_000,
        discount: 3000,
        promoCode: PROMO,
      });
      expect(order.gamerTags.map((tag) => tag.gamerTag)).toEqual(['Ace#1', 'Ace#2']);
      expect(await payAgain(buyer.accessToken, declined.orderId)).toMatchObject(
        conflict(BookingText.orderNotPayable),
      );
    });

    it('cancels an order awaiting payment once, for its buyer only, freeing its seats at once', async () => {
      const slot = await newSlot(stack, demo.streamerToken, gig._id, 9, 2);
      const opened = await checkout(buyer.accessToken, {
        slotId: slot._id,
        numberOfPlayers: 2,
        gamerTags: ['Ace#1', 'Ace#2'],
        provider: 'sandbox',
      });
      expect(opened.status).toBe(201);
      const { orderId } = opened.body as CheckoutSessionDto;
      const asOtherFan = { token: otherFan.accessToken };
      const seatsOf = async () =>
        (await stack.post(`/api/post/check-slot-available-to-book/${slot._id}`, {}, asOtherFan)).body
          .seatsLeft;
      expect(await seatsOf()).toBe(0);

      expect(await cancelHeld(otherFan.accessToken, orderId)).toMatchObject(
        notFound(BookingText.orderNotFound),
      );
      expect(await cancelHeld(demo.streamerToken, orderId)).toMatchObject(
        notFound(BookingText.orderNotFound),
      );
      expect(await cancelHeld(undefined, orderId)).toMatchObject(signInRequired);
      expect(await seatsOf()).toBe(0);

      const answers = await Promise.all([
        cancelHeld(buyer.accessToken, orderId),
        cancelHeld(buyer.accessToken, orderId),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)).toMatchObject(
        conflict(BookingText.orderNotHeld),
      );
      expect(answers.find((answer) => answer.status === 200)).toMatchObject({
        body: { message: BookingText.orderCancelled, order: { _id: orderId, status: 'cancelled' } },
      });
      // At once, and once: both seats back, not four.
      expect(await seatsOf()).toBe(2);
      expect(await cancelHeld(buyer.accessToken, orderId)).toMatchObject(conflict(BookingText.orderNotHeld));
      expect(await payAgain(buyer.accessToken, orderId)).toMatchObject(conflict(BookingText.orderNotPayable));
      // Its open checkout closes too: paying on it now changes nothing.
      await waitFor(
        async () =>
          (await stack.get(`/api/checkout/sandbox/${opened.body.sessionId}`, { token: buyer.accessToken }))
            .body.status === 'expired',
        { what: 'the cancelled order’s checkout to close' },
      );
      expect(await sandbox(buyer.accessToken, opened.body.sessionId, 'pay')).toMatchObject(
        conflict(PaymentsText.checkoutClosed),
      );
    });

    it('refuses to cancel a paid order (the paid booking has its own cancellation)', async () => {
      expect(await cancelHeld(buyer.accessToken, declined.orderId)).toMatchObject(
        conflict(BookingText.orderNotHeld),
      );
      expect(await seatsLeft()).toBe(0);
    });
  });

  describe('a wallet top-up by card (issue 33)', () => {
    let fan: SignedInUser;
    let configurationsAdmin: SignedInUser;
    let topUpSlot: SlotDto;

    beforeAll(async () => {
      fan = await stack.signedInUser();
      configurationsAdmin = await stack.staffUser([{ service: 'Configurations', read: true, write: true }]);
      topUpSlot = await newSlot(stack, demo.streamerToken, gig._id, 14);
    });

    const topUp = (token: string | undefined, body: Record<string, unknown>) =>
      stack.post('/api/user/wallet/top-up', body, { token });
    const returned = (token: string, sessionId: string) =>
      stack.post(`/api/user/wallet/top-up/${sessionId}/return`, {}, { token });

    it('adds money through the sandbox card once, shows it as a Top-up, and then pays an order from the wallet', async () => {
      const opened = await topUp(fan.accessToken, { amount: 20_000, currency: 'INR' });
      const sessionId: string = opened.body.sessionId;
      expect(opened).toMatchObject({
        status: 201,
        body: { kind: 'top_up', provider: 'sandbox', status: 'created', amount: 20_000, currency: 'INR' },
      });
      expect(opened.body.url).toBe(`/checkout/sandbox/${sessionId}`);

      // Another fan can neither pay it, nor confirm it, nor read it.
      expect(await sandbox(otherFan.accessToken, sessionId, 'pay')).toMatchObject(
        notFound(PaymentsText.checkoutNotFound),
      );
      expect(await returned(otherFan.accessToken, sessionId)).toMatchObject(
        notFound(PaymentsText.checkoutNotFound),
      );
      expect(await walletBalance(stack, fan.accessToken, 'INR')).toBe(0);

      // Paid from two tabs at once, then back on the wallet twice: credited once.
      const paid = await Promise.all([
        sandbox(fan.accessToken, sessionId, 'pay'),
        sandbox(fan.accessToken, sessionId, 'pay'),
      ]);
      expect(paid.map((answer) => [answer.status, answer.body.status])).toEqual([
        [200, 'paid'],
        [200, 'paid'],
      ]);
      const back = await Promise.all([
        returned(fan.accessToken, sessionId),
        returned(fan.accessToken, sessionId),
      ]);
      expect(back.map((answer) => [answer.status, answer.body.status])).toEqual([
        [200, 'paid'],
        [200, 'paid'],
      ]);
      expect(await walletBalance(stack, fan.accessToken, 'INR')).toBe(20_000);
      expect(await walletBalance(stack, otherFan.accessToken, 'INR')).toBe(0);
      const movements = await stack.get('/api/user/wallet/movements', { token: fan.accessToken });
      expect(movements.body.data).toEqual([
        expect.objectContaining({ kind: 'top_up', amount: 20_000, currency: 'INR' }),
      ]);

      const order = await heldOrder(stack, fan.accessToken, topUpSlot._id, 1);
      const byWallet = await checkout(fan.accessToken, { orderId: order._id, provider: 'wallet' });
      expect(byWallet).toMatchObject({ status: 201, body: { status: 'paid', amount: PRICE_MINOR } });
      expect((await paidOrderOf(stack, fan.accessToken, byWallet.body.sessionId)).status).toBe('paid');
      expect(await walletBalance(stack, fan.accessToken, 'INR')).toBe(20_000 - PRICE_MINOR);
    });

    it('credits nothing when the card is declined', async () => {
      const before = await walletBalance(stack, fan.accessToken, 'INR');
      const opened = await topUp(fan.accessToken, { amount: 10_000, currency: 'INR' });
      expect(await sandbox(fan.accessToken, opened.body.sessionId, 'fail')).toMatchObject({
        status: 200,
        body: { status: 'failed' },
      });
      expect((await returned(fan.accessToken, opened.body.sessionId)).body.status).toBe('failed');
      expect(await sandbox(fan.accessToken, opened.body.sessionId, 'pay')).toMatchObject(
        conflict(PaymentsText.checkoutClosed),
      );
      expect(await walletBalance(stack, fan.accessToken, 'INR')).toBe(before);
    });

    it('refuses amounts outside the configured limits, not whole, negative or in a currency a wallet cannot hold', async () => {
      expect(await stack.get('/api/user/wallet/top-up/limits')).toMatchObject({
        status: 200,
        body: [
          { currency: 'USD', min: 500, max: 50_000 },
          { currency: 'INR', min: 10_000, max: 5_000_000 },
        ],
      });
      const outOfRange = invalid('Add from ₹100 to ₹50,000 at a time');
      expect(await topUp(fan.accessToken, { amount: 9_999, currency: 'INR' })).toMatchObject(outOfRange);
      expect(await topUp(fan.accessToken, { amount: 5_000_001, currency: 'INR' })).toMatchObject(outOfRange);
      expect(await topUp(fan.accessToken, { amount: 499, currency: 'USD' })).toMatchObject(
        invalid('Add from $5 to $500 at a time'),
      );
      const badAmount = invalid('The amount must be a whole number of minor units from 1');
      expect(await topUp(fan.accessToken, { amount: 15_000.5, currency: 'INR' })).toMatchObject(badAmount);
      expect(await topUp(fan.accessToken, { amount: -15_000, currency: 'INR' })).toMatchObject(badAmount);
      expect(await topUp(fan.accessToken, { amount: '15000', currency: 'INR' })).toMatchObject(badAmount);
      expect(await topUp(fan.accessToken, { amount: 15_000, currency: 'EUR' })).toMatchObject(
        invalid('The currency must be one of: USD, INR'),
      );
      expect(await topUp(undefined, { amount: 15_000, currency: 'INR' })).toMatchObject(signInRequired);

      // Staff raise the rupee minimum: the next top-up follows it.
      const raised = await stack.put(
        '/api/admin/configurations',
        { key: 'WALLET_TOP_UP_MIN_INR', value: '500' },
        { token: configurationsAdmin.accessToken },
      );
      expect(raised.status).toBe(200);
      expect(await topUp(fan.accessToken, { amount: 20_000, currency: 'INR' })).toMatchObject(
        invalid('Add from ₹500 to ₹50,000 at a time'),
      );
      expect((await topUp(fan.accessToken, { amount: 50_000, currency: 'INR' })).status).toBe(201);
    });
  });

  describe("Stripe's webhook", () => {
    it('needs a Stripe-Signature header', async () => {
      expect(await stack.post('/api/stripe', { type: 'checkout.session.completed' })).toMatchObject(
        invalid(PaymentsText.stripeSignatureInvalid),
      );
    });

    it('is not found while payments has no Stripe key (the harness configures none)', async () => {
      const signed = await stack.post(
        '/api/stripe',
        { type: 'checkout.session.completed' },
        { headers: { 'stripe-signature': 't=1,v1=00' } },
      );
      expect(signed).toMatchObject(notFound(PaymentsText.checkoutProviderUnavailable));
    });
  });

  describe('editing and deleting a promo code a paid order used (issue 33)', () => {
    const EDITED = 'EDIT10';
    let order: OrderDto;
    let session: CheckoutSessionDto;

    beforeAll(async () => {
      await newPromoCode(stack, demo.streamerToken, EDITED, 10);
      const ownSlot = await newSlot(stack, demo.streamerToken, gig._id, 11);
      order = await heldOrder(stack, demo.fanToken, ownSlot._id, 2);
      session = (
        await checkout(demo.fanToken, { orderId: order._id, provider: 'sandbox', promoCode: EDITED })
      ).body;
      expect(await sandbox(demo.fanToken, session.sessionId, 'pay')).toMatchObject({ status: 200 });
    });

    const ownCode = async () =>
      (
        (await stack.get(`/api/streamer/get-promocode/${demo.streamerId}`, { token: demo.streamerToken }))
          .body as PromoCodeDto[]
      ).find((code) => code.code === EDITED);
    const verify = () =>
      stack.get(`/api/verify-promo-code?code=${EDITED}&gigId=${gig._id}&numberOfPlayers=1`, {
        token: otherFan.accessToken,
      });

    it('lets its streamer change it for later uses only; another streamer and a fan are refused', async () => {
      const code = (await ownCode())!;
      const path = `/api/streamer/promo-codes/${code._id}`;
      const rules = { code: EDITED, discountType: 'percent', percentOff: 20 };
      const rival = await newStreamer(stack);
      const notYours = { status: 403, body: { error: PaymentsText.promoCodeNotYours } };
      expect(await stack.put(path, rules, { token: rival.accessToken })).toMatchObject(notYours);
      expect(await stack.delete(path, { token: rival.accessToken })).toMatchObject(notYours);
      expect(await stack.put(path, rules, { token: demo.fanToken })).toMatchObject(forbidden);
      expect(await stack.delete(path, { token: demo.fanToken })).toMatchObject(forbidden);

      const updated = await stack.put(path, rules, { token: demo.streamerToken });
      expect(updated).toMatchObject({
        status: 200,
        body: {
          message: PaymentsText.promoCodeUpdated,
          promoCode: { _id: code._id, percentOff: 20, usesCount: code.usesCount },
        },
      });
      const staffPath = `/api/admin/promo-codes/${code._id}`;
      const staffRules = { ...rules, maxUses: 100 };
      const noPermission = await stack.staffUser([{ service: 'Configurations', read: true, write: true }]);
      expect(await stack.put(staffPath, staffRules, { token: noPermission.accessToken })).toMatchObject(
        forbidden,
      );
      const promoStaff = await stack.staffUser([{ service: 'PromoCodes', read: true, write: true }]);
      expect(await stack.put(staffPath, staffRules, { token: promoStaff.accessToken })).toMatchObject({
        status: 200,
        body: { promoCode: { percentOff: 20, maxUses: 100, usesCount: code.usesCount } },
      });
      // 20 % of one ₹150 seat from now on; the paid order keeps its 10 % (₹30 of ₹300).
      expect(await verify()).toMatchObject({ status: 200, body: { discount: 3000, finalAmount: 12_000 } });
      expect(await paidOrderOf(stack, demo.fanToken, session.sessionId)).toMatchObject({
        _id: order._id,
        discount: 3000,
        amountPaid: 27_000,
        promoCode: EDITED,
      });
    });

    it('soft-deletes it: refused at checkout, gone from the list, still named on the paid order', async () => {
      const code = (await ownCode())!;
      const path = `/api/streamer/promo-codes/${code._id}`;
      expect(await stack.delete(path, { token: demo.streamerToken })).toMatchObject({
        status: 200,
        body: { message: PaymentsText.promoCodeDeleted },
      });
      expect(await ownCode()).toBeUndefined();
      expect(await verify()).toMatchObject(notFound(PaymentsText.promoCodeNotFound));
      const ownSlot = await newSlot(stack, demo.streamerToken, gig._id, 12, 1);
      const fresh = await heldOrder(stack, otherFan.accessToken, ownSlot._id, 1);
      expect(
        await checkout(otherFan.accessToken, { orderId: fresh._id, provider: 'sandbox', promoCode: EDITED }),
      ).toMatchObject(notFound(PaymentsText.promoCodeNotFound));
      expect(await stack.delete(path, { token: demo.streamerToken })).toMatchObject(
        notFound(PaymentsText.promoCodeMissing),
      );
      expect(await paidOrderOf(stack, demo.fanToken, session.sessionId)).toMatchObject({
        _id: order._id,
        discount: 3000,
        promoCode: EDITED,
      });
    });
  });
});
