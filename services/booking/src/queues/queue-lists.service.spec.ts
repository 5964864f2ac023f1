import {
  BookingText,
  DomainEventSchemas,
  ErrorText,
  LiveEventSubjects,
  PageSizes,
  type LiveSessionChangedEvent,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { BookingHarness } from '../test/booking-fixtures';
import { QueueFixtures, VIP_PRICE } from '../test/queue-fixtures';

describe('booking: reading live queues', () => {
  const booking = new BookingHarness();
  const queue = new QueueFixtures(booking);

  beforeAll(() => booking.start(), 30_000);
  afterAll(() => booking.stop());

  describe("live's sessions as booking knows them", () => {
    it('answers the VIP price and whether the queue is open, keeping the newest snapshot', async () => {
      const session = await queue.session({ price: 49_900, currency: 'INR', title: 'Late night ranked' });
      expect(
        await booking.send('booking.liveQueueSession', { liveSessionId: session.liveSessionId }),
      ).toEqual({
        _live_session_id: session.liveSessionId,
        _influencer_id: session.streamerId,
        title: 'Late night ranked',
        price: 49_900,
        currency: 'INR',
        open: true,
      });
      await queue.snapshot(session, { price: 59_900 }, 10);
      await queue.snapshot(session, { price: 1_000, status: 'ended' }, -10);
      expect(
        await booking.send('booking.liveQueueSession', { liveSessionId: session.liveSessionId }),
      ).toMatchObject({ price: 59_900, open: true });
      // A hold keeps the price it was taken at.
      const hold = await queue.hold(session.liveSessionId);
      await queue.snapshot(session, { price: 69_900 }, 20);
      expect((await queue.entry(hold._id, hold._user_id)).amount).toBe(59_900);

      expect(await refusal(booking.send('booking.liveQueueSession', { liveSessionId: newId() }))).toEqual({
        status: 404,
        message: BookingText.liveSessionNotFound,
      });
    });

    it('is never handed a malformed snapshot: its schema refuses each (the bus parks it)', () => {
      const valid: LiveSessionChangedEvent = {
        liveSessionId: newId(),
        streamerId: newId(),
        title: 'Valid',
        price: 500,
        currency: 'USD',
        status: 'live',
        version: new Date().toISOString(),
      };
      const malformed: unknown[] = [
        null,
        { ...valid, liveSessionId: 'nope' },
        { ...valid, streamerId: undefined },
        { ...valid, price: 0 },
        { ...valid, price: 9.5 },
        { ...valid, currency: 'EUR' },
        { ...valid, status: 'paused' },
        { ...valid, version: 'later' },
        { ...valid, title: 7 },
      ];
      const sessions = DomainEventSchemas[LiveEventSubjects.liveSessionChanged];
      expect(sessions.safeParse(valid).success).toBe(true);
      for (const event of malformed) expect(sessions.safeParse(event).success).toBe(false);
    });
  });

  describe('public lists', () => {
    it('pages the waiting fans of one kind, 10 by default and at most 15, in serving order', async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      for (let index = 0; index < 17; index += 1) await queue.regular(id);
      await queue.vip(id);
      await queue.vip(id);

      const first = await booking.send('booking.waitingQueue', { liveSessionId: id, kind: 'regular' });
      expect(first).toMatchObject({ page: 1, limit: PageSizes.queues, total: 17, totalPages: 2 });
      expect(first.data.map((entry) => entry.position)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      const large = await booking.send('booking.waitingQueue', {
        liveSessionId: id,
        kind: 'regular',
        limit: 50,
      });
      expect(large).toMatchObject({ limit: PageSizes.queuesLarge, totalPages: 2 });
      expect(large.data).toHaveLength(15);
      const second = await booking.send('booking.waitingQueue', {
        liveSessionId: id,
        kind: 'regular',
        page: 2,
        limit: 15,
      });
      expect(second.data.map((entry) => entry.position)).toEqual([18, 19]);

      const vips = await booking.send('booking.waitingQueue', { liveSessionId: id, kind: 'vip' });
      expect(vips).toMatchObject({ total: 2 });
      expect(vips.data.map((entry) => [entry.kind, entry.position])).toEqual([
        ['vip', 1],
        ['vip', 2],
      ]);
      expect(Object.keys(vips.data[0]).sort()).toEqual(['isYou', 'kind', 'name', 'position']);
      expect(
        await refusal(booking.send('booking.waitingQueue', { liveSessionId: id, kind: 'gold' as 'vip' })),
      ).toEqual({ status: 400, message: ErrorText.badRequest });
      expect(
        await refusal(booking.send('booking.waitingQueue', { liveSessionId: newId(), kind: 'vip' })),
      ).toEqual({
        status: 404,
        message: BookingText.liveSessionNotFound,
      });
    });

    it('shows anyone the counts, who plays now and the next fans by display name only, and marks the viewer', async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      const names = ['ace', 'blitz', 'comet'];
      const fans = names.map(() => newId());
      for (const [index, fan] of fans.entries())
        await booking.person(fan, names[index], index === 2 ? '' : names[index].toUpperCase());
      const vip = await queue.vip(id, fans[0]);
      const blitz = await queue.regular(id, fans[1], 'Secret#Tag');
      await queue.regular(id, fans[2]);
      await booking.send('booking.moveQueueEntry', {
        userId: session.streamerId,
        entryId: vip._id,
        to: 'playing_next',
      });

      const seenByVisitor = await booking.send('booking.publicQueue', { liveSessionId: id });
      expect(seenByVisitor).toEqual({
        _live_session_id: id,
        open: true,
        counts: { vip: 0, regular: 2 },
        playingNext: [{ name: 'ACE', kind: 'vip', isYou: false }],
        inGame: [],
        upNext: [
          { name: 'BLITZ', kind: 'regular', isYou: false, position: 1 },
          // A fan without a full name shows their username.
          { name: 'comet', kind: 'regular', isYou: false, position: 2 },
        ],
      });
      const seenByBlitz = await booking.send('booking.publicQueue', { liveSessionId: id, viewerId: fans[1] });
      expect(seenByBlitz.upNext.map((place) => place.isYou)).toEqual([true, false]);
      expect(seenByBlitz.playingNext[0].isYou).toBe(false);
      const regulars = await booking.send('booking.waitingQueue', {
        liveSessionId: id,
        kind: 'regular',
        viewerId: fans[1],
      });
      expect(regulars.data).toEqual([
        { name: 'BLITZ', kind: 'regular', isYou: true, position: 1 },
        { name: 'comet', kind: 'regular', isYou: false, position: 2 },
      ]);
      for (const answer of [seenByVisitor, seenByBlitz, regulars]) {
        const text = JSON.stringify(answer);
        for (const secret of [...fans, vip._id, blitz._id, 'Secret#Tag', session.streamerId])
          expect(text).not.toContain(secret);
      }
    });
  });

  describe("a fan's places", () => {
    it('lists the places that still count, and every place taken with the sessions joined', async () => {
      const fan = newId();
      const first = await queue.session();
      const second = await queue.session();
      const third = await queue.session();
      const regular = await queue.regular(first.liveSessionId, fan);
      const vip = await queue.vip(second.liveSessionId, fan);
      const hold = await queue.hold(third.liveSessionId, fan);
      const stale = await queue.hold(first.liveSessionId, fan);
      await queue.expireHoldNow(stale._id);

      const active = await booking.send('booking.queuesByUser', { userId: fan });
      expect(active.map((entry) => entry._id)).toEqual([hold._id, vip._id, regular._id]);
      expect(active.find((entry) => entry._id === vip._id)).toMatchObject({
        amountPaid: VIP_PRICE,
        position: 1,
        liveSessionTitle: second.title,
      });

      await booking.send('booking.leaveRegularQueue', { userId: fan, entryId: regular._id });
      await queue.regular(first.liveSessionId, fan);
      const joined = await booking.send('booking.queuesJoined', { userId: fan });
      expect(joined).toMatchObject({ page: 1, limit: PageSizes.queues, total: 3, totalSessions: 2 });
      expect(joined.data.map((entry) => entry.status)).toEqual(['waiting', 'waiting', 'left']);
      const small = await booking.send('booking.queuesJoined', { userId: fan, page: 2, limit: 2 });
      expect(small).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2, totalSessions: 2 });
      expect(small.data.map((entry) => entry._id)).toEqual([regular._id]);

      expect(await booking.send('booking.queuesByUser', { userId: newId() })).toEqual([]);
    });

    it('checks whether the caller holds a paid VIP place in a session', async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      const fan = newId();
      expect(await booking.send('booking.checkVip', { userId: fan, liveSessionId: id })).toEqual({
        isVip: false,
        entry: null,
      });
      const hold = await queue.hold(id, fan);
      expect(await booking.send('booking.checkVip', { userId: fan, liveSessionId: id })).toEqual({
        isVip: false,
        entry: expect.objectContaining({ _id: hold._id, status: 'held' }),
      });
      await queue.pay(hold._id);
      expect(await booking.send('booking.checkVip', { userId: fan, liveSessionId: id })).toEqual({
        isVip: true,
        entry: expect.objectContaining({ _id: hold._id, status: 'waiting' }),
      });
      const other = await queue.regular(id);
      expect(
        await booking.send('booking.checkVip', { userId: other._user_id, liveSessionId: id }),
      ).toMatchObject({
        isVip: false,
        entry: { _id: other._id, kind: 'regular' },
      });
    });

    it('shows one place to its fan and the streamer, and to nobody else', async () => {
      const session = await queue.session();
      const vip = await queue.vip(session.liveSessionId);
      expect(await queue.entry(vip._id, session.streamerId)).toMatchObject({
        _id: vip._id,
        amountPaid: VIP_PRICE,
      });
      expect(await refusal(queue.entry(vip._id, newId()))).toEqual({
        status: 404,
        message: BookingText.queueEntryNotFound,
      });
    });
  });

  describe('counts', () => {
    it("counts a session's waiting fans by kind, and a streamer's running session (zeros when not live)", async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      await queue.vip(id);
      await queue.regular(id);
      await queue.regular(id);
      await queue.hold(id);
      expect(await booking.send('booking.queueCounts', { liveSessionId: id })).toEqual({
        vip: 1,
        regular: 2,
      });
      expect(await booking.send('booking.streamerQueueCounts', { streamerId: session.streamerId })).toEqual({
        _live_session_id: id,
        vip: 1,
        regular: 2,
      });
      expect(await booking.send('booking.streamerQueueCounts', { streamerId: newId() })).toEqual({
        _live_session_id: null,
        vip: 0,
        regular: 0,
      });
      await queue.snapshot(session, { status: 'ended' });
      expect(await booking.send('booking.streamerQueueCounts', { streamerId: session.streamerId })).toEqual({
        _live_session_id: null,
        vip: 0,
        regular: 0,
      });
      expect(await refusal(booking.send('booking.queueCounts', { liveSessionId: newId() }))).toEqual({
        status: 404,
        message: BookingText.liveSessionNotFound,
      });
    });
  });
});
