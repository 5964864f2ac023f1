import {
  BookingEventSubjects,
  BookingText,
  liveSessionRoom,
  LiveText,
  streamerRoom,
  type RealtimePush,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { BookingHarness } from '../test/booking-fixtures';
import { PushRecorder, QueueFixtures, VIP_PRICE } from '../test/queue-fixtures';

describe("booking: the streamer's side of a live queue", () => {
  const booking = new BookingHarness();
  const queue = new QueueFixtures(booking);
  const pushes = new PushRecorder();

  beforeAll(async () => {
    await booking.start();
    await pushes.start(booking.nats.url);
  }, 30_000);
  afterAll(async () => {
    await pushes.stop();
    await booking.stop();
  });

  const move = (streamerId: string, entryId: string, to: 'playing_next' | 'in_game' | 'done') =>
    booking.send('booking.moveQueueEntry', { userId: streamerId, entryId, to });
  const lobbyCode = (userId: string, liveSessionId: string) =>
    booking.send('booking.liveLobbyCode', { userId, liveSessionId });
  const setLobbyCode = (streamerId: string, liveSessionId: string, code: string) =>
    booking.send('booking.setLiveLobbyCode', { userId: streamerId, liveSessionId, lobbyCode: code });
  const close = (streamerId: string, liveSessionId: string) =>
    booking.send('booking.closeLiveQueue', { userId: streamerId, liveSessionId });
  const callNext = (streamerId: string, liveSessionId: string) =>
    booking.send('booking.callNext', { userId: streamerId, liveSessionId });
  /** The queue events booking recorded about one place, in order. */
  const queueEvents = async (subject: string, entryId: string) => {
    const { rows } = await booking.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 AND payload->>'entryId' = $2 ORDER BY created_at, id`,
      [subject, entryId],
    );
    return rows.map((row) => row.payload);
  };

  describe('calling fans', () => {
    it('serves VIP fans first: a regular fan cannot be called while a VIP fan waits', async () => {
      const session = await queue.session();
      const streamer = session.streamerId;
      const regular = await queue.regular(session.liveSessionId);
      const vip = await queue.vip(session.liveSessionId);

      expect(await refusal(move(streamer, regular._id, 'playing_next'))).toEqual({
        status: 409,
        message: BookingText.vipServedFirst,
      });
      expect(await move(streamer, vip._id, 'playing_next')).toMatchObject({
        message: BookingText.queueEntryMoved,
        entry: { _id: vip._id, status: 'playing_next', position: null },
      });
      // With no VIP fan waiting any more, the regular fan can be called, and moves on step by step.
      expect((await move(streamer, regular._id, 'playing_next')).entry.status).toBe('playing_next');
      expect(await refusal(move(streamer, regular._id, 'playing_next'))).toEqual({
        status: 409,
        message: BookingText.queueMoveNotAllowed,
      });
      expect((await move(streamer, regular._id, 'in_game')).entry.status).toBe('in_game');
      expect((await move(streamer, regular._id, 'done')).entry.status).toBe('done');
      expect(await refusal(move(streamer, regular._id, 'in_game'))).toEqual({
        status: 409,
        message: BookingText.queueMoveNotAllowed,
      });
    });

    it("completes a served VIP place's order, and only a served one", async () => {
      const session = await queue.session();
      const streamer = session.streamerId;
      const served = await queue.vip(session.liveSessionId);
      const waiting = await queue.vip(session.liveSessionId);
      const statusOf = async (orderId: string) =>
        (await booking.db.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0]?.status;

      await move(streamer, served._id, 'playing_next');
      await move(streamer, served._id, 'in_game');
      expect(await statusOf(served._id)).toBe('paid');
      await move(streamer, served._id, 'done');
      expect([await statusOf(served._id), await statusOf(waiting._id)]).toEqual(['completed', 'paid']);
    });

    it("never skips playing next, and moves only places of the streamer's own session", async () => {
      const session = await queue.session();
      const waiting = await queue.regular(session.liveSessionId);
      expect(await refusal(move(session.streamerId, waiting._id, 'in_game'))).toEqual({
        status: 409,
        message: BookingText.queueMoveNotAllowed,
      });
      expect(await refusal(move(newId(), waiting._id, 'playing_next'))).toEqual({
        status: 403,
        message: BookingText.notYourQueue,
      });
      expect(await refusal(move(session.streamerId, newId(), 'done'))).toEqual({
        status: 404,
        message: BookingText.queueEntryNotFound,
      });
      expect(
        await refusal(
          booking.send('booking.moveQueueEntry', {
            userId: session.streamerId,
            entryId: waiting._id,
            to: 'waiting' as 'done',
          }),
        ),
      ).toEqual({ status: 400, message: BookingText.queueMoveNotAllowed });
      const hold = await queue.hold(session.liveSessionId);
      expect(await refusal(move(session.streamerId, hold._id, 'playing_next'))).toEqual({
        status: 409,
        message: BookingText.queueMoveNotAllowed,
      });
      // Skipping a waiting fan straight to done is the streamer's call.
      expect((await move(session.streamerId, waiting._id, 'done')).entry.status).toBe('done');
    });

    it('calls the next fan in serving order, VIP first, and says when nobody waits', async () => {
      const session = await queue.session();
      const next = () =>
        booking.send('booking.callNext', {
          userId: session.streamerId,
          liveSessionId: session.liveSessionId,
        });
      const regular = await queue.regular(session.liveSessionId);
      const firstVip = await queue.vip(session.liveSessionId);
      const secondVip = await queue.vip(session.liveSessionId);

      expect((await next()).entry._id).toBe(firstVip._id);
      expect((await next()).entry._id).toBe(secondVip._id);
      expect((await next()).entry._id).toBe(regular._id);
      expect(await refusal(next())).toEqual({ status: 404, message: BookingText.nobodyWaiting });
      expect(
        await refusal(
          booking.send('booking.callNext', { userId: newId(), liveSessionId: session.liveSessionId }),
        ),
      ).toEqual({ status: 403, message: BookingText.notYourQueue });
    });

    it('calls different fans when the streamer calls twice at once', async () => {
      const session = await queue.session();
      const fans = await Promise.all([1, 2, 3].map(() => queue.regular(session.liveSessionId)));
      const called = await Promise.all(
        [1, 2, 3].map(() =>
          booking.send('booking.callNext', {
            userId: session.streamerId,
            liveSessionId: session.liveSessionId,
          }),
        ),
      );
      expect(called.map(({ entry }) => entry._id).sort()).toEqual(fans.map((fan) => fan._id).sort());
    });
  });

  describe('the lobby code', () => {
    it('shows the code to a fan only in playing next or in game, and to the streamer always', async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      const streamer = session.streamerId;
      const vip = await queue.vip(id);
      const regular = await queue.regular(id);
      expect(await setLobbyCode(streamer, id, '  VAL-4242 ')).toEqual({
        message: BookingText.lobbyCodeSaved,
        lobbyCode: 'VAL-4242',
      });

      expect(await lobbyCode(streamer, id)).toEqual({
        liveSessionId: id,
        entryId: null,
        status: null,
        lobbyCode: 'VAL-4242',
      });
      expect(await lobbyCode(vip._user_id, id)).toEqual({
        liveSessionId: id,
        entryId: vip._id,
        status: 'waiting',
        lobbyCode: null,
      });
      expect((await queue.entry(vip._id, vip._user_id)).lobbyCode).toBeNull();
      expect(await lobbyCode(newId(), id)).toEqual({
        liveSessionId: id,
        entryId: null,
        status: null,
        lobbyCode: null,
      });

      await move(streamer, vip._id, 'playing_next');
      expect(await lobbyCode(vip._user_id, id)).toMatchObject({
        status: 'playing_next',
        lobbyCode: 'VAL-4242',
      });
      expect((await queue.entry(vip._id, vip._user_id)).lobbyCode).toBe('VAL-4242');
      expect((await lobbyCode(regular._user_id, id)).lobbyCode).toBeNull();
      await move(streamer, vip._id, 'in_game');
      expect((await lobbyCode(vip._user_id, id)).lobbyCode).toBe('VAL-4242');
      await move(streamer, vip._id, 'done');
      expect(await lobbyCode(vip._user_id, id)).toEqual({
        liveSessionId: id,
        entryId: null,
        status: null,
        lobbyCode: null,
      });
      expect((await queue.entry(vip._id, vip._user_id)).lobbyCode).toBeNull();

      // Public lists never carry it, nor amounts, promo codes or gamer tags: a name, the kind and the place only.
      const page = await booking.send('booking.waitingQueue', { liveSessionId: id, kind: 'regular' });
      expect(Object.keys(page.data[0]).sort()).toEqual(['isYou', 'kind', 'name', 'position']);
      expect(JSON.stringify(page)).not.toContain('VAL-4242');
      const publicQueue = await booking.send('booking.publicQueue', { liveSessionId: id });
      expect(JSON.stringify(publicQueue)).not.toContain('VAL-4242');
    });

    it("clears with an empty code, refuses a long one, and is the streamer's alone", async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      await setLobbyCode(session.streamerId, id, 'CODE');
      expect(await refusal(setLobbyCode(session.streamerId, id, 'x'.repeat(101)))).toEqual({
        status: 400,
        message: BookingText.invalidLobbyCode,
      });
      expect(await refusal(setLobbyCode(newId(), id, 'MINE'))).toEqual({
        status: 403,
        message: BookingText.notYourQueue,
      });
      expect(await refusal(setLobbyCode(session.streamerId, newId(), 'MINE'))).toEqual({
        status: 404,
        message: BookingText.liveSessionNotFound,
      });
      expect(await setLobbyCode(session.streamerId, id, '')).toEqual({
        message: BookingText.lobbyCodeCleared,
        lobbyCode: null,
      });
      expect((await lobbyCode(session.streamerId, id)).lobbyCode).toBeNull();
    });
  });

  describe('the board', () => {
    it("shows the streamer every list with the fans' details, and refuses anyone else", async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      await setLobbyCode(session.streamerId, id, 'BOARD-1');
      const vip = await queue.vip(id);
      const regular = await queue.regular(id, newId(), 'Reg#7');
      const playing = await queue.regular(id);
      await queue.hold(id);
      await move(session.streamerId, vip._id, 'playing_next');
      await move(session.streamerId, vip._id, 'in_game');
      await booking.db.query(`UPDATE queue_entries SET status = 'playing_next' WHERE id = $1`, [playing._id]);

      const board = await booking.send('booking.queueBoard', {
        userId: session.streamerId,
        liveSessionId: id,
      });
      expect(board).toMatchObject({
        _live_session_id: id,
        open: true,
        lobbyCode: 'BOARD-1',
        vipWaiting: [],
        regularWaiting: [
          expect.objectContaining({ _id: regular._id, gamerTag: 'Reg#7', position: 1, lobbyCode: 'BOARD-1' }),
        ],
        playingNext: [expect.objectContaining({ _id: playing._id })],
        inGame: [expect.objectContaining({ _id: vip._id, amountPaid: VIP_PRICE })],
        done: [],
        counts: { vip: 0, regular: 1 },
      });
      expect(
        await refusal(booking.send('booking.queueBoard', { userId: vip._user_id, liveSessionId: id })),
      ).toEqual({ status: 403, message: BookingText.notYourQueue });
    });
  });

  describe('closing the queue', () => {
    it('refuses to close while fans are in playing next or in game', async () => {
      const session = await queue.session();
      const fan = await queue.regular(session.liveSessionId);
      await move(session.streamerId, fan._id, 'playing_next');
      expect(await refusal(close(session.streamerId, session.liveSessionId))).toEqual({
        status: 409,
        message: LiveText.usersStillPlaying,
      });
      await move(session.streamerId, fan._id, 'in_game');
      expect(await refusal(close(session.streamerId, session.liveSessionId))).toEqual({
        status: 409,
        message: LiveText.usersStillPlaying,
      });
      expect(
        (await booking.send('booking.liveQueueSession', { liveSessionId: session.liveSessionId })).open,
      ).toBe(true);
      await move(session.streamerId, fan._id, 'done');
      expect(await close(session.streamerId, session.liveSessionId)).toEqual({ closed: true, refunded: 0 });
    });

    it('refunds unserved paid VIP places, lets waiting fans go and releases running holds, once', async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      const served = await queue.vip(id);
      await move(session.streamerId, served._id, 'playing_next');
      await move(session.streamerId, served._id, 'done');
      const unserved = await queue.hold(id);
      await queue.pay(unserved._id, { discount: 300, promoCode: 'LIVE30' });
      const free = await queue.hold(id);
      await queue.pay(free._id, { discount: VIP_PRICE, promoCode: 'FREE' });
      const regular = await queue.regular(id);
      const held = await queue.hold(id);

      expect(await refusal(close(newId(), id))).toEqual({ status: 403, message: BookingText.notYourQueue });
      expect(await close(session.streamerId, id)).toEqual({ closed: true, refunded: 2 });

      expect(await queue.statusOf(served._id)).toBe('done');
      expect(await queue.statusOf(unserved._id)).toBe('refunded');
      expect(await queue.statusOf(free._id)).toBe('refunded');
      expect(await queue.statusOf(regular._id)).toBe('left');
      expect(await queue.statusOf(held._id)).toBe('expired');
      expect(await booking.outboxEvents(BookingEventSubjects.orderRefundDue, unserved._id)).toEqual([
        expect.objectContaining({
          orderId: unserved._id,
          userId: unserved._user_id,
          amount: VIP_PRICE - 300,
          currency: 'USD',
          refundTo: 'wallet',
          reason: 'vip-unserved',
        }),
      ]);
      // Nothing was charged for the free place, so there is nothing to give back.
      expect(await booking.outboxEvents(BookingEventSubjects.orderRefundDue, free._id)).toEqual([]);
      expect(await booking.outboxEvents(BookingEventSubjects.orderRefundDue, served._id)).toEqual([]);
      expect(await booking.outboxEvents(BookingEventSubjects.orderReleased, held._id)).toEqual([
        { orderId: held._id, status: 'expired' },
      ]);

      // Closing again changes nothing; the queue stays closed.
      expect(await close(session.streamerId, id)).toEqual({ closed: true, refunded: 0 });
      expect(await booking.outboxEvents(BookingEventSubjects.orderRefundDue, unserved._id)).toHaveLength(1);
      expect(await booking.send('booking.liveQueueSession', { liveSessionId: id })).toMatchObject({
        open: false,
      });
      expect(await refusal(queue.regular(id))).toEqual({ status: 409, message: BookingText.queueClosed });
      expect(await booking.send('booking.queueCounts', { liveSessionId: id })).toEqual({
        vip: 0,
        regular: 0,
      });
    });

    it('is never reopened by a late live snapshot', async () => {
      const session = await queue.session();
      await close(session.streamerId, session.liveSessionId);
      await queue.snapshot(session, { title: 'Renamed while ending' }, 5);
      expect(
        await booking.send('booking.liveQueueSession', { liveSessionId: session.liveSessionId }),
      ).toMatchObject({
        title: 'Renamed while ending',
        open: false,
      });
      expect(await refusal(queue.hold(session.liveSessionId))).toEqual({
        status: 409,
        message: BookingText.queueClosed,
      });
    });

    it('answers a close of a session booking never heard of without changing anything', async () => {
      expect(await close(newId(), newId())).toEqual({ closed: true, refunded: 0 });
    });

    it('closes the queue itself when live reports the session ended with the queue still open', async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      const playing = await queue.vip(id);
      await move(session.streamerId, playing._id, 'playing_next');
      const unserved = await queue.vip(id);
      const held = await queue.hold(id);

      await queue.snapshot(session, { status: 'ended' });
      expect(await queue.statusOf(playing._id)).toBe('done');
      expect(await queue.statusOf(unserved._id)).toBe('refunded');
      expect(await queue.statusOf(held._id)).toBe('expired');
      expect(await booking.outboxEvents(BookingEventSubjects.orderRefundDue, unserved._id)).toHaveLength(1);
      expect(await booking.outboxEvents(BookingEventSubjects.orderRefundDue, playing._id)).toEqual([]);
    });
  });

  describe('events for notifications', () => {
    it('records who joined (regular and paid VIP) and who was called up, with whether a lobby code is ready', async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      const regularFan = newId();
      const regular = await queue.regular(id, regularFan);
      expect(await queueEvents(BookingEventSubjects.queueJoined, regular._id)).toEqual([
        expect.objectContaining({
          liveSessionId: id,
          streamerId: session.streamerId,
          userId: regularFan,
          kind: 'regular',
        }),
      ]);
      const vip = await queue.hold(id);
      expect(await queueEvents(BookingEventSubjects.queueJoined, vip._id)).toEqual([]);
      await queue.pay(vip._id);
      expect(await queueEvents(BookingEventSubjects.queueJoined, vip._id)).toEqual([
        expect.objectContaining({ userId: vip._user_id, kind: 'vip' }),
      ]);

      await callNext(session.streamerId, id);
      expect(await queueEvents(BookingEventSubjects.queueCalled, vip._id)).toEqual([
        expect.objectContaining({ userId: vip._user_id, liveSessionId: id, lobbyCodeReady: false }),
      ]);
      await setLobbyCode(session.streamerId, id, 'CODE-1');
      await move(session.streamerId, regular._id, 'playing_next');
      expect(await queueEvents(BookingEventSubjects.queueCalled, regular._id)).toEqual([
        expect.objectContaining({ userId: regularFan, lobbyCodeReady: true }),
      ]);
      await move(session.streamerId, regular._id, 'in_game');
      expect(await queueEvents(BookingEventSubjects.queueCalled, regular._id)).toHaveLength(1);
    });
  });

  describe('realtime', () => {
    const about = (liveSessionId: string) => (push: RealtimePush) =>
      JSON.stringify(push.data).includes(liveSessionId);

    it('tells watchers, the streamer and the fans what changed, without lobby codes or amounts', async () => {
      const session = await queue.session();
      const id = session.liveSessionId;
      const fan = newId();
      await booking.person(fan, 'pixel_fan', 'Pixel Fan');
      await booking.person(session.streamerId, 'nova_live', 'Nova Live');
      await setLobbyCode(session.streamerId, id, 'SECRET-77');

      const place = await queue.regular(id, fan);
      await pushes.waitFor(
        'counts to the live room',
        (push) =>
          push.event === 'liveQueueUpdated' &&
          push.room === liveSessionRoom(id) &&
          JSON.stringify(push.data) ===
            JSON.stringify({ _live_session_id: id, counts: { vip: 0, regular: 1 } }),
      );
      await pushes.waitFor(
        'counts to the streamer room',
        (push) =>
          push.event === 'liveQueueUpdated' &&
          push.room === streamerRoom(session.streamerId) &&
          about(id)(push),
      );
      await pushes.waitFor(
        'the fan refetches',
        (push) => push.event === 'updateUserLiveSession' && push.userId === fan && about(id)(push),
      );
      await move(session.streamerId, place._id, 'playing_next');
      const vip = await queue.hold(id);
      await queue.pay(vip._id);
      await pushes.waitFor(
        'the VIP fan refetches',
        (push) => push.event === 'updateUserLiveSession' && push.userId === vip._user_id && about(id)(push),
      );
      const everything = JSON.stringify(pushes.pushes.filter(about(id)));
      expect(everything).not.toContain('SECRET-77');
      expect(everything).not.toMatch(/amount|promoCode|gamerTag|lobbyCode/);
    });
  });
});
