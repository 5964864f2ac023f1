import {
  BookingText,
  LiveText,
  PageSizes,
  type LiveSessionChangedEvent,
  type QueueEntryDto,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal, waitFor } from '@lobby/test-kit';
import type { Socket } from 'socket.io-client';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { demoAccount, demoCast, type DemoCast } from './support/demo-cast';
import { newPromoCode, startBookingStack, walletBalance } from './support/booking-fixtures';
import { closeQueue, heldVipPlace, liveSession, payVipWithSandbox } from './support/live-queue-fixtures';
import { connected, gatewaySocket } from './support/sockets';

/** The VIP price of the fixtures' live sessions: ₹100. */
const VIP_PRICE = 10_000;
const PROMO = 'LIVEVIP10';
const LOBBY_CODE = 'LIVE-9911';

describe('gateway: live queues, the VIP checkout and live lobby codes', () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  let regularFan: SignedInUser;
  let lateFan: SignedInUser;
  let session: LiveSessionChangedEvent;
  /** The demo fan's VIP place, paid in the sandbox with the promo code. */
  let vip: QueueEntryDto;
  let regular: QueueEntryDto;

  beforeAll(async () => {
    await startBookingStack(stack);
    demo = await demoCast(stack);
    regularFan = await stack.signedInUser();
    lateFan = await stack.signedInUser();
    session = await liveSession(stack, demo.streamerId, { price: VIP_PRICE });
    await newPromoCode(stack, demo.streamerToken, PROMO, 10);
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await stack.stop();
  });

  const sockets: Socket[] = [];
  /** A signed-in viewer's socket following the session's room, as the public live page does. */
  async function watchingSocket(token: string, liveSessionId: string): Promise<Socket> {
    const socket = gatewaySocket(stack.gateway.url, { token });
    sockets.push(socket);
    await connected(socket);
    expect(await socket.emitWithAck('watchLiveSession', { _live_session_id: liveSessionId })).toEqual({
      success: true,
    });
    return socket;
  }

  const codeFor = (token: string, path: 'user' | 'streamer', query = '') =>
    stack.get(`/api/${path}/lobby-code-details?liveSessionId=${session.liveSessionId}${query}`, { token });

  describe('a VIP place', () => {
    it('is held at the live price, checked out with a promo code in the sandbox, and put in line', async () => {
      const held = await heldVipPlace(stack, demo.fanToken, session.liveSessionId, 'Demo#1');
      expect(held).toMatchObject({
        _live_session_id: session.liveSessionId,
        _user_id: demo.fanId,
        kind: 'vip',
        status: 'held',
        amount: VIP_PRICE,
        currency: 'INR',
        gamerTag: 'Demo#1',
      });
      const verified = await stack.get(
        `/api/verify-promo-code?code=${PROMO}&liveSessionId=${session.liveSessionId}`,
        { token: demo.fanToken },
      );
      expect(verified).toMatchObject({ status: 200, body: { discount: 1000, finalAmount: 9000 } });

      const { session: checkout, entry } = await payVipWithSandbox(stack, demo.fanToken, held._id, PROMO);
      expect(checkout).toMatchObject({ orderId: held._id, kind: 'vip', amount: 9000, discount: 1000 });
      expect(entry).toMatchObject({
        _id: held._id,
        status: 'waiting',
        position: 1,
        amountPaid: 9000,
        discount: 1000,
        promoCode: PROMO,
        lobbyCode: null,
      });
      vip = entry;
      expect(
        await stack.post(
          '/api/check/vip',
          { liveSessionId: session.liveSessionId },
          { token: demo.fanToken },
        ),
      ).toMatchObject({ status: 200, body: { isVip: true, entry: { _id: held._id, position: 1 } } });
      // Holding again is refused once paid; the place can't be checked out twice.
      expect(
        await stack.post('/api/join_vip', { liveSessionId: session.liveSessionId }, { token: demo.fanToken }),
      ).toMatchObject(conflict(BookingText.alreadyVip));
      expect(
        await stack.post(
          '/api/create-live-checkout-session',
          { entryId: held._id, provider: 'sandbox' },
          { token: demo.fanToken },
        ),
      ).toMatchObject(conflict(BookingText.vipPlaceNotPayable));
    });

    it("refuses the streamer's own queue, strangers' places, and bad or anonymous requests", async () => {
      expect(
        await stack.post(
          '/api/join_vip',
          { liveSessionId: session.liveSessionId },
          { token: demo.streamerToken },
        ),
      ).toMatchObject({ status: 403, body: { error: BookingText.ownQueue } });
      expect(await stack.post('/api/join_vip', { liveSessionId: session.liveSessionId })).toMatchObject(
        signInRequired,
      );
      expect(
        await stack.post('/api/join_vip', { liveSessionId: 'nope' }, { token: demo.fanToken }),
      ).toMatchObject(invalid('Invalid live session id'));
      expect(
        await stack.post('/api/join_vip', { liveSessionId: newId() }, { token: demo.fanToken }),
      ).toMatchObject(notFound(BookingText.liveSessionNotFound));
      const held = await heldVipPlace(stack, lateFan.accessToken, session.liveSessionId);
      expect(
        await stack.post(
          '/api/create-live-checkout-session',
          { entryId: held._id, provider: 'sandbox' },
          { token: regularFan.accessToken },
        ),
      ).toMatchObject(notFound(BookingText.queueEntryNotFound));
      // An order's checkout route does not take a VIP place.
      expect(
        await stack.post(
          '/api/create-checkout-session',
          { orderId: held._id, provider: 'sandbox' },
          { token: lateFan.accessToken },
        ),
      ).toMatchObject(notFound(BookingText.orderNotFound));
    });
  });

  describe('the regular queue and the lists', () => {
    it('puts a regular fan in line after the VIP fans, and lists both queues publicly', async () => {
      const watcher = await watchingSocket(lateFan.accessToken, session.liveSessionId);
      const pushed = new Promise<unknown>((resolve) => watcher.once('liveQueueUpdated', resolve));
      const joined = await stack.post(
        '/api/join_regular',
        { liveSessionId: session.liveSessionId, gamerTag: 'Reg#2' },
        { token: regularFan.accessToken },
      );
      expect(joined).toMatchObject({
        status: 201,
        body: {
          message: BookingText.joinedQueue,
          entry: { kind: 'regular', status: 'waiting', position: 2 },
        },
      });
      regular = joined.body.entry;
      // What the session's room hears: counts, never who joined.
      const push = await pushed;
      expect(push).toEqual({ _live_session_id: session.liveSessionId, counts: { vip: 1, regular: 1 } });

      const vipQueue = await stack.get(`/api/get/vipQueue/${session.liveSessionId}`);
      expect(vipQueue).toMatchObject({ status: 200, body: { page: 1, limit: PageSizes.queues, total: 1 } });
      expect(vipQueue.body.data).toEqual([
        { name: demoAccount('fan').fullName, kind: 'vip', isYou: false, position: 1 },
      ]);
      const regularQueue = await stack.get(`/api/get/regularQueue/${session.liveSessionId}?limit=15`, {
        token: regularFan.accessToken,
      });
      expect(regularQueue).toMatchObject({ status: 200, body: { limit: 15, total: 1 } });
      expect(regularQueue.body.data).toEqual([
        { name: 'Fan Person', kind: 'regular', isYou: true, position: 2 },
      ]);
      expect(await stack.get(`/api/get/regularQueue/${session.liveSessionId}?limit=0`)).toMatchObject({
        status: 400,
      });

      const publicQueue = await stack.get(`/api/get/live-queue/${session.liveSessionId}/public`);
      expect(publicQueue).toMatchObject({
        status: 200,
        body: { open: true, counts: { vip: 1, regular: 1 }, playingNext: [], inGame: [] },
      });
      expect(publicQueue.body.upNext).toEqual([
        { name: demoAccount('fan').fullName, kind: 'vip', isYou: false, position: 1 },
        { name: 'Fan Person', kind: 'regular', isYou: false, position: 2 },
      ]);
      const seenByFan = await stack.get(`/api/get/live-queue/${session.liveSessionId}/public`, {
        token: demo.fanToken,
      });
      expect(seenByFan.body.upNext.map((place: { isYou: boolean }) => place.isYou)).toEqual([true, false]);

      // Nothing public names a fan by id, entry id, username or email.
      const secrets = [
        demo.fanId,
        regularFan.id,
        vip._id,
        regular._id,
        demoAccount('fan').email,
        demoAccount('fan').username,
        regularFan.email,
        regularFan.username,
      ];
      for (const answer of [vipQueue, regularQueue, publicQueue, seenByFan]) {
        for (const secret of secrets) expect(answer.text).not.toContain(secret);
      }
      for (const secret of secrets) expect(JSON.stringify(push)).not.toContain(secret);
    });

    it("lists a fan's own places, and lets a waiting regular fan leave", async () => {
      const mine = await stack.get('/api/get/queues_by_user_id', { token: demo.fanToken });
      expect(mine).toMatchObject({ status: 200 });
      expect(mine.body.map((entry: QueueEntryDto) => entry._id)).toEqual([vip._id]);
      expect(mine.body[0]).toMatchObject({ amountPaid: 9000, liveSessionTitle: session.title });

      const late = await stack.post(
        '/api/join_regular',
        { liveSessionId: session.liveSessionId },
        { token: lateFan.accessToken },
      );
      expect(late.body.entry.position).toBe(3);
      expect(
        await stack.post(
          '/api/post/delete_user_regular_queue',
          { id: late.body.entry._id },
          { token: demo.fanToken },
        ),
      ).toMatchObject(notFound(BookingText.queueEntryNotFound));
      expect(
        await stack.post(
          '/api/post/delete_user_regular_queue',
          { id: late.body.entry._id },
          { token: lateFan.accessToken },
        ),
      ).toMatchObject({ status: 200, body: { message: BookingText.leftQueue } });

      for (const path of ['/api/get/paginatedqueues_by_user_id', '/api/user/live-queues-joined']) {
        const joined = await stack.get(`${path}?page=1&limit=10`, { token: lateFan.accessToken });
        expect(joined).toMatchObject({
          status: 200,
          body: { page: 1, limit: 10, total: 1, totalSessions: 1 },
        });
        expect(joined.body.data[0]).toMatchObject({ _id: late.body.entry._id, status: 'left' });
      }
      expect(await stack.get('/api/user/live-queues-joined')).toMatchObject(signInRequired);
    });

    it("counts the acting streamer's running session, zeros for a streamer who isn't live", async () => {
      expect(
        await stack.get('/api/influencer/profile/getTotalQueueCounts', { token: demo.streamerToken }),
      ).toMatchObject({
        status: 200,
        body: { _live_session_id: session.liveSessionId, vip: 1, regular: 1 },
      });
      expect(
        await stack.get(`/api/influencer/profile/getTotalQueueCounts?streamerId=${demo.streamerId}`, {
          token: demo.moderatorToken,
        }),
      ).toMatchObject({ status: 200, body: { vip: 1, regular: 1 } });
      const idle = await stack.signedInUser('idle_star');
      await stack.setRole(idle.id, 'influencer');
      const idleToken = await stack.accessTokenOf(idle.email, idle.password);
      expect(
        await stack.get('/api/influencer/profile/getTotalQueueCounts', { token: idleToken }),
      ).toMatchObject({
        status: 200,
        body: { _live_session_id: null, vip: 0, regular: 0 },
      });
      expect(
        await stack.get('/api/influencer/profile/getTotalQueueCounts', { token: demo.fanToken }),
      ).toMatchObject(forbidden);
    });
  });

  describe("the streamer's board, moves and the lobby code", () => {
    it('lets the streamer and their moderator manage the queue, and no moderator of others', async () => {
      const board = await stack.get(`/api/get/live-queue/${session.liveSessionId}/board`, {
        token: demo.streamerToken,
      });
      expect(board).toMatchObject({
        status: 200,
        body: {
          open: true,
          counts: { vip: 1, regular: 1 },
          vipWaiting: [{ _id: vip._id, gamerTag: 'Demo#1' }],
        },
      });
      expect(
        await stack.get(`/api/get/live-queue/${session.liveSessionId}/board?streamerId=${demo.streamerId}`, {
          token: demo.moderatorToken,
        }),
      ).toMatchObject({ status: 200, body: { counts: { vip: 1, regular: 1 } } });

      const stranger = newId();
      expect(
        await stack.get(`/api/get/live-queue/${session.liveSessionId}/board?streamerId=${stranger}`, {
          token: demo.moderatorToken,
        }),
      ).toMatchObject(forbidden);
      expect(
        await stack.post(
          '/api/post/live-queue/move',
          { entryId: vip._id, to: 'playing_next', streamerId: stranger },
          { token: demo.moderatorToken },
        ),
      ).toMatchObject(forbidden);
      expect(
        await stack.post(
          '/api/post/live-queue/call-next',
          { liveSessionId: session.liveSessionId, streamerId: stranger },
          { token: demo.moderatorToken },
        ),
      ).toMatchObject(forbidden);
      expect(
        await stack.get(`/api/get/live-queue/${session.liveSessionId}/board`, { token: demo.fanToken }),
      ).toMatchObject(forbidden);
      // A moderator must name the streamer they act for.
      expect(
        await stack.get(`/api/get/live-queue/${session.liveSessionId}/board`, { token: demo.moderatorToken }),
      ).toMatchObject(forbidden);
    });

    it('keeps the lobby code from a waiting fan and shows it once they are up next', async () => {
      const saved = await stack.post(
        '/api/post/live-queue/lobby-code',
        { liveSessionId: session.liveSessionId, lobbyCode: LOBBY_CODE, streamerId: demo.streamerId },
        { token: demo.moderatorToken },
      );
      expect(saved).toMatchObject({ status: 200, body: { lobbyCode: LOBBY_CODE } });
      expect(await codeFor(demo.streamerToken, 'streamer')).toMatchObject({
        status: 200,
        body: { lobbyCode: LOBBY_CODE },
      });
      expect(await codeFor(demo.moderatorToken, 'streamer', `&streamerId=${demo.streamerId}`)).toMatchObject({
        status: 200,
        body: { lobbyCode: LOBBY_CODE },
      });
      expect(await codeFor(demo.fanToken, 'user')).toMatchObject({
        status: 200,
        body: { entryId: vip._id, status: 'waiting', lobbyCode: null },
      });

      // The regular fan can't be called while the VIP fan waits; calling next calls the VIP fan.
      expect(
        await stack.post(
          '/api/post/live-queue/move',
          { entryId: regular._id, to: 'playing_next' },
          { token: demo.streamerToken },
        ),
      ).toMatchObject(conflict(BookingText.vipServedFirst));
      const called = await stack.post(
        '/api/post/live-queue/call-next',
        { liveSessionId: session.liveSessionId },
        { token: demo.streamerToken },
      );
      expect(called).toMatchObject({
        status: 200,
        body: { entry: { _id: vip._id, status: 'playing_next' } },
      });

      expect(await codeFor(demo.fanToken, 'user')).toMatchObject({
        status: 200,
        body: { entryId: vip._id, status: 'playing_next', lobbyCode: LOBBY_CODE },
      });
      expect(await codeFor(regularFan.accessToken, 'user')).toMatchObject({
        status: 200,
        body: { status: 'waiting', lobbyCode: null },
      });
      const publicQueue = await stack.get(`/api/get/live-queue/${session.liveSessionId}/public`);
      expect(publicQueue.text).not.toContain(LOBBY_CODE);
      expect(await stack.get('/api/user/lobby-code-details', { token: demo.fanToken })).toMatchObject(
        invalid(BookingText.productRequired),
      );
    });

    it('refuses to close while fans play, then refunds the unserved VIP fan to the wallet', async () => {
      expect(await refusal(closeQueue(stack, demo.streamerId, session.liveSessionId))).toEqual({
        status: 409,
        message: LiveText.usersStillPlaying,
      });
      const moved = await stack.post(
        '/api/post/live-queue/move',
        { entryId: vip._id, to: 'done' },
        { token: demo.streamerToken },
      );
      expect(moved).toMatchObject({ status: 200, body: { entry: { status: 'done' } } });

      // A second VIP fan pays and is never served before the session ends.
      const held = await heldVipPlace(stack, lateFan.accessToken, session.liveSessionId);
      const { entry: unserved } = await payVipWithSandbox(stack, lateFan.accessToken, held._id);
      expect(unserved).toMatchObject({ status: 'waiting', position: 1, amountPaid: VIP_PRICE });
      const before = await walletBalance(stack, lateFan.accessToken, 'INR');

      expect(await closeQueue(stack, demo.streamerId, session.liveSessionId)).toEqual({
        closed: true,
        refunded: 1,
      });
      const refunded = await waitFor(
        async () => {
          const balance = await walletBalance(stack, lateFan.accessToken, 'INR');
          return balance === before + VIP_PRICE ? balance : undefined;
        },
        { what: 'the unserved VIP fan refunded to the wallet', intervalMs: 100 },
      );
      expect(refunded).toBe(before + VIP_PRICE);
      expect(
        await stack.post(
          '/api/check/vip',
          { liveSessionId: session.liveSessionId },
          { token: lateFan.accessToken },
        ),
      ).toMatchObject({ status: 200, body: { isVip: false, entry: null } });
      expect(
        await stack.post(
          '/api/join_regular',
          { liveSessionId: session.liveSessionId },
          { token: lateFan.accessToken },
        ),
      ).toMatchObject(conflict(BookingText.queueClosed));
      expect(
        await stack.get('/api/influencer/profile/getTotalQueueCounts', { token: demo.streamerToken }),
      ).toMatchObject({
        status: 200,
        body: { _live_session_id: null, vip: 0, regular: 0 },
      });
      // The served VIP fan keeps what they paid.
      expect((await stack.get('/api/get/queues_by_user_id', { token: demo.fanToken })).body).toEqual([]);
    });
  });
});
