import { AuthText, BookingEventSubjects, BookingText, CancellationPolicies } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { BookingHarness } from '../test/booking-fixtures';

describe('booking: fans cancelling paid bookings, streamers cancelling slots', () => {
  const booking = new BookingHarness({ HOLD_MINUTES: '15' });

  beforeAll(() => booking.start(), 30_000);
  afterAll(() => booking.stop());

  const refundsDue = (orderId: string) => booking.outboxEvents(BookingEventSubjects.orderRefundDue, orderId);
  const cancelledEvents = (orderId: string) =>
    booking.outboxEvents(BookingEventSubjects.orderCancelled, orderId);
  const statusOf = async (orderId: string) =>
    (await booking.db.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status;

  /** A paid booking of `players` on a gig with `policy`, its slot starting `hours` from now. */
  const paidBooking = async ({
    hours = 72,
    policy = undefined as 'flexible' | 'moderate' | 'strict' | undefined,
    currency = 'USD' as 'USD' | 'INR',
    price = 2500,
    players = 2,
  } = {}) => {
    const streamerId = newId();
    const gig = await booking.gig({ streamerId, currency, price, cancellationPolicy: policy });
    const slot = await booking.slot({ streamerId, gigId: gig.gigId, seats: 5 });
    const buyer = newId();
    const order = await booking.order(slot._id, buyer, players);
    await booking.markPaid(order._id);
    await booking.moveSlot(slot._id, hours);
    return { streamerId, gig, slot, buyer, order };
  };

  describe('the quote and the cancellation by the fan', () => {
    it('refunds everything by the default policy 24 h or more ahead, frees the seats and says so', async () => {
      const { slot, buyer, order } = await paidBooking({ hours: 30 });
      expect(await booking.seatsTaken(slot._id)).toBe(2);
      const quote = await booking.send('booking.cancellationQuote', { userId: buyer, orderId: order._id });
      expect(quote).toMatchObject({
        policy: CancellationPolicies.flexible,
        policyLabel: 'Flexible',
        refundPercent: 100,
        amountPaid: 5000,
        refundAmount: 5000,
        currency: 'USD',
        paidWith: 'card',
        refundTo: 'card',
        hoursBeforeStart: 29,
      });
      const answer = await booking.send('booking.cancelPaidOrder', { userId: buyer, orderId: order._id });
      expect(answer).toEqual({
        message: BookingText.bookingCancelled,
        orderId: order._id,
        status: 'refunded',
        refundAmount: 5000,
        currency: 'USD',
        refundTo: 'card',
      });
      expect(await booking.seatsTaken(slot._id)).toBe(0);
      expect(await refundsDue(order._id)).toEqual([
        expect.objectContaining({
          orderId: order._id,
          userId: buyer,
          amount: 5000,
          amountPaid: 5000,
          currency: 'USD',
          refundTo: 'card',
          reason: 'fan-cancelled',
          paymentRef: `pay_${order._id}`,
        }),
      ]);
      const mine = await booking.send('booking.order', { userId: buyer, orderId: order._id });
      expect(mine).toMatchObject({ status: 'refunded', refundAmount: 5000, refundTo: 'card' });
    });

    it('gives nothing back after the threshold: the order is cancelled, no refund is due', async () => {
      const { slot, buyer, order } = await paidBooking({ hours: 23 });
      const answer = await booking.send('booking.cancelPaidOrder', {
        userId: buyer,
        orderId: order._id,
        refundTo: 'wallet',
      });
      expect(answer).toMatchObject({ status: 'cancelled', refundAmount: 0 });
      expect(await statusOf(order._id)).toBe('cancelled');
      expect(await booking.seatsTaken(slot._id)).toBe(0);
      expect(await refundsDue(order._id)).toEqual([]);
      expect(await cancelledEvents(order._id)).toEqual([
        expect.objectContaining({ orderId: order._id, refundAmount: 0, reason: 'fan-cancelled' }),
      ]);
    });

    it('halves a moderate refund between 48 h and 24 h, rounding half a paisa up, to the wallet on request', async () => {
      // ₹1,499.99 × 1 player at 50 % = 74999.5 paise → 75000.
      const { buyer, order } = await paidBooking({
        hours: 30,
        policy: 'moderate',
        currency: 'INR',
        price: 149_999,
        players: 1,
      });
      const quote = await booking.send('booking.cancellationQuote', {
        userId: buyer,
        orderId: order._id,
        refundTo: 'wallet',
      });
      expect(quote).toMatchObject({
        refundPercent: 50,
        refundAmount: 75_000,
        currency: 'INR',
        refundTo: 'wallet',
      });
      await booking.send('booking.cancelPaidOrder', {
        userId: buyer,
        orderId: order._id,
        refundTo: 'wallet',
      });
      expect(await refundsDue(order._id)).toEqual([
        expect.objectContaining({ amount: 75_000, amountPaid: 149_999, currency: 'INR', refundTo: 'wallet' }),
      ]);
    });

    it('keeps the policy the fan booked under when the streamer changes the gig to a stricter one', async () => {
      const { gig, buyer, order } = await paidBooking({ hours: 30, policy: 'flexible' });
      await booking.gig({
        ...gig,
        cancellationPolicy: 'strict',
        version: new Date(Date.now() + 1000).toISOString(),
      });
      const quote = await booking.send('booking.cancellationQuote', { userId: buyer, orderId: order._id });
      expect(quote).toMatchObject({ policy: { name: 'flexible' }, refundPercent: 100 });
    });

    it('sends a wallet payment back to the wallet whatever was asked', async () => {
      const { buyer, order } = await paidBooking({ hours: 30 });
      await booking.db.query(`UPDATE orders SET payment_provider = 'wallet' WHERE id = $1`, [order._id]);
      const answer = await booking.send('booking.cancelPaidOrder', {
        userId: buyer,
        orderId: order._id,
        refundTo: 'card',
      });
      expect(answer).toMatchObject({ refundTo: 'wallet', refundAmount: 5000 });
    });

    it('answers the same cancellation to ten requests at once and writes one refund', async () => {
      const { slot, buyer, order } = await paidBooking({ hours: 30 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          booking.send('booking.cancelPaidOrder', { userId: buyer, orderId: order._id }),
        ),
      );
      for (const answer of answers) expect(answer).toMatchObject({ status: 'refunded', refundAmount: 5000 });
      expect(await refundsDue(order._id)).toHaveLength(1);
      expect(await booking.seatsTaken(slot._id)).toBe(0);
    });

    it("refuses someone else's order (404), a started slot, an unpaid order and a bad destination", async () => {
      const { buyer, order, slot } = await paidBooking({ hours: 30 });
      const cancel = (userId: string, orderId: string, refundTo?: unknown) =>
        refusal(
          booking.send('booking.cancelPaidOrder', {
            userId,
            orderId,
            refundTo: refundTo as 'card' | undefined,
          }),
        );
      expect(await cancel(newId(), order._id)).toEqual({ status: 404, message: BookingText.orderNotFound });
      expect(await cancel(buyer, newId())).toEqual({ status: 404, message: BookingText.orderNotFound });
      expect(await cancel(buyer, order._id, 'bank')).toEqual({
        status: 400,
        message: BookingText.invalidRefundTo,
      });

      const held = await booking.order(slot._id, buyer, 1);
      expect(await cancel(buyer, held._id)).toEqual({
        status: 409,
        message: BookingText.onlyPaidCancellable,
      });

      await booking.moveSlot(slot._id, -0.5);
      expect(await cancel(buyer, order._id)).toEqual({ status: 409, message: BookingText.slotStarted });
      expect(
        await refusal(booking.send('booking.cancellationQuote', { userId: buyer, orderId: order._id })),
      ).toEqual({ status: 409, message: BookingText.slotStarted });
      expect(await statusOf(order._id)).toBe('paid');
      expect(await refundsDue(order._id)).toEqual([]);
    });
  });

  describe('the streamer cancels a slot or marks it not held', () => {
    it('refunds every paid fan in full the way they paid, cancels holds, and the slot takes no more orders', async () => {
      const { streamerId, slot, order } = await paidBooking({ hours: 2, policy: 'strict' });
      const other = await booking.order(slot._id, newId(), 1);
      await booking.markPaid(other._id);
      const held = await booking.order(slot._id, newId(), 1);
      expect(
        await refusal(booking.send('booking.cancelSlot', { userId: newId(), slotId: slot._id })),
      ).toEqual({ status: 403, message: AuthText.forbidden });

      const answer = await booking.send('booking.cancelSlot', { userId: streamerId, slotId: slot._id });
      expect(answer).toEqual({
        message: BookingText.slotCancelled,
        slotId: slot._id,
        refundedOrders: 2,
        cancelledHolds: 1,
      });
      expect(await refundsDue(order._id)).toEqual([
        expect.objectContaining({ amount: 5000, refundTo: 'card', reason: 'slot-cancelled' }),
      ]);
      expect(await refundsDue(other._id)).toEqual([expect.objectContaining({ amount: 2500 })]);
      expect(await statusOf(held._id)).toBe('cancelled');
      expect(await booking.seatsTaken(slot._id)).toBe(0);
      expect(await refusal(booking.order(slot._id, newId(), 1))).toEqual({
        status: 409,
        message: BookingText.slotAlreadyCancelled,
      });

      const again = await booking.send('booking.cancelSlot', { userId: streamerId, slotId: slot._id });
      expect(again).toMatchObject({ refundedOrders: 0, cancelledHolds: 0 });
      expect(await refundsDue(order._id)).toHaveLength(1);
    });

    it('marks a slot that has started not held (staff too), refunding in full', async () => {
      const { slot, order } = await paidBooking({ hours: 30 });
      await booking.moveSlot(slot._id, -2);
      const answer = await booking.send('booking.cancelSlot', {
        userId: newId(),
        slotId: slot._id,
        asStaff: true,
      });
      expect(answer).toMatchObject({ message: BookingText.slotMarkedNotHeld, refundedOrders: 1 });
      expect(await refundsDue(order._id)).toEqual([
        expect.objectContaining({ amount: 5000, reason: 'slot-not-held' }),
      ]);
    });
  });
});
