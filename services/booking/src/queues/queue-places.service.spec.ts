import { BookingEventSubjects, BookingFieldText, BookingText, ErrorText } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { PaymentEventsConsumer } from '../holds/payment-events.consumer';
import { BookingHarness } from '../test/booking-fixtures';
import { QueueFixtures, VIP_PRICE } from '../test/queue-fixtures';

describe('booking: VIP and regular places in a live queue', () => {
  const booking = new BookingHarness({ HOLD_MINUTES: '15' });
  const queue = new QueueFixtures(booking);

  beforeAll(() => booking.start(), 30_000);
  afterAll(() => booking.stop());

  const rejections = (entryId: string) => booking.outboxEvents(BookingEventSubjects.paymentRejected, entryId);
  const releases = (entryId: string) => booking.outboxEvents(BookingEventSubjects.orderReleased, entryId);
  /** Who waits where, as the streamer's board shows it (the public lists carry no ids). */
  const positions = async (liveSessionId: string, kind: 'vip' | 'regular') => {
    const { _influencer_id } = await booking.send('booking.liveQueueSession', { liveSessionId });
    const board = await booking.send('booking.queueBoard', { userId: _influencer_id, liveSessionId });
    return (kind === 'vip' ? board.vipWaiting : board.regularWaiting).map((entry) => [
      entry._user_id,
      entry.position,
    ]);
  };

  describe('holding a VIP place', () => {
    it("holds a VIP place at the session's price for the hold minutes, and answers the same hold again", async () => {
      const session = await queue.session({ price: 2500, currency: 'INR' });
      const fan = newId();
      await booking.person(fan, 'nova_fan', 'Nova Fan');
      const before = Date.now();
      const hold = await queue.hold(session.liveSessionId, fan, '  Nova#1 ');
      expect(hold).toMatchObject({
        _live_session_id: session.liveSessionId,
        _influencer_id: session.streamerId,
        _user_id: fan,
        username: 'nova_fan',
        kind: 'vip',
        status: 'held',
        position: null,
        gamerTag: 'Nova#1',
        amount: 2500,
        currency: 'INR',
        amountPaid: null,
        lobbyCode: null,
        liveSessionTitle: session.title,
      });
      const holdMs = Date.parse(hold.expiresAt!) - before;
      expect(holdMs).toBeGreaterThan(14.9 * 60_000);
      expect(holdMs).toBeLessThan(15.1 * 60_000);

      expect((await queue.hold(session.liveSessionId, fan))._id).toBe(hold._id);
      expect(
        await booking.send('booking.vipPlaceForCheckout', { userId: fan, entryId: hold._id }),
      ).toMatchObject({
        _id: hold._id,
        amount: 2500,
      });
      // A hold is not in line: nobody is counted as waiting yet.
      expect(await booking.send('booking.queueCounts', { liveSessionId: session.liveSessionId })).toEqual({
        vip: 0,
        regular: 0,
      });
    });

    it('refuses the streamer, unknown, ended and closed sessions, and bad gamer tags', async () => {
      const session = await queue.session();
      expect(await refusal(queue.hold(session.liveSessionId, session.streamerId))).toEqual({
        status: 403,
        message: BookingText.ownQueue,
      });
      expect(await refusal(queue.hold(newId()))).toEqual({
        status: 404,
        message: BookingText.liveSessionNotFound,
      });
      // The request's schema (the gateway's and booking's edge alike) refuses an id that is not one.
      expect(await refusal(queue.hold('not-a-session'))).toEqual({
        status: 400,
        message: BookingFieldText.liveSessionId,
      });
      expect(await refusal(queue.hold(session.liveSessionId, newId(), 'x'.repeat(51)))).toEqual({
        status: 400,
        message: BookingText.invalidGamerTag,
      });

      const ended = await queue.session();
      await queue.snapshot(ended, { status: 'ended' });
      expect(await refusal(queue.hold(ended.liveSessionId))).toEqual({
        status: 409,
        message: BookingText.queueClosed,
      });
      expect(await refusal(queue.regular(ended.liveSessionId))).toEqual({
        status: 409,
        message: BookingText.queueClosed,
      });

      const closed = await queue.session();
      await booking.send('booking.closeLiveQueue', {
        userId: closed.streamerId,
        liveSessionId: closed.liveSessionId,
      });
      expect(await refusal(queue.hold(closed.liveSessionId))).toEqual({
        status: 409,
        message: BookingText.queueClosed,
      });
    });

    it('takes a new hold once the old one ran out, releasing the old one to payments', async () => {
      const session = await queue.session();
      const fan = newId();
      const first = await queue.hold(session.liveSessionId, fan);
      await queue.expireHoldNow(first._id);
      expect(
        await refusal(booking.send('booking.vipPlaceForCheckout', { userId: fan, entryId: first._id })),
      ).toEqual({ status: 409, message: BookingText.vipHoldExpired });

      const second = await queue.hold(session.liveSessionId, fan);
      expect(second._id).not.toBe(first._id);
      expect(await queue.statusOf(first._id)).toBe('expired');
      expect(await releases(first._id)).toEqual([{ orderId: first._id, status: 'expired' }]);
    });

    it('shows a place for checkout only to its fan, and only while held', async () => {
      const session = await queue.session();
      const fan = newId();
      const hold = await queue.hold(session.liveSessionId, fan);
      expect(
        await refusal(booking.send('booking.vipPlaceForCheckout', { userId: newId(), entryId: hold._id })),
      ).toEqual({ status: 404, message: BookingText.queueEntryNotFound });
      const regular = await queue.regular(session.liveSessionId);
      expect(
        await refusal(
          booking.send('booking.vipPlaceForCheckout', { userId: regular._user_id, entryId: regular._id }),
        ),
      ).toEqual({ status: 404, message: BookingText.queueEntryNotFound });

      await queue.pay(hold._id);
      expect(
        await refusal(booking.send('booking.vipPlaceForCheckout', { userId: fan, entryId: hold._id })),
      ).toEqual({ status: 409, message: BookingText.vipPlaceNotPayable });
      expect(await refusal(queue.hold(session.liveSessionId, fan))).toEqual({
        status: 409,
        message: BookingText.alreadyVip,
      });
    });

    it('expires unpaid holds on the sweep and tells payments, leaving running holds alone', async () => {
      const session = await queue.session();
      const stale = await queue.hold(session.liveSessionId);
      const running = await queue.hold(session.liveSessionId);
      await queue.expireHoldNow(stale._id);
      expect(await booking.sweep()).toBeGreaterThanOrEqual(1);
      expect(await queue.statusOf(stale._id)).toBe('expired');
      expect(await queue.statusOf(running._id)).toBe('held');
      expect(await releases(stale._id)).toEqual([{ orderId: stale._id, status: 'expired' }]);
      expect(await releases(running._id)).toEqual([]);
      // Sweeping again releases nothing twice.
      await booking.sweep();
      expect(await releases(stale._id)).toHaveLength(1);
    });
  });

  describe("paying a VIP place (payments' payment-succeeded event)", () => {
    it('puts a paid place in line by when it was paid, once per payment', async () => {
      const session = await queue.session();
      const fan = newId();
      const hold = await queue.hold(session.liveSessionId, fan);
      const payment = await queue.pay(hold._id, { discount: 200, promoCode: 'VIP20' });
      const paid = await queue.entry(hold._id, fan);
      expect(paid).toMatchObject({
        status: 'waiting',
        position: 1,
        amount: VIP_PRICE,
        discount: 200,
        amountPaid: VIP_PRICE - 200,
        promoCode: 'VIP20',
        expiresAt: null,
      });
      const { rows } = await booking.db.query(
        `SELECT o.payment_ref, o.payment_provider, o.paid_at, e.waiting_since
         FROM queue_entries e JOIN orders o ON o.id = e.order_id WHERE e.id = $1`,
        [hold._id],
      );
      expect(rows[0]).toMatchObject({ payment_ref: payment.sessionId, payment_provider: 'sandbox' });
      expect(rows[0].waiting_since).toEqual(rows[0].paid_at);

      // The same event again (a redelivery) changes nothing.
      await queue.deliverPayment(payment);
      const again = await booking.db.query('SELECT updated_at FROM queue_entries WHERE id = $1', [hold._id]);
      await queue.deliverPayment(payment);
      expect(
        (await booking.db.query('SELECT updated_at FROM queue_entries WHERE id = $1', [hold._id])).rows,
      ).toEqual(again.rows);
      expect(await rejections(hold._id)).toEqual([]);
      expect(await booking.send('booking.queueCounts', { liveSessionId: session.liveSessionId })).toEqual({
        vip: 1,
        regular: 0,
      });
    });

    it('gives up a held place at once when its payment fails, so the fan can hold another; a paid place stays', async () => {
      const session = await queue.session();
      const fan = newId();
      const hold = await queue.hold(session.liveSessionId, fan);
      const consumer = booking.service.app.get(PaymentEventsConsumer);
      const failure = (holdId: string) =>
        consumer.releaseFailedHold({
          sessionId: newId(),
          holdKind: 'vip',
          holdId,
          userId: fan,
          reason: 'card declined',
        });

      await failure(hold._id);
      expect(await queue.statusOf(hold._id)).toBe('expired');
      expect(await releases(hold._id)).toEqual([{ orderId: hold._id, status: 'expired' }]);
      // The same event again releases nothing twice.
      await failure(hold._id);
      expect(await releases(hold._id)).toHaveLength(1);

      const again = await queue.hold(session.liveSessionId, fan);
      expect(again._id).not.toBe(hold._id);
      await queue.pay(again._id);
      await failure(again._id);
      expect(await queue.statusOf(again._id)).toBe('waiting');
      expect(await releases(again._id)).toEqual([]);
    });

    it('hands back a payment for an expired hold, a closed queue, another session or a wrong amount', async () => {
      const session = await queue.session();
      const expired = await queue.hold(session.liveSessionId);
      await queue.expireHoldNow(expired._id);
      await booking.sweep();
      const late = await queue.pay(expired._id);
      expect(await queue.statusOf(expired._id)).toBe('expired');
      expect(await rejections(expired._id)).toEqual([
        { orderId: expired._id, sessionId: late.sessionId, reason: BookingText.vipHoldExpired },
      ]);

      const paidTwice = await queue.hold(session.liveSessionId);
      await queue.pay(paidTwice._id);
      const other = await queue.pay(paidTwice._id);
      expect(await rejections(paidTwice._id)).toEqual([
        { orderId: paidTwice._id, sessionId: other.sessionId, reason: BookingText.orderPaidOtherwise },
      ]);

      const short = await queue.hold(session.liveSessionId);
      const cheap = await queue.pay(short._id, { amount: 1 });
      expect(await queue.statusOf(short._id)).toBe('held');
      expect(await rejections(short._id)).toEqual([
        { orderId: short._id, sessionId: cheap.sessionId, reason: BookingText.orderPaidOtherwise },
      ]);

      const ending = await queue.session();
      const unpaid = await queue.hold(ending.liveSessionId);
      await booking.send('booking.closeLiveQueue', {
        userId: ending.streamerId,
        liveSessionId: ending.liveSessionId,
      });
      const afterClose = await queue.pay(unpaid._id);
      expect(await queue.statusOf(unpaid._id)).toBe('expired');
      expect(await rejections(unpaid._id)).toEqual([
        { orderId: unpaid._id, sessionId: afterClose.sessionId, reason: BookingText.vipHoldExpired },
      ]);
    });

    it("replaces the fan's waiting regular place when their VIP place is paid", async () => {
      const session = await queue.session();
      const fan = newId();
      const ahead = await queue.regular(session.liveSessionId);
      const regular = await queue.regular(session.liveSessionId, fan);
      expect(regular.position).toBe(2);
      const hold = await queue.hold(session.liveSessionId, fan);
      // While the hold runs, the regular place still stands.
      expect(
        (await booking.send('booking.checkVip', { userId: fan, liveSessionId: session.liveSessionId })).entry,
      ).toMatchObject({ _id: regular._id, status: 'waiting' });

      await queue.pay(hold._id);
      expect(await queue.statusOf(regular._id)).toBe('left');
      expect(
        await booking.send('booking.checkVip', { userId: fan, liveSessionId: session.liveSessionId }),
      ).toEqual({
        isVip: true,
        entry: expect.objectContaining({ _id: hold._id, kind: 'vip', status: 'waiting', position: 1 }),
      });
      expect(await positions(session.liveSessionId, 'regular')).toEqual([[ahead._user_id, 2]]);
    });

    it('refuses a VIP payment for a fan already playing with a regular place', async () => {
      const session = await queue.session();
      const fan = newId();
      await queue.regular(session.liveSessionId, fan);
      const hold = await queue.hold(session.liveSessionId, fan);
      await booking.send('booking.callNext', {
        userId: session.streamerId,
        liveSessionId: session.liveSessionId,
      });
      expect(await refusal(queue.hold(session.liveSessionId, fan))).toEqual({
        status: 409,
        message: BookingText.alreadyInQueue,
      });
      const payment = await queue.pay(hold._id);
      expect(await queue.statusOf(hold._id)).toBe('held');
      expect(await rejections(hold._id)).toEqual([
        { orderId: hold._id, sessionId: payment.sessionId, reason: BookingText.alreadyInQueue },
      ]);
    });
  });

  describe('the regular queue and serving order', () => {
    it('serves VIP fans before regular ones, each by when they started waiting', async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      const regularFirst = await queue.regular(id);
      const lateHold = await queue.hold(id);
      const earlyHold = await queue.hold(id);
      const regularSecond = await queue.regular(id);
      // Paid in the other order than held: the place in line follows the payment.
      await queue.pay(earlyHold._id);
      await queue.pay(lateHold._id);

      expect(await positions(id, 'vip')).toEqual([
        [earlyHold._user_id, 1],
        [lateHold._user_id, 2],
      ]);
      expect(await positions(id, 'regular')).toEqual([
        [regularFirst._user_id, 3],
        [regularSecond._user_id, 4],
      ]);
      expect((await queue.entry(regularFirst._id, regularFirst._user_id)).position).toBe(3);
      expect(await booking.send('booking.queueCounts', { liveSessionId: id })).toEqual({
        vip: 2,
        regular: 2,
      });
    });

    it('joins once per fan: joining again answers the same place; a VIP fan cannot join regular', async () => {
      const session = await queue.session();
      const fan = newId();
      const first = await booking.send('booking.joinRegular', {
        userId: fan,
        liveSessionId: session.liveSessionId,
        gamerTag: 'Blaze',
      });
      expect(first).toMatchObject({
        message: BookingText.joinedQueue,
        entry: { kind: 'regular', status: 'waiting', position: 1, gamerTag: 'Blaze', amount: null },
      });
      const again = await booking.send('booking.joinRegular', {
        userId: fan,
        liveSessionId: session.liveSessionId,
      });
      expect(again).toMatchObject({ message: BookingText.alreadyInQueue, entry: { _id: first.entry._id } });

      const vip = await queue.vip(session.liveSessionId);
      expect(await refusal(queue.regular(session.liveSessionId, vip._user_id))).toEqual({
        status: 409,
        message: BookingText.alreadyVip,
      });
      expect(await refusal(queue.regular(session.liveSessionId, session.streamerId))).toEqual({
        status: 403,
        message: BookingText.ownQueue,
      });
    });

    it('lets a waiting regular fan leave, and nobody else', async () => {
      const session = await queue.session();
      const fan = newId();
      const place = await queue.regular(session.liveSessionId, fan);
      const behind = await queue.regular(session.liveSessionId);
      const vip = await queue.vip(session.liveSessionId);

      expect(
        await refusal(booking.send('booking.leaveRegularQueue', { userId: newId(), entryId: place._id })),
      ).toEqual({ status: 404, message: BookingText.queueEntryNotFound });
      expect(
        await refusal(booking.send('booking.leaveRegularQueue', { userId: vip._user_id, entryId: vip._id })),
      ).toEqual({ status: 409, message: BookingText.onlyWaitingCanLeave });

      expect(await booking.send('booking.leaveRegularQueue', { userId: fan, entryId: place._id })).toEqual({
        message: BookingText.leftQueue,
      });
      expect(await queue.statusOf(place._id)).toBe('left');
      expect(await positions(session.liveSessionId, 'regular')).toEqual([[behind._user_id, 2]]);
      expect(
        await refusal(booking.send('booking.leaveRegularQueue', { userId: fan, entryId: place._id })),
      ).toEqual({
        status: 409,
        message: BookingText.onlyWaitingCanLeave,
      });
      // Having left, the fan may join again, at the end.
      expect((await queue.regular(session.liveSessionId, fan)).position).toBe(3);
    });
  });

  describe('at the same moment', () => {
    it('gives concurrent joins distinct places 1..n', async () => {
      const session = await queue.session();
      const fans = Array.from({ length: 12 }, () => newId());
      const joined = await Promise.all(fans.map((fan) => queue.regular(session.liveSessionId, fan)));
      expect(joined.map((entry) => entry.position).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 12 }, (_, index) => index + 1),
      );
      const listed = (
        await booking.send('booking.waitingQueue', {
          liveSessionId: session.liveSessionId,
          kind: 'regular',
          limit: 15,
        })
      ).data;
      expect(listed.map((entry) => entry.position)).toEqual(
        Array.from({ length: 12 }, (_, index) => index + 1),
      );
      expect(new Set((await positions(session.liveSessionId, 'regular')).map(([fan]) => fan))).toEqual(
        new Set(fans),
      );
    });

    it('gives one fan racing themself one place and one hold', async () => {
      const session = await queue.session();
      const fan = newId();
      const joins = await Promise.all(
        Array.from({ length: 6 }, () => queue.regular(session.liveSessionId, fan)),
      );
      expect(new Set(joins.map((entry) => entry._id)).size).toBe(1);
      const holds = await Promise.all(
        Array.from({ length: 6 }, () => queue.hold(session.liveSessionId, fan)),
      );
      expect(new Set(holds.map((entry) => entry._id)).size).toBe(1);
      const { rows } = await booking.db.query(
        `SELECT kind, status FROM queue_entries WHERE live_session_id = $1 AND user_id = $2 ORDER BY kind`,
        [session.liveSessionId, fan],
      );
      expect(rows).toEqual([
        { kind: 'regular', status: 'waiting' },
        { kind: 'vip', status: 'held' },
      ]);
    });

    it('pays a VIP place once when the same payment arrives twice at once', async () => {
      const session = await queue.session();
      const hold = await queue.hold(session.liveSessionId);
      const payment = await queue.paymentFor(hold._id);
      await Promise.all([queue.deliverPayment(payment), queue.deliverPayment(payment)]);
      expect(await queue.statusOf(hold._id)).toBe('waiting');
      expect(await rejections(hold._id)).toEqual([]);
    });
  });

  it('refuses malformed requests', async () => {
    const session = await queue.session();
    expect(
      await refusal(
        booking.send('booking.holdVipPlace', { userId: 'nobody', liveSessionId: session.liveSessionId }),
      ),
    ).toEqual({ status: 400, message: ErrorText.badRequest });
    expect(
      await refusal(
        booking.send('booking.joinRegular', {
          userId: newId(),
          liveSessionId: session.liveSessionId,
          gamerTag: 42 as unknown as string,
        }),
      ),
    ).toEqual({ status: 400, message: BookingText.invalidGamerTag });
    expect(
      await refusal(booking.send('booking.leaveRegularQueue', { userId: newId(), entryId: 'nope' })),
    ).toEqual({ status: 400, message: ErrorText.badRequest });
  });
});
