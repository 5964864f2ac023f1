import { randomUUID } from 'node:crypto';
import {
  AuthText,
  CatalogText,
  liveSessionRoom,
  LiveText,
  REALTIME_PUSH_SUBJECT,
  type RealtimeEvent,
  RealtimeText,
  STAR_ROOMS_PER_SOCKET,
  starRoom,
  streamerRoom,
} from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { connect, type NatsConnection } from 'nats';
import type { Socket } from 'socket.io-client';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { connected, gatewaySocket, type SocketCaller } from './support/sockets';

interface Received {
  event: string;
  data: unknown;
}

/** A push as it travels on NATS: this file tests the transport, so its data is any marker. */
type WirePush = { event: RealtimeEvent; data: unknown } & ({ userId: string } | { room: string });

describe('gateway: Socket.IO notifications', () => {
  const stack = new GatewayHarness();
  let nats: NatsConnection;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await stack.start();
    nats = await connect({ servers: stack.nats.url });
    [alice, bob] = await Promise.all([stack.signedInUser('alice'), stack.signedInUser('bob')]);
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await nats.close();
    await stack.stop();
  });

  function open(caller: SocketCaller = {}): Socket {
    const socket = gatewaySocket(stack.gateway.url, caller);
    sockets.push(socket);
    return socket;
  }

  function refused(socket: Socket): Promise<Error & { data?: unknown }> {
    return new Promise((resolve, reject) => {
      socket.once('connect', () => reject(new Error('the socket was let in')));
      socket.once('connect_error', resolve);
    });
  }

  function recorder(socket: Socket): Received[] {
    const received: Received[] = [];
    socket.onAny((event: string, data: unknown) => received.push({ event, data }));
    return received;
  }

  /** The name of a user's own push room, as a client might try to ask for it. */
  const userRoomName = (userId: string) => `user:${userId}`;

  function push(message: WirePush): void {
    nats.publish(REALTIME_PUSH_SUBJECT, JSON.stringify(message));
  }

  it("delivers a push for a user to that user's sockets only", async () => {
    const aliceSocket = open({ token: alice.accessToken });
    const bobSocket = open({ authorization: `Bearer ${bob.accessToken}` });
    await Promise.all([connected(aliceSocket), connected(bobSocket)]);
    expect(await aliceSocket.emitWithAck('joinNotificationSession', { _user_id: alice.id })).toEqual({
      success: true,
    });
    expect(await bobSocket.emitWithAck('joinNotificationSession', { _user_id: bob.id })).toEqual({
      success: true,
    });
    const aliceGot = recorder(aliceSocket);
    const bobGot = recorder(bobSocket);

    push({ userId: alice.id, event: 'newNotification', data: { title: 'For Alice' } });
    push({ userId: bob.id, event: 'newNotification', data: { title: 'For Bob' } });

    await waitFor(async () => aliceGot.length === 1 && bobGot.length === 1, { what: 'both pushes' });
    expect(aliceGot).toEqual([{ event: 'newNotification', data: { title: 'For Alice' } }]);
    // Bob's push was published after Alice's, so had Alice's reached Bob it would have come first.
    expect(bobGot).toEqual([{ event: 'newNotification', data: { title: 'For Bob' } }]);
  });

  it('refuses to join or leave for another user, and stops delivering after leaving', async () => {
    const socket = open({ token: bob.accessToken });
    await connected(socket);
    expect(await socket.emitWithAck('joinNotificationSession', { _user_id: alice.id })).toEqual({
      success: false,
      error: AuthText.forbidden,
    });
    expect(await socket.emitWithAck('joinNotificationSession', { _user_id: bob.id })).toEqual({
      success: true,
    });
    expect(await socket.emitWithAck('leaveNotificationSession', { _user_id: alice.id })).toEqual({
      success: false,
      error: AuthText.forbidden,
    });
    const beforeLeaving = recorder(socket);
    push({ userId: bob.id, event: 'newNotification', data: { title: 'Still joined' } });
    await waitFor(async () => beforeLeaving.length === 1, { what: 'the push before leaving' });

    expect(await socket.emitWithAck('leaveNotificationSession', { _user_id: bob.id })).toEqual({
      success: true,
    });
    socket.offAny();
    const got = recorder(socket);

    const aliceSocket = open({ token: alice.accessToken });
    await connected(aliceSocket);
    await aliceSocket.emitWithAck('joinNotificationSession', { _user_id: alice.id });
    const aliceGot = recorder(aliceSocket);
    push({ userId: bob.id, event: 'updateUserLiveSession', data: { for: 'bob' } });
    push({ userId: alice.id, event: 'updateUserLiveSession', data: { for: 'alice' } });
    await waitFor(async () => aliceGot.length === 1, { what: "Alice's push" });
    expect(got).toEqual([]);
  });

  it('disconnects a socket with a bad token or of a signed-out session', async () => {
    expect((await refused(open({ token: 'garbage' }))).message).toBe(AuthText.sessionExpired);

    const leaver = await stack.signedInUser('leaver');
    expect((await stack.get('/api/logout', { token: leaver.accessToken })).status).toBe(200);
    const error = await refused(open({ token: leaver.accessToken }));
    expect(error.message).toBe(AuthText.sessionExpired);
    expect(error.data).toEqual({ status: 401 });
  });

  it("follows a live session's room while watching it, and refuses ids that can't name a session", async () => {
    const socket = open({ token: bob.accessToken });
    await connected(socket);
    const liveSessionId = randomUUID();
    for (const event of ['watchLiveSession', 'endLiveSession']) {
      expect(await socket.emitWithAck(event, { _live_session_id: 'not-a-session' })).toEqual({
        success: false,
        error: LiveText.sessionNotFound,
      });
    }
    expect(await socket.emitWithAck('watchLiveSession', { _live_session_id: liveSessionId })).toEqual({
      success: true,
    });
    const got = recorder(socket);
    const update = { _live_session_id: liveSessionId, counts: { vip: 1, regular: 0 } };
    push({ room: liveSessionRoom(liveSessionId), event: 'liveQueueUpdated', data: update });
    await waitFor(async () => got.length === 1, { what: 'the room push' });
    expect(got).toEqual([{ event: 'liveQueueUpdated', data: update }]);

    expect(await socket.emitWithAck('unwatchLiveSession', { _live_session_id: liveSessionId })).toEqual({
      success: true,
    });
    push({ room: liveSessionRoom(liveSessionId), event: 'liveQueueUpdated', data: update });
    await socket.emitWithAck('joinNotificationSession', { _user_id: bob.id });
    push({ userId: bob.id, event: 'updateUserLiveSession', data: { after: 'join' } });
    await waitFor(async () => got.length === 2, { what: "Bob's own push" });
    // Pushes are delivered in order: the room push sent first would have come before Bob's own.
    expect(got[1]).toEqual({ event: 'updateUserLiveSession', data: { after: 'join' } });
  });

  it("lets a visitor's socket in to follow stars' public rooms, and nothing else", async () => {
    const visitor = open();
    await connected(visitor);
    const signInRequired = { success: false, error: AuthText.signInRequired };
    for (const event of ['joinNotificationSession', 'leaveNotificationSession', 'notificationsList'])
      for (const body of [{ _user_id: alice.id }, {}, { _user_id: null }])
        expect(await visitor.emitWithAck(event, body)).toEqual(signInRequired);
    expect(await visitor.emitWithAck('notificationsMarkRead', { _user_id: alice.id })).toEqual(
      signInRequired,
    );
    for (const event of ['watchLiveSession', 'endLiveSession'])
      expect(await visitor.emitWithAck(event, { _live_session_id: randomUUID() })).toEqual(signInRequired);

    // Only a star's id names a room, and only ever their public one: no other room can be asked for.
    for (const starId of [userRoomName(alice.id), `star:${alice.id}`, 'not-an-id', 42, null])
      expect(await visitor.emitWithAck('watchStar', { _influencer_id: starId })).toEqual({
        success: false,
        error: CatalogText.starNotFound,
      });
    const starId = randomUUID();
    for (const id of [starId, alice.id])
      expect(await visitor.emitWithAck('watchStar', { _influencer_id: id })).toEqual({ success: true });
    const got = recorder(visitor);

    // Alice's own pushes, her streamer room's and a live session's never reach it; the star room's do.
    push({ userId: alice.id, event: 'newNotification', data: { title: 'For Alice' } });
    push({ room: streamerRoom(alice.id), event: 'updateUserLiveSession', data: { for: 'alice' } });
    push({ room: streamerRoom(starId), event: 'updateUserLiveSession', data: { for: 'the star' } });
    push({ room: liveSessionRoom(starId), event: 'liveQueueUpdated', data: { for: 'a session' } });
    const wentLive = { _influencer_id: starId, _live_session_id: randomUUID(), status: 'live' };
    push({ room: starRoom(starId), event: 'starLiveChanged', data: wentLive });
    await waitFor(async () => got.length >= 1, { what: "the star room's push" });
    expect(got).toEqual([{ event: 'starLiveChanged', data: wentLive }]);
  });

  it("tells a signed-in socket that follows no one the star's going live while it watches their room", async () => {
    const socket = open({ token: bob.accessToken });
    await connected(socket);
    await socket.emitWithAck('joinNotificationSession', { _user_id: bob.id });
    const starId = randomUUID();
    expect(await socket.emitWithAck('watchStar', { _influencer_id: starId })).toEqual({ success: true });
    const got = recorder(socket);
    const change = (status: string) => ({ _influencer_id: starId, _live_session_id: starId, status });
    push({ room: starRoom(starId), event: 'starLiveChanged', data: change('live') });
    await waitFor(async () => got.length === 1, { what: "the star room's push" });

    expect(await socket.emitWithAck('unwatchStar', { _influencer_id: starId })).toEqual({ success: true });
    push({ room: starRoom(starId), event: 'starLiveChanged', data: change('ended') });
    push({ userId: bob.id, event: 'newNotification', data: { title: 'After unwatching' } });
    await waitFor(async () => got.length === 2, { what: "Bob's own push" });
    // Pushes are delivered in order: the star room's end, sent first, would have come before Bob's own.
    expect(got).toEqual([
      { event: 'starLiveChanged', data: change('live') },
      { event: 'newNotification', data: { title: 'After unwatching' } },
    ]);
  });

  it('bounds how many star rooms one socket follows', async () => {
    const visitor = open();
    await connected(visitor);
    const stars = Array.from({ length: STAR_ROOMS_PER_SOCKET }, () => randomUUID());
    for (const starId of stars)
      expect(await visitor.emitWithAck('watchStar', { _influencer_id: starId })).toEqual({ success: true });
    const oneMore = randomUUID();
    expect(await visitor.emitWithAck('watchStar', { _influencer_id: oneMore })).toEqual({
      success: false,
      error: RealtimeText.tooManyStarRooms,
    });
    // Watching one again is no new room; after leaving one there is room for another.
    expect(await visitor.emitWithAck('watchStar', { _influencer_id: stars[0] })).toEqual({ success: true });
    await visitor.emitWithAck('unwatchStar', { _influencer_id: stars[0] });
    expect(await visitor.emitWithAck('watchStar', { _influencer_id: oneMore })).toEqual({ success: true });
  });

  it('ignores a malformed push and keeps delivering', async () => {
    const socket = open({ token: alice.accessToken });
    await connected(socket);
    await socket.emitWithAck('joinNotificationSession', { _user_id: alice.id });
    const got = recorder(socket);
    nats.publish(REALTIME_PUSH_SUBJECT, 'not json');
    nats.publish(REALTIME_PUSH_SUBJECT, JSON.stringify({ userId: alice.id, event: 'notAnEvent', data: {} }));
    push({ userId: alice.id, event: 'notificationsList', data: [] });
    await waitFor(async () => got.length >= 1, { what: 'the valid push' });
    expect(got).toEqual([{ event: 'notificationsList', data: [] }]);
  });
});
