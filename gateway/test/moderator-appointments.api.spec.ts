import { randomUUID } from 'node:crypto';
import {
  ALL_PERMISSIONS,
  AuthText,
  ClientSocketEvents,
  type LiveSessionDto,
  ModeratorText,
  moderatorInvitationTitle,
  REALTIME_PUSH_SUBJECT,
  type RealtimeEvent,
  streamerRoom,
  userRoom,
} from '@lobby/contracts';
import { FakePeers, waitFor } from '@lobby/test-kit';
import { connect, type NatsConnection } from 'nats';
import type { Socket } from 'socket.io-client';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound } from './support/answers';
import { streamerAccount } from './support/demo-cast';
import { connected, gatewaySocket } from './support/sockets';

/**
 * Appointing moderators (issue 33) against the real gateway, identity and notifications: invitations and their
 * answers, removal and leaving, staff appointments, who may do what, and a removed moderator's rights ending at once
 * over HTTP and over the socket. Live is a stand-in on NATS that owns one session of the streamer.
 */

/** A push as it travels on NATS: this file tests the transport, so its data is any marker. */
type WirePush = { event: RealtimeEvent; data: unknown } & ({ userId: string } | { room: string });

describe('gateway: appointing moderators', () => {
  const stack = new GatewayHarness();
  const live = new FakePeers();
  let nats: NatsConnection;
  let streamer: SignedInUser;
  let otherStreamer: SignedInUser;
  const sockets: Socket[] = [];
  const liveSessionId = randomUUID();

  beforeAll(async () => {
    await stack.start();
    await stack.startNotifications();
    nats = await connect({ servers: stack.nats.url });
    await live.start(stack.nats.url);
    [streamer, otherStreamer] = await Promise.all([streamerAccount(stack), streamerAccount(stack)]);
    live.answer(
      'live.session',
      () => ({ _id: liveSessionId, _influencer_id: streamer.id }) as LiveSessionDto,
    );
    live.answer('live.end', () => ({ message: 'ended', liveSession: {} as LiveSessionDto }));
    await live.flush();
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await nats.close();
    await live.stop();
    await stack.stop();
  }, 30_000);

  const as = (user: SignedInUser) => ({ token: user.accessToken });
  const invite = (by: SignedInUser, identifier: unknown) =>
    stack.post('/api/streamer/moderators/invitations', { identifier }, as(by));
  const accept = (by: SignedInUser, invitationId: string) =>
    stack.post(`/api/user/moderator-invitations/${invitationId}/accept`, {}, as(by));
  const managed = async (user: SignedInUser) =>
    (
      (await stack.get('/api/v1/auth/get-moderator-details', as(user))).body.streamers as {
        streamerId: { _id: string };
      }[]
    ).map((entry) => entry.streamerId._id);
  const roleOf = async (user: SignedInUser) => (await stack.get('/api/current_user', as(user))).body.role;
  /** A streamer-side route acting for `streamerId` (identity only). */
  const actFor = (user: SignedInUser, streamerId: string) =>
    stack.get(`/api/v1/streamer-bank-details-submission-status?streamerId=${streamerId}`, as(user));

  /** A fresh fan who accepted `by`'s invitation. */
  async function appointedByInvitation(by: SignedInUser): Promise<SignedInUser> {
    const fan = await stack.signedInUser('mod');
    const invited = await invite(by, fan.email);
    expect(invited.status).toBe(201);
    expect((await accept(fan, invited.body.invitation._id)).status).toBe(200);
    return fan;
  }

  async function openSocket(user: SignedInUser): Promise<{ socket: Socket; heard: unknown[] }> {
    const socket = gatewaySocket(stack.gateway.url, as(user));
    sockets.push(socket);
    await connected(socket);
    expect(
      await socket.emitWithAck(ClientSocketEvents.joinNotificationSession, { _user_id: user.id }),
    ).toEqual({ success: true });
    const heard: unknown[] = [];
    socket.on('updateUserLiveSession', (data: unknown) => heard.push(data));
    return { socket, heard };
  }

  /**
   * Whether a push to the streamer's room reaches the socket: a marker goes to the room, then one to the user's own
   * room; once the second arrived, the first has arrived too if it was going to (one gateway, one connection).
   */
  async function hearsStreamerRoom(user: SignedInUser, heard: unknown[]): Promise<boolean> {
    const marker = randomUUID();
    const send = (push: WirePush) => nats.publish(REALTIME_PUSH_SUBJECT, JSON.stringify(push));
    send({
      event: 'updateUserLiveSession',
      room: streamerRoom(streamer.id),
      data: { marker, to: 'streamer' },
    });
    await nats.flush();
    send({ event: 'updateUserLiveSession', room: userRoom(user.id), data: { marker, to: 'own' } });
    await waitFor(async () => heard.some((data) => matches(data, marker, 'own')) || undefined, {
      what: 'the push to the own room',
    });
    return heard.some((data) => matches(data, marker, 'streamer'));
  }
  const matches = (data: unknown, marker: string, to: string) =>
    (data as { marker?: string; to?: string }).marker === marker && (data as { to?: string }).to === to;

  const endSession = (socket: Socket) =>
    socket.emitWithAck(ClientSocketEvents.endLiveSession, { _live_session_id: liveSessionId });

  it('a fan accepts an invitation, acts for the streamer, is removed and is refused at once over HTTP and socket', async () => {
    const fan = await stack.signedInUser('mod');
    const invited = await invite(streamer, fan.username);
    expect(invited.status).toBe(201);
    expect(invited.body.invitation).toMatchObject({ status: 'pending', invitee: { _id: fan.id } });
    // The streamer sees the pending invitation; the invitee sees it and is told in-app.
    const listed = await stack.get('/api/streamer/moderators', as(streamer));
    expect(listed.body.invitations.map((i: { _id: string }) => i._id)).toContain(invited.body.invitation._id);
    const mine = await stack.get('/api/user/moderator-invitations', as(fan));
    expect(mine.body.invitations).toEqual([
      expect.objectContaining({
        _id: invited.body.invitation._id,
        streamer: expect.objectContaining({ _id: streamer.id }),
      }),
    ]);
    await waitFor(
      async () => {
        const page = await stack.get('/api/get/notifications', as(fan));
        return (
          (page.body.data as { title: string }[] | undefined)?.some(
            (n) => n.title === moderatorInvitationTitle('Fan Person'),
          ) || undefined
        );
      },
      { what: "the invitee's notification" },
    );
    // Not a moderator yet.
    expect(await actFor(fan, streamer.id)).toMatchObject(forbidden);

    expect(await accept(fan, invited.body.invitation._id)).toMatchObject({
      status: 200,
      body: { message: ModeratorText.accepted },
    });
    expect(await roleOf(fan)).toBe('moderator');
    expect(await managed(fan)).toEqual([streamer.id]);
    expect((await actFor(fan, streamer.id)).status).toBe(200);
    expect(await actFor(fan, otherStreamer.id)).toMatchObject(forbidden);
    const { moderators, invitations } = (await stack.get('/api/streamer/moderators', as(streamer))).body;
    expect(moderators.map((m: { moderator: { _id: string } }) => m.moderator._id)).toEqual([fan.id]);
    expect(invitations).toEqual([]);

    // Over the socket: in the streamer's room, and ends the streamer's session for them.
    const { socket, heard } = await openSocket(fan);
    expect(await hearsStreamerRoom(fan, heard)).toBe(true);
    expect(await endSession(socket)).toEqual({ success: true });
    expect(live.requests.filter((r) => r.subject === 'live.end')).toHaveLength(1);

    expect(await stack.delete(`/api/streamer/moderators/${fan.id}`, as(streamer))).toMatchObject({
      status: 200,
      body: { message: ModeratorText.removed },
    });
    // At once: the next request and the next acting event are refused, with the same token and socket.
    expect(await actFor(fan, streamer.id)).toMatchObject(forbidden);
    expect(await endSession(socket)).toEqual({ success: false, error: AuthText.forbidden });
    expect(live.requests.filter((r) => r.subject === 'live.end')).toHaveLength(1);
    // And the socket leaves the streamer's room (the gateway hears of the removal over NATS).
    await waitFor(async () => !(await hearsStreamerRoom(fan, heard)) || undefined, {
      what: "the removed moderator's socket to leave the streamer's room",
    });
    expect(await hearsStreamerRoom(fan, heard)).toBe(false);
    // The last link ended: a fan again.
    expect(await roleOf(fan)).toBe('user');
    expect(await managed(fan)).toEqual([]);
  });

  it('a moderator leaves a streamer, and keeps the role while another link remains', async () => {
    const moderator = await appointedByInvitation(streamer);
    const second = await invite(otherStreamer, moderator.username);
    expect((await accept(moderator, second.body.invitation._id)).status).toBe(200);
    expect(new Set(await managed(moderator))).toEqual(new Set([streamer.id, otherStreamer.id]));

    expect(await stack.delete(`/api/user/moderated-streamers/${streamer.id}`, as(moderator))).toMatchObject({
      status: 200,
      body: { message: ModeratorText.left },
    });
    expect(await managed(moderator)).toEqual([otherStreamer.id]);
    expect(await roleOf(moderator)).toBe('moderator');
    expect(await actFor(moderator, streamer.id)).toMatchObject(forbidden);
    // Leaving twice finds nothing.
    expect(await stack.delete(`/api/user/moderated-streamers/${streamer.id}`, as(moderator))).toMatchObject(
      notFound(ModeratorText.notModerator),
    );
    expect(
      (await stack.delete(`/api/user/moderated-streamers/${otherStreamer.id}`, as(moderator))).status,
    ).toBe(200);
    expect(await roleOf(moderator)).toBe('user');
  });

  it('staff with Influencers write appoint and remove; others are refused', async () => {
    const [writer, reader, outsider, fan] = await Promise.all([
      stack.staffUser([{ service: 'Influencers', read: true, write: true }]),
      stack.staffUser([{ service: 'Influencers', read: true, write: false }]),
      stack.staffUser([{ service: 'FAQ', read: true, write: true }]),
      stack.signedInUser('appointed'),
    ]);
    const path = `/api/admin/influencers/${streamer.id}/moderators`;
    expect(await stack.post(path, { identifier: fan.email }, as(reader))).toMatchObject(forbidden);
    expect(await stack.get(path, as(outsider))).toMatchObject(forbidden);
    expect(await stack.post(path, { identifier: fan.email }, as(fan))).toMatchObject(forbidden);

    expect(await stack.post(path, { identifier: fan.email }, as(writer))).toMatchObject({
      status: 201,
      body: { message: ModeratorText.appointed, moderator: { _id: fan.id } },
    });
    expect(await stack.post(path, { identifier: fan.email }, as(writer))).toMatchObject(
      conflict(ModeratorText.alreadyModerator),
    );
    expect(await roleOf(fan)).toBe('moderator');
    expect((await actFor(fan, streamer.id)).status).toBe(200);
    const listed = await stack.get(path, as(reader));
    expect(listed.body.moderators.map((m: { moderator: { _id: string } }) => m.moderator._id)).toContain(
      fan.id,
    );
    expect(
      await stack.post(`/api/admin/influencers/${fan.id}/moderators`, { identifier: 'x' }, as(writer)),
    ).toMatchObject(notFound(ModeratorText.streamerNotFound));

    expect(await stack.delete(`${path}/${fan.id}`, as(reader))).toMatchObject(forbidden);
    expect((await stack.delete(`${path}/${fan.id}`, as(writer))).status).toBe(200);
    expect(await actFor(fan, streamer.id)).toMatchObject(forbidden);
    expect(await roleOf(fan)).toBe('user');
    const audit = await stack.get(
      `/api/admin/audit-log?targetId=${fan.id}`,
      as(await stack.staffUser(ALL_PERMISSIONS)),
    );
    expect(audit.body.data.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'identity.moderator.appoint',
      'identity.moderator.dismiss',
    ]);
  });

  it("refuses a fan or a moderator inviting, and a streamer removing another streamer's moderator", async () => {
    const [fan, target] = await Promise.all([stack.signedInUser(), stack.signedInUser()]);
    expect(await invite(fan, target.username)).toMatchObject(forbidden);
    const moderator = await appointedByInvitation(streamer);
    expect(await invite(moderator, target.username)).toMatchObject(forbidden);
    expect(await stack.get('/api/streamer/moderators', as(moderator))).toMatchObject(forbidden);

    expect(await stack.delete(`/api/streamer/moderators/${moderator.id}`, as(otherStreamer))).toMatchObject(
      notFound(ModeratorText.notModerator),
    );
    expect(await managed(moderator)).toEqual([streamer.id]);
    // Nor may the other streamer cancel this streamer's invitation.
    const pending = await invite(streamer, target.username);
    expect(
      await stack.delete(
        `/api/streamer/moderators/invitations/${pending.body.invitation._id}`,
        as(otherStreamer),
      ),
    ).toMatchObject(notFound(ModeratorText.invitationNotFound));
    expect(
      (
        await stack.delete(
          `/api/streamer/moderators/invitations/${pending.body.invitation._id}`,
          as(streamer),
        )
      ).status,
    ).toBe(200);
    expect(await accept(target, pending.body.invitation._id)).toMatchObject(
      conflict(ModeratorText.invitationClosed),
    );
  });

  it('an invitation accepted twice at once makes one link; someone else cannot accept it', async () => {
    const [fan, intruder] = await Promise.all([stack.signedInUser(), stack.signedInUser()]);
    const invited = await invite(streamer, fan.email);
    const id = invited.body.invitation._id as string;
    expect(await accept(intruder, id)).toMatchObject(notFound(ModeratorText.invitationNotFound));
    expect(await stack.post(`/api/user/moderator-invitations/${id}/decline`, {}, as(intruder))).toMatchObject(
      notFound(ModeratorText.invitationNotFound),
    );
    expect(await roleOf(intruder)).toBe('user');

    const answers = await Promise.all([accept(fan, id), accept(fan, id), accept(fan, id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await managed(fan)).toEqual([streamer.id]);
    const links = (await stack.get('/api/streamer/moderators', as(streamer))).body.moderators.filter(
      (m: { moderator: { _id: string } }) => m.moderator._id === fan.id,
    );
    expect(links).toHaveLength(1);
  });

  it('answers bad invitations with a clear 4xx', async () => {
    const [staff, fan] = await Promise.all([stack.staffUser([]), stack.signedInUser()]);
    expect(await invite(streamer, `nobody_${randomUUID().slice(0, 8)}`)).toMatchObject(
      notFound(ModeratorText.inviteeNotFound),
    );
    expect(await invite(streamer, 'nobody@example.com')).toMatchObject(
      notFound(ModeratorText.inviteeNotFound),
    );
    expect(await invite(streamer, streamer.username)).toMatchObject(invalid(ModeratorText.cannotInviteSelf));
    expect(await invite(streamer, staff.email)).toMatchObject(invalid(ModeratorText.cannotInviteStaff));
    expect(await invite(streamer, otherStreamer.email)).toMatchObject(
      invalid(ModeratorText.cannotInviteStreamer),
    );
    expect(await invite(streamer, '')).toMatchObject(invalid(ModeratorText.inviteeNotFound));
    expect(await invite(streamer, { $ne: null })).toMatchObject(invalid(ModeratorText.inviteeNotFound));
    expect(await invite(streamer, 'x'.repeat(300))).toMatchObject(invalid(ModeratorText.inviteeNotFound));

    // Twice at once: one pending invitation.
    const twice = await Promise.all([invite(streamer, fan.username), invite(streamer, `@${fan.username}`)]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(twice.find((answer) => answer.status === 409)).toMatchObject(
      conflict(ModeratorText.alreadyInvited),
    );

    expect(await accept(fan, 'not-an-id')).toMatchObject(invalid(ModeratorText.invitationNotFound));
    expect(await accept(fan, randomUUID())).toMatchObject(notFound(ModeratorText.invitationNotFound));
    expect(await stack.delete('/api/streamer/moderators/not-an-id', as(streamer))).toMatchObject(
      invalid(ModeratorText.notModerator),
    );
  });
});
