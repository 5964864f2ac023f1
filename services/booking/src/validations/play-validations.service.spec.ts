import {
  BookingEventSubjects,
  BookingFieldText,
  PageSizes,
  PlayValidationText,
  type PlayValidationInput,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { BookingHarness } from '../test/booking-fixtures';
import { QueueFixtures } from '../test/queue-fixtures';

const DAY_MS = 86_400_000;

describe('booking: played validations (staff mark paid orders played or not played)', () => {
  const booking = new BookingHarness();
  const queues = new QueueFixtures(booking);
  const staffId = newId();

  beforeAll(async () => {
    await booking.start();
    await booking.person(staffId, 'finance_staff', 'Finance Staff');
  }, 30_000);
  afterAll(() => booking.stop());

  const list = (streamerId: string, filter: Record<string, unknown> = {}) =>
    booking.send('booking.playValidationOrders', { userId: staffId, streamerId, ...filter });
  const save = (streamerId: string, validations: PlayValidationInput[], userId = staffId) =>
    booking.send('booking.savePlayValidations', { userId, streamerId, validations });
  const playOf = async (orderId: string) =>
    (
      await booking.db.query(
        'SELECT play_status, validated_by, validated_at, updated_at FROM orders WHERE id = $1',
        [orderId],
      )
    ).rows[0];
  const validatedEvents = (orderId: string) =>
    booking.outboxEvents(BookingEventSubjects.orderPlayValidated, orderId);
  /** A streamer with a slot of five seats; `paid()` books and pays one seat on it. */
  const streamerWithSlot = async () => {
    const streamerId = newId();
    const slot = await booking.slot({ streamerId, seats: 5 });
    const held = () => booking.order(slot._id);
    const paid = async () => booking.markPaid((await held())._id);
    return { streamerId, slot, held, paid };
  };
  const setUpdatedAt = (orderId: string, daysAgo: number) =>
    booking.db.query(
      `UPDATE orders SET updated_at = now() - make_interval(secs => $2::float8) WHERE id = $1`,
      [orderId, daysAgo * 86_400],
    );

  it('marks paid orders played or not played, keeps who and when, and records one event per change', async () => {
    const { streamerId, paid } = await streamerWithSlot();
    const [first, second] = [await paid(), await paid()];

    const answer = await save(streamerId, [
      { orderId: first._id, played: true },
      { orderId: second._id, played: false },
    ]);
    expect(answer).toMatchObject({ message: PlayValidationText.saved, changed: 2 });
    expect(answer.orders.map((order) => [order._id, order.playStatus, order.validatedByUsername])).toEqual([
      [first._id, 'played', 'finance_staff'],
      [second._id, 'not_played', 'finance_staff'],
    ]);
    const row = await playOf(first._id);
    expect(row).toMatchObject({ play_status: 'played', validated_by: staffId });
    expect(row.validated_at).toBeInstanceOf(Date);

    expect(await validatedEvents(first._id)).toEqual([
      {
        orderId: first._id,
        streamerId,
        played: true,
        validatedBy: staffId,
        validatedAt: row.validated_at.toISOString(),
      },
    ]);
    expect(await validatedEvents(second._id)).toEqual([expect.objectContaining({ played: false })]);
  });

  it('records nothing when the same value is saved again, and a new event when staff change their mind', async () => {
    const { streamerId, paid } = await streamerWithSlot();
    const order = await paid();
    await save(streamerId, [{ orderId: order._id, played: true }]);
    const before = await playOf(order._id);

    const again = await save(streamerId, [{ orderId: order._id, played: true }]);
    expect(again.changed).toBe(0);
    expect(again.orders[0].playStatus).toBe('played');
    expect(await playOf(order._id)).toEqual(before);
    expect(await validatedEvents(order._id)).toHaveLength(1);

    const otherStaff = newId();
    await save(streamerId, [{ orderId: order._id, played: false }], otherStaff);
    expect(await playOf(order._id)).toMatchObject({ play_status: 'not_played', validated_by: otherStaff });
    expect((await validatedEvents(order._id)).map((event) => [event.played, event.validatedBy])).toEqual([
      [true, staffId],
      [false, otherStaff],
    ]);
  });

  it('refunds a not-played order in full the way it was paid, through order-refund-due, and keeps it refunded', async () => {
    const { streamerId, slot, held } = await streamerWithSlot();
    const waiting = await held();
    // ₹500 less a ₹120 promo: the fan paid 380 (minor units), all of which goes back.
    const order = await booking.markPaid(waiting._id, `pay_${waiting._id}`, {
      discount: 120,
      promoCode: 'TWENTY',
    });
    const paid = order.amountPaid!;
    expect(paid).toBe(order.amount - 120);
    const seatsBefore = await booking.seatsTaken(slot._id);

    const { orders } = await save(streamerId, [{ orderId: order._id, played: false }]);
    expect(orders[0]).toMatchObject({
      playStatus: 'not_played',
      status: 'refunded',
      refundAmount: paid,
      refundTo: 'card',
      validatable: false,
    });
    expect(await booking.outboxEvents(BookingEventSubjects.orderRefundDue, order._id)).toEqual([
      expect.objectContaining({
        orderId: order._id,
        amount: paid,
        amountPaid: paid,
        refundTo: 'card',
        reason: 'not-played',
        streamerId,
      }),
    ]);
    expect(await booking.seatsTaken(slot._id)).toBe(seatsBefore - 1);

    // The money went back: no later mark can make it played again, and nothing more is refunded.
    expect(await refusal(save(streamerId, [{ orderId: order._id, played: true }]))).toEqual({
      status: 409,
      message: PlayValidationText.notValidatable,
    });
    expect(await booking.outboxEvents(BookingEventSubjects.orderRefundDue, order._id)).toHaveLength(1);
  });

  it('refunds a served (completed) VIP place found not played', async () => {
    const session = await queues.session();
    const place = await queues.hold(session.liveSessionId);
    await queues.pay(place._id);
    await booking.db.query(`UPDATE orders SET status = 'completed' WHERE id = $1`, [place._id]);

    const { orders } = await save(session.streamerId, [{ orderId: place._id, played: false }]);
    expect(orders[0]).toMatchObject({ kind: 'vip', status: 'refunded', refundTo: 'card' });
    const [due] = await booking.outboxEvents(BookingEventSubjects.orderRefundDue, place._id);
    expect(due).toMatchObject({ reason: 'not-played', refundTo: 'card' });
    expect(due.amount).toBe(orders[0].amountPaid);
  });

  it('validates a paid VIP place like a slot order', async () => {
    const session = await queues.session();
    const place = await queues.hold(session.liveSessionId);
    await queues.pay(place._id);

    const { orders } = await save(session.streamerId, [{ orderId: place._id, played: true }]);
    expect(orders[0]).toMatchObject({ kind: 'vip', playStatus: 'played', product_title: session.title });
    expect(await validatedEvents(place._id)).toHaveLength(1);
  });

  it('refuses held, cancelled, expired and refunded orders, and then saves nothing of the batch', async () => {
    const { streamerId, slot, held, paid } = await streamerWithSlot();
    const good = await paid();
    const waiting = await held();
    const cancelled = await held();
    await booking.send('booking.cancelOrder', { userId: cancelled._user_id, orderId: cancelled._id });
    const lapsed = await held();
    await booking.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      lapsed._id,
    ]);
    await booking.sweep();
    const refunded = await paid();
    await booking.send('booking.removeUserFromSlot', {
      userId: streamerId,
      slotId: slot._id,
      bookedUserId: refunded._user_id,
    });
    const statuses = await booking.db.query('SELECT id, status FROM orders WHERE id = ANY($1)', [
      [waiting._id, cancelled._id, lapsed._id, refunded._id],
    ]);
    expect(Object.fromEntries(statuses.rows.map((row) => [row.id, row.status]))).toEqual({
      [waiting._id]: 'held',
      [cancelled._id]: 'cancelled',
      [lapsed._id]: 'expired',
      [refunded._id]: 'refunded',
    });

    for (const orderId of [waiting._id, cancelled._id, lapsed._id, refunded._id]) {
      const batch = [
        { orderId: good._id, played: true },
        { orderId, played: true },
      ];
      expect(await refusal(save(streamerId, batch))).toEqual({
        status: 409,
        message: PlayValidationText.notValidatable,
      });
    }

    expect((await playOf(good._id)).play_status).toBe('unvalidated');
    expect(await validatedEvents(good._id)).toEqual([]);
  });

  it("refuses another streamer's order or an unknown one (404), a repeated order or an empty batch (400), saving nothing", async () => {
    const mine = await streamerWithSlot();
    const theirs = await streamerWithSlot();
    const order = await mine.paid();
    const other = await theirs.paid();
    const notFound = { status: 404, message: PlayValidationText.notStreamersOrder };

    expect(
      await refusal(
        save(mine.streamerId, [
          { orderId: order._id, played: true },
          { orderId: other._id, played: true },
        ]),
      ),
    ).toEqual(notFound);
    expect(await refusal(save(mine.streamerId, [{ orderId: newId(), played: false }]))).toEqual(notFound);
    expect(
      await refusal(
        save(mine.streamerId, [
          { orderId: order._id, played: true },
          { orderId: order._id, played: false },
        ]),
      ),
    ).toEqual({ status: 400, message: PlayValidationText.duplicateOrder });
    expect(await refusal(save(mine.streamerId, []))).toEqual({
      status: 400,
      message: PlayValidationText.validationsRequired,
    });
    expect(await refusal(save(mine.streamerId, [{ orderId: 'not-a-uuid', played: true }]))).toEqual({
      status: 400,
      message: BookingFieldText.orderId,
    });

    expect((await playOf(order._id)).play_status).toBe('unvalidated');
    expect((await playOf(other._id)).play_status).toBe('unvalidated');
  });

  it('lists paid orders changed in the last 25 days by default, most recently changed first, ten to a page', async () => {
    const { streamerId, held, paid } = await streamerWithSlot();
    const secondSlot = await booking.slot({ streamerId, seats: 10 });
    const orders = [await paid(), await paid(), await paid()];
    for (let i = 0; i < 9; i += 1)
      orders.push(await booking.markPaid((await booking.order(secondSlot._id))._id));
    await held();
    // Oldest change first: orders[0] changed 24 days ago, then each one a little later.
    await Promise.all(orders.map((order, index) => setUpdatedAt(order._id, 24 - index)));
    const old = await paid();
    await setUpdatedAt(old._id, 26);

    const first = await list(streamerId);
    expect(first).toMatchObject({ page: 1, limit: PageSizes.admin, total: 12, totalPages: 2 });
    expect(Date.parse(first.to) - Date.parse(first.from)).toBe(25 * DAY_MS);
    expect(Math.abs(Date.parse(first.to) - Date.now())).toBeLessThan(60_000);
    const newestFirst = [...orders].reverse().map((order) => order._id);
    expect(first.data.map((order) => order._id)).toEqual(newestFirst.slice(0, 10));
    expect(first.data.every((order) => order.playStatus === 'unvalidated' && order.validatable)).toBe(true);
    expect((await list(streamerId, { page: 2 })).data.map((order) => order._id)).toEqual(
      newestFirst.slice(10),
    );

    const oldestFirst = await list(streamerId, { sort: 'updated_asc', limit: 3 });
    expect(oldestFirst.data.map((order) => order._id)).toEqual(orders.slice(0, 3).map((order) => order._id));

    const from = new Date(Date.now() - 30 * DAY_MS).toISOString();
    const to = new Date(Date.now() - 19.5 * DAY_MS).toISOString();
    const ranged = await list(streamerId, { from, to, limit: 20 });
    expect(ranged).toMatchObject({ from, to });
    expect(ranged.data.map((order) => order._id)).toEqual([
      orders[4]._id,
      orders[3]._id,
      orders[2]._id,
      orders[1]._id,
      orders[0]._id,
      old._id,
    ]);
  });

  it('filters by play status, moves a validated order to the top, and lists a refunded order as not validatable', async () => {
    const { streamerId, slot, paid } = await streamerWithSlot();
    const [a, b, c] = [await paid(), await paid(), await paid()];
    await Promise.all([a, b, c].map((order, index) => setUpdatedAt(order._id, 3 - index)));
    await save(streamerId, [{ orderId: a._id, played: true }]);
    await booking.send('booking.removeUserFromSlot', {
      userId: streamerId,
      slotId: slot._id,
      bookedUserId: c._user_id,
    });

    const all = await list(streamerId);
    expect(all.data.map((order) => [order._id, order.status, order.playStatus, order.validatable])).toEqual([
      [c._id, 'refunded', 'unvalidated', false],
      [a._id, 'paid', 'played', true],
      [b._id, 'paid', 'unvalidated', true],
    ]);
    expect((await list(streamerId, { playStatus: 'played' })).data.map((order) => order._id)).toEqual([
      a._id,
    ]);
    expect((await list(streamerId, { playStatus: 'unvalidated' })).data.map((order) => order._id)).toEqual([
      c._id,
      b._id,
    ]);
  });

  it('refuses a range that ends before it starts, a date it cannot read, and an unknown sort or play status', async () => {
    const streamerId = newId();
    const now = Date.now();
    expect(
      await refusal(
        list(streamerId, { from: new Date(now).toISOString(), to: new Date(now - DAY_MS).toISOString() }),
      ),
    ).toEqual({ status: 400, message: PlayValidationText.invalidRange });
    for (const from of ['yesterday', '0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z']) {
      expect(await refusal(list(streamerId, { from }))).toEqual({
        status: 400,
        message: PlayValidationText.invalidDate,
      });
    }
    expect(await refusal(list(streamerId, { sort: 'created_desc' }))).toEqual({
      status: 400,
      message: PlayValidationText.invalidSort,
    });
    expect(await refusal(list(streamerId, { playStatus: 'maybe' }))).toEqual({
      status: 400,
      message: PlayValidationText.invalidPlayStatus,
    });
  });
});
