import { randomUUID } from 'node:crypto';
import {
  AuthText,
  liveSessionRoom,
  LiveText,
  REALTIME_PUSH_SUBJECT,
  type RealtimePush,
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

  function push(message: RealtimePush): void {
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

  it('disconnects a socket without a token, with a bad one, or of a signed-out session', async () => {
    expect((await refused(open())).message).toBe(AuthText.signInRequired);
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
