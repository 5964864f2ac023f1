import {
  AuthText,
  BookingEventSubjects,
  BookingText,
  DomainEventSchemas,
  PaymentsEventSubjects,
  type OrderDto,
  type PaymentSucceededEvent,
} from '@lobby/contracts';
import { DATABASE, type Database, newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { BookingHarness } from '../test/booking-fixtures';
import { PaymentEventsConsumer } from '../holds/payment-events.consumer';

describe('booking: changing booked orders, and what payments is told', () => {
  const booking = new BookingHarness({ HOLD_MINUTES: '15' });

  beforeAll(() => booking.start(), 30_000);
  afterAll(() => booking.stop());

  const statusOf = async (orderId: string) =>
    (await booking.db.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status;
  const tagsOf = async (orderId: string) =>
    (await booking.db.query('SELECT gamer_tags FROM orders WHERE id = $1', [orderId])).rows[0].gamer_tags;
  const released = (orderId: string) => booking.outboxEvents(BookingEventSubjects.orderReleased, orderId);
  const refundsDue = (orderId: string) => booking.outboxEvents(BookingEventSubjects.orderRefundDue, orderId);
  const rejected = (orderId: string) => booking.outboxEvents(BookingEventSubjects.paymentRejected, orderId);

  describe('gamer tags', () => {
    const setup = async (players = 3) => {
      const buyer = newId();
      const slot = await booking.slot({ seats: 5 });
      const order: OrderDto = await booking.order(slot._id, buyer, players);
      return { buyer, slot, order };
    };

    it('renames the tags named by id and keeps the others, on a held or a paid order', async () => {
      const { buyer, slot, order } = await setup();
      const [first, second, third] = order.gamerTags;
      const answer = await booking.send('booking.updateGamerTags', {
        userId: buyer,
        orderId: order._id,
        slotId: slot._id,
        gamerTags: [{ _id: second._id, gamerTag: ' Nova ' }],
      });
      const renamed = [first, { _id: second._id, gamerTag: 'Nova' }, third];
      expect(answer).toMatchObject({ message: BookingText.gamerTagsUpdated, order: { gamerTags: renamed } });
      expect(await tagsOf(order._id)).toEqual(renamed);

      await booking.markPaid(order._id);
      const edited = await booking.send('booking.editGamerTag', {
        userId: buyer,
        slotId: slot._id,
        gamerTagId: third._id,
        gamerTag: 'Blaze',
      });
      expect(edited.message).toBe(BookingText.gamerTagsUpdated);
      expect(await tagsOf(order._id)).toEqual([first, renamed[1], { _id: third._id, gamerTag: 'Blaze' }]);
    });

    it("refuses an unknown tag id, someone else's order and an empty name, changing nothing", async () => {
      const { buyer, slot, order } = await setup();
      const update = (userId: string, gamerTags: { _id: string; gamerTag: string }[], slotId = slot._id) =>
        refusal(booking.send('booking.updateGamerTags', { userId, orderId: order._id, slotId, gamerTags }));
      const edit = (userId: string, gamerTagId: string) =>
        refusal(
          booking.send('booking.editGamerTag', { userId, slotId: slot._id, gamerTagId, gamerTag: 'Nova' }),
        );
      const tagNotFound = { status: 404, message: BookingText.gamerTagNotFound };
      const orderNotFound = { status: 404, message: BookingText.orderNotFound };

      expect(await update(buyer, [{ _id: newId(), gamerTag: 'Nova' }])).toEqual(tagNotFound);
      expect(
        await update(buyer, [
          { _id: order.gamerTags[0]._id, gamerTag: 'Nova' },
          { _id: newId(), gamerTag: 'Ghost' },
        ]),
      ).toEqual(tagNotFound);
      expect(await update(newId(), [{ _id: order.gamerTags[0]._id, gamerTag: 'Nova' }])).toEqual(
        orderNotFound,
      );
      expect(await update(buyer, [{ _id: order.gamerTags[0]._id, gamerTag: 'Nova' }], newId())).toEqual(
        orderNotFound,
      );
      expect(await update(buyer, [{ _id: order.gamerTags[0]._id, gamerTag: '  ' }])).toEqual({
        status: 400,
        message: BookingText.gamerTagsRequired,
      });
      expect(await edit(buyer, newId())).toEqual(tagNotFound);
      expect(await edit(newId(), order.gamerTags[0]._id)).toEqual(tagNotFound);
      expect(await tagsOf(order._id)).toEqual(order.gamerTags);
    });

    it('refuses renaming once the slot has started, or on an order no longer booked', async () => {
      const started = await setup(1);
      await booking.markPaid(started.order._id);
      await booking.moveSlot(started.slot._id, -0.5);
      const locked = { status: 409, message: BookingText.gamerTagsLocked };
      const tag = started.order.gamerTags[0];
      expect(
        await refusal(
          booking.send('booking.updateGamerTags', {
            userId: started.buyer,
            orderId: started.order._id,
            gamerTags: [{ _id: tag._id, gamerTag: 'Late' }],
          }),
        ),
      ).toEqual(locked);
      expect(
        await refusal(
          booking.send('booking.editGamerTag', {
            userId: started.buyer,
            slotId: started.slot._id,
            gamerTagId: tag._id,
            gamerTag: 'Late',
          }),
        ),
      ).toEqual(locked);
      expect(await tagsOf(started.order._id)).toEqual([tag]);

      const cancelled = await setup(1);
      await booking.send('booking.cancelOrder', { userId: cancelled.buyer, orderId: cancelled.order._id });
      expect(
        await refusal(
          booking.send('booking.updateGamerTags', {
            userId: cancelled.buyer,
            orderId: cancelled.order._id,
            gamerTags: [{ _id: cancelled.order.gamerTags[0]._id, gamerTag: 'Late' }],
          }),
        ),
      ).toEqual(locked);
    });
  });

  describe('a streamer removing a fan from a slot', () => {
    const remove = (userId: string, slotId: string, bookedUserId: string) =>
      booking.send('booking.removeUserFromSlot', { userId, slotId, bookedUserId });

    it("is only for the slot's streamer", async () => {
      const streamer = newId();
      const fan = newId();
      const slot = await booking.slot({ streamerId: streamer });
      const order = await booking.order(slot._id, fan);
      expect(await refusal(remove(newId(), slot._id, fan))).toEqual({
        status: 403,
        message: AuthText.forbidden,
      });
      expect(await refusal(remove(fan, slot._id, fan))).toEqual({ status: 403, message: AuthText.forbidden });
      expect(await refusal(remove(streamer, newId(), fan))).toEqual({
        status: 404,
        message: BookingText.slotNotFound,
      });
      expect(await statusOf(order._id)).toBe('held');
      expect(await booking.seatsTaken(slot._id)).toBe(1);
    });

    it('cancels a held booking, gives its seats back and tells payments to release it', async () => {
      const streamer = newId();
      const fan = newId();
      const slot = await booking.slot({ streamerId: streamer, seats: 4 });
      const order = await booking.order(slot._id, fan, 3);
      const other = await booking.order(slot._id);

      expect(await remove(streamer, slot._id, fan)).toEqual({ message: BookingText.userRemovedFromSlot });
      expect(await statusOf(order._id)).toBe('cancelled');
      expect(await statusOf(other._id)).toBe('held');
      expect(await booking.seatsTaken(slot._id)).toBe(1);
      expect(await released(order._id)).toEqual([{ orderId: order._id, status: 'cancelled' }]);
      expect(await refundsDue(order._id)).toEqual([]);
    });

    it('refunds a paid booking once: refunded, seats back, one refund-due event with the amount paid', async () => {
      const streamer = newId();
      const fan = newId();
      const slot = await booking.slot({ streamerId: streamer, seats: 4 });
      const order = await booking.order(slot._id, fan, 2);
      await booking.markPaid(order._id, 'cs_removed', { discount: 500, promoCode: 'SAVE10' });

      await remove(streamer, slot._id, fan);
      expect(await statusOf(order._id)).toBe('refunded');
      expect(await booking.seatsTaken(slot._id)).toBe(0);
      expect(await refundsDue(order._id)).toEqual([
        expect.objectContaining({
          orderId: order._id,
          userId: fan,
          amount: 4500,
          currency: 'USD',
          refundTo: 'card',
          reason: 'fan-removed',
        }),
      ]);
      expect(await released(order._id)).toEqual([]);

      expect(await refusal(remove(streamer, slot._id, fan))).toEqual({
        status: 404,
        message: BookingText.bookingNotFound,
      });
      expect(await refundsDue(order._id)).toHaveLength(1);
      expect(await booking.seatsTaken(slot._id)).toBe(0);
    });

    it('says the user has no booking on the slot when they have none, or only a cancelled one', async () => {
      const streamer = newId();
      const slot = await booking.slot({ streamerId: streamer });
      const noBooking = { status: 404, message: BookingText.bookingNotFound };
      expect(await refusal(remove(streamer, slot._id, newId()))).toEqual(noBooking);

      const fan = newId();
      const order = await booking.order(slot._id, fan);
      await booking.send('booking.cancelOrder', { userId: fan, orderId: order._id });
      expect(await refusal(remove(streamer, slot._id, fan))).toEqual(noBooking);
      expect(await released(order._id)).toHaveLength(1);
    });
  });

  it('tells payments once per order when a hold is cancelled or swept', async () => {
    const slot = await booking.slot({ seats: 5 });
    const buyer = newId();
    const cancelled = await booking.order(slot._id, buyer);
    await booking.send('booking.cancelOrder', { userId: buyer, orderId: cancelled._id });
    await refusal(booking.send('booking.cancelOrder', { userId: buyer, orderId: cancelled._id }));
    expect(await released(cancelled._id)).toEqual([{ orderId: cancelled._id, status: 'cancelled' }]);

    const lapsing = [await booking.order(slot._id), await booking.order(slot._id, newId(), 2)];
    const paid = await booking.markPaid((await booking.order(slot._id))._id);
    await booking.db.query(
      `UPDATE orders SET expires_at = now() - interval '1 second' WHERE slot_id = $1 AND status = 'held'`,
      [slot._id],
    );
    expect(await booking.sweep()).toBe(2);
    expect(await booking.sweep()).toBe(0);
    for (const order of lapsing) {
      expect(await released(order._id)).toEqual([{ orderId: order._id, status: 'expired' }]);
    }
    expect(await released(paid._id)).toEqual([]);
  });

  describe("a payment booking can't take", () => {
    const payment = (order: OrderDto, sessionId = newId()): PaymentSucceededEvent => ({
      sessionId,
      holdKind: 'slot',
      holdId: order._id,
      orderId: order._id,
      userId: order._user_id,
      amount: order.amount,
      currency: order.currency,
      provider: 'sandbox',
      providerRef: `sandbox_${sessionId}`,
      discount: 0,
      promoCode: null,
    });
    /** Handles the event as the durable consumer does: in a transaction that commits or, when told, rolls back. */
    const deliver = async (event: PaymentSucceededEvent, { rollBack = false } = {}) => {
      const consumer = booking.service.app.get(PaymentEventsConsumer);
      const db = booking.service.app.get<Database>(DATABASE);
      const rollback = new Error('roll back');
      await db
        .transaction(async (tx) => {
          await consumer.applyPayment(event, tx);
          if (rollBack) throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
    };

    it('hands a payment for a swept hold back to payments exactly once, in the transaction it is handled in', async () => {
      const slot = await booking.slot();
      const order = await booking.order(slot._id);
      await booking.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        order._id,
      ]);
      await booking.sweep();
      const late = payment(order);

      await deliver(late, { rollBack: true });
      expect(await rejected(order._id)).toEqual([]);

      await deliver(late);
      expect(await rejected(order._id)).toEqual([
        { orderId: order._id, sessionId: late.sessionId, reason: BookingText.orderExpired },
      ]);
      expect(await statusOf(order._id)).toBe('expired');
      expect(await booking.outboxEvents(BookingEventSubjects.orderPaid, order._id)).toEqual([]);
    });

    it('hands back a payment for a cancelled order or one paid by another session, but not a repeat of the one that paid', async () => {
      const slot = await booking.slot({ seats: 3 });
      const buyer = newId();
      const cancelled = await booking.order(slot._id, buyer);
      await booking.send('booking.cancelOrder', { userId: buyer, orderId: cancelled._id });
      await deliver(payment(cancelled));
      expect(await rejected(cancelled._id)).toEqual([expect.objectContaining({ orderId: cancelled._id })]);

      const order = await booking.order(slot._id);
      const first = payment(order);
      await deliver(first);
      await deliver(first);
      expect(await statusOf(order._id)).toBe('paid');
      expect(await rejected(order._id)).toEqual([]);

      const second = payment(order);
      await deliver(second);
      expect(await rejected(order._id)).toEqual([
        { orderId: order._id, sessionId: second.sessionId, reason: BookingText.orderPaidOtherwise },
      ]);
      expect(await booking.outboxEvents(BookingEventSubjects.orderPaid, order._id)).toHaveLength(1);
    });

    it('is never handed a malformed payment event: its schema refuses it (the bus parks it)', async () => {
      const slot = await booking.slot();
      const order = await booking.order(slot._id);
      const payments = DomainEventSchemas[PaymentsEventSubjects.paymentSucceeded];
      expect(payments.safeParse(payment(order)).success).toBe(true);
      expect(payments.safeParse({ ...payment(order), orderId: 'LB-NOTANID' }).success).toBe(false);
      expect(payments.safeParse({ ...payment(order), sessionId: '' }).success).toBe(false);
    });
  });
});
