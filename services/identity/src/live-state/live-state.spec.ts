import {
  AuthText,
  LiveEventSubjects,
  REALTIME_PUSH_SUBJECT,
  streamerRoom,
  type LiveSessionChangedEvent,
  type RealtimePush,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { connect, JSONCodec } from 'nats';
import { IdentityHarness } from '../test/identity-harness';
import { LiveStateConsumer } from './live-state.consumer';

describe('identity: live state, moderators and OBS sign-in', () => {
  const identity = new IdentityHarness();
  beforeAll(() => identity.start(), 30_000);
  afterAll(() => identity.stop());

  const liveEvent = (
    streamerId: string,
    liveSessionId: string,
    status: 'live' | 'ended',
    at: number,
  ): LiveSessionChangedEvent => ({
    liveSessionId,
    streamerId,
    title: 'Ranked with fans',
    price: 500,
    currency: 'USD',
    status,
    version: new Date(at).toISOString(),
  });

  const apply = (event: LiveSessionChangedEvent) => identity.service.app.get(LiveStateConsumer).apply(event);

  async function streamer(username?: string) {
    const account = await identity.verifiedUser(username ? { username } : {});
    await identity.setRole(account.user._id, 'influencer');
    return account.user;
  }

  async function liveStateOf(userId: string) {
    const user = await identity.send('identity.currentUser', { userId });
    return { isLive: user.isLive, _live_session_id: user._live_session_id };
  }

  it('shows the running session on the user, and an older snapshot never undoes a newer one', async () => {
    const star = await streamer();
    const first = newId();
    const second = newId();
    const t = Date.now();

    await apply(liveEvent(star._id, first, 'live', t));
    expect(await liveStateOf(star._id)).toEqual({ isLive: true, _live_session_id: first });

    await apply(liveEvent(star._id, first, 'ended', t + 1000));
    expect(await liveStateOf(star._id)).toEqual({ isLive: false, _live_session_id: null });

    await apply(liveEvent(star._id, second, 'live', t + 2000));
    // A redelivered start of the first session, and its end, arrive late: neither touches the second.
    await apply(liveEvent(star._id, first, 'live', t));
    await apply(liveEvent(star._id, first, 'ended', t + 1000));
    expect(await liveStateOf(star._id)).toEqual({ isLive: true, _live_session_id: second });
  });

  it("tells the streamer's room to read the live state again once its change is applied, not before", async () => {
    const star = await streamer();
    const session = newId();
    const nc = await connect({ servers: identity.nats.url });
    try {
      const pushes = nc.subscribe(REALTIME_PUSH_SUBJECT);
      await nc.flush();
      const event = liveEvent(star._id, session, 'live', Date.now());
      await nc.jetstream().publish(
        LiveEventSubjects.liveSessionChanged,
        JSONCodec().encode({
          id: newId(),
          subject: LiveEventSubjects.liveSessionChanged,
          occurredAt: new Date().toISOString(),
          data: event,
        }),
        { msgID: newId() },
      );
      for await (const message of pushes) {
        const push = JSONCodec<RealtimePush>().decode(message.data);
        if (push.room !== streamerRoom(star._id)) continue;
        expect(push).toMatchObject({
          event: 'updateUserLiveSession',
          data: { _live_session_id: session, _influencer_id: star._id, status: 'live' },
        });
        // Sent after the commit: whoever reads the live state on hearing it sees the new session.
        expect(await liveStateOf(star._id)).toEqual({ isLive: true, _live_session_id: session });
        break;
      }
    } finally {
      await nc.close();
    }
  });

  it('keeps a session ended when its end arrives before its start', async () => {
    const star = await streamer();
    const session = newId();
    const t = Date.now();
    await apply(liveEvent(star._id, session, 'ended', t + 1000));
    await apply(liveEvent(star._id, session, 'live', t));
    expect(await liveStateOf(star._id)).toEqual({ isLive: false, _live_session_id: null });
  });

  it("lists a moderator's streamers with live state, filtered, searched and sorted", async () => {
    const moderator = await identity.verifiedUser();
    await identity.setRole(moderator.user._id, 'moderator');
    const zed = await streamer(`zed_${Date.now() % 100000}`);
    const amy = await streamer(`amy_${Date.now() % 100000}`);
    for (const star of [zed, amy])
      await identity.db.query('INSERT INTO moderator_streamers (moderator_id, streamer_id) VALUES ($1, $2)', [
        moderator.user._id,
        star._id,
      ]);
    const session = newId();
    await apply(liveEvent(zed._id, session, 'live', Date.now()));

    const names = async (query: object) =>
      (
        await identity.send('identity.moderatorDetails', { userId: moderator.user._id, ...query })
      ).streamers.map(({ streamerId }) => streamerId.username);

    expect(await names({})).toEqual([zed.username, amy.username]);
    expect(await names({ sortBy: 'name' })).toEqual([amy.username, zed.username]);
    expect(await names({ filter: 'live' })).toEqual([zed.username]);
    expect(await names({ filter: 'offline' })).toEqual([amy.username]);
    expect(await names({ searchTerm: 'AMY_' })).toEqual([amy.username]);

    const { streamers } = await identity.send('identity.moderatorDetails', {
      userId: moderator.user._id,
      filter: 'live',
    });
    expect(streamers[0]!.streamerId).toMatchObject({ _id: zed._id, isLive: true, _live_session_id: session });
  });

  it('signs in a streamer whose OBS code was redeemed (OBS-scoped, a day, no refresh token), and nobody else', async () => {
    const star = await streamer();
    const session = await identity.send('identity.signInRedeemedStreamer', { streamerId: star._id });
    expect(session.user._id).toBe(star._id);
    expect(session.accessToken).toEqual(expect.any(String));
    // An OBS-scoped token for one stream (at most a day), and nothing to renew it with.
    expect(session).not.toHaveProperty('refreshToken');
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()) as {
      scope: string;
      iat: number;
      exp: number;
    };
    expect(claims.scope).toBe('obs');
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(24 * 60 * 60);

    const fan = await identity.verifiedUser();
    expect(
      await refusal(identity.send('identity.signInRedeemedStreamer', { streamerId: fan.user._id })),
    ).toEqual({ status: 403, message: AuthText.forbidden });

    await identity.db.query('UPDATE users SET is_banned = true WHERE id = $1', [star._id]);
    expect(
      (await refusal(identity.send('identity.signInRedeemedStreamer', { streamerId: star._id }))).status,
    ).toBe(403);
  });
});
