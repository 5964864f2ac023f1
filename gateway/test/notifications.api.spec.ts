import {
  AuthText,
  PayoutEventSubjects,
  REALTIME_PUSH_SUBJECT,
  type NotificationDto,
  type PayoutCompletedEvent,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { DomainEventPublisher, waitFor } from '@lobby/test-kit';
import { connect, type NatsConnection } from 'nats';
import type { Socket } from 'socket.io-client';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { connected, gatewaySocket } from './support/sockets';

describe('gateway: notifications (GET /api/get/notifications and the socket list)', () => {
  const stack = new GatewayHarness();
  const events = new DomainEventPublisher();
  let nats: NatsConnection;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await stack.start();
    await stack.startNotifications({ SMTP_URL: stack.mail.smtpUrl });
    await events.start(stack.nats.url);
    nats = await connect({ servers: stack.nats.url });
    [alice, bob] = await Promise.all([stack.signedInUser('alice'), stack.signedInUser('bob')]);
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await nats.close();
    await events.stop();
    await stack.stop();
  });

  async function openSocket(user: SignedInUser): Promise<Socket> {
    const socket = gatewaySocket(stack.gateway.url, { token: user.accessToken });
    sockets.push(socket);
    return connected(socket);
  }

  function nextList(socket: Socket): Promise<NotificationDto[]> {
    return new Promise((resolve) => socket.once('notificationsList', resolve));
  }

  /** A completed payout: one notification for `streamerId`. */
  async function payoutFor(streamerId: string): Promise<void> {
    const payout: PayoutCompletedEvent = {
      payoutId: newId(),
      streamerId,
      amount: 2500,
      currency: 'USD',
      orderCount: 1,
      completedAt: new Date().toISOString(),
    };
    await events.publish(PayoutEventSubjects.payoutCompleted, payout);
  }

  it('lists only the caller’s own notifications, and asks for a sign-in', async () => {
    await payoutFor(alice.id);
    await waitFor(
      async () => (await stack.get('/api/get/notifications', { token: alice.accessToken })).body.total === 1,
      { what: "Alice's notification" },
    );
    const page = await stack.get('/api/get/notifications?page=1&limit=5', { token: alice.accessToken });
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      data: [expect.objectContaining({ title: 'Payout completed: $25', type: 'other', isRead: false })],
      page: 1,
      limit: 5,
      totalPages: 1,
      total: 1,
      unreadCount: 1,
    });
    const bobs = await stack.get('/api/get/notifications', { token: bob.accessToken });
    expect(bobs.body).toEqual(expect.objectContaining({ data: [], total: 0 }));
    expect((await stack.get('/api/get/notifications')).status).toBe(401);
    expect((await stack.get('/api/get/notifications?limit=500', { token: bob.accessToken })).status).toBe(
      400,
    );
  });

  it('answers notificationsList and notificationsMarkRead for the caller only; marking read is per user', async () => {
    await payoutFor(bob.id);
    await waitFor(
      async () =>
        (await stack.get('/api/get/notifications', { token: bob.accessToken })).body.unreadCount === 1,
      { what: "Bob's notification" },
    );
    const aliceSocket = await openSocket(alice);
    const bobSocket = await openSocket(bob);

    expect(await aliceSocket.emitWithAck('notificationsList', { _user_id: bob.id })).toEqual({
      success: false,
      error: AuthText.forbidden,
    });
    expect(await aliceSocket.emitWithAck('notificationsMarkRead', { _user_id: bob.id })).toEqual({
      success: false,
      error: AuthText.forbidden,
    });
    const bobsList = nextList(bobSocket);
    expect(await bobSocket.emitWithAck('notificationsList', { _user_id: bob.id })).toEqual({ success: true });
    expect((await bobsList).map((n) => [n.title, n.isRead])).toEqual([['Payout completed: $25', false]]);

    const aliceList = nextList(aliceSocket);
    expect(await aliceSocket.emitWithAck('notificationsMarkRead', { _user_id: alice.id })).toEqual({
      success: true,
    });
    expect((await aliceList).every((n) => n.isRead)).toBe(true);
    expect((await stack.get('/api/get/notifications', { token: bob.accessToken })).body.unreadCount).toBe(1);
    expect((await stack.get('/api/get/notifications', { token: alice.accessToken })).body.unreadCount).toBe(
      0,
    );
  });

  it("delivers each item of a batch push to that user's sockets only", async () => {
    const aliceSocket = await openSocket(alice);
    const bobSocket = await openSocket(bob);
    await aliceSocket.emitWithAck('joinNotificationSession', { _user_id: alice.id });
    await bobSocket.emitWithAck('joinNotificationSession', { _user_id: bob.id });
    const aliceGot: unknown[] = [];
    const bobGot: unknown[] = [];
    aliceSocket.on('newNotification', (data) => aliceGot.push(data));
    bobSocket.on('newNotification', (data) => bobGot.push(data));

    nats.publish(
      REALTIME_PUSH_SUBJECT,
      JSON.stringify({
        event: 'newNotification',
        batch: [
          { userId: alice.id, data: { title: 'For Alice' } },
          { userId: newId(), data: { title: 'For nobody here' } },
          { userId: bob.id, data: { title: 'For Bob' } },
        ],
      }),
    );
    await waitFor(async () => aliceGot.length === 1 && bobGot.length === 1, { what: 'both items' });
    expect(aliceGot).toEqual([{ title: 'For Alice' }]);
    expect(bobGot).toEqual([{ title: 'For Bob' }]);
  });
});
