import {
  AuthText,
  ClientSocketEvents,
  formatObsCode,
  LiveText,
  ValidationText,
  ObsCodeRules,
  serviceUnavailableText,
  type GameDto,
  type LiveSessionDto,
} from '@lobby/contracts';
import { dropDatabase, waitFor } from '@lobby/test-kit';
import type { Socket } from 'socket.io-client';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { conflict, forbidden, invalid, notFound, signInRequired } from './support/answers';
import { newStreamer } from './support/catalog-fixtures';
import { demoAccount, demoCast, type DemoCast } from './support/demo-cast';
import { LiveServiceUnderTest } from './support/live-fixtures';
import { connected, gatewaySocket } from './support/sockets';

describe('gateway: live sessions', () => {
  const stack = new GatewayHarness();
  let demo: DemoCast;
  const live = new LiveServiceUnderTest();
  let otherStreamer: SignedInUser;
  let valorant: GameDto;
  let session: LiveSessionDto;

  beforeAll(async () => {
    await stack.start(
      {},
      { SEED_DEMO_DATA: 'true' },
      { content: true, catalog: { SEED_DEMO_DATA: 'true' }, booking: { HOLD_SWEEP_INTERVAL_MS: '0' } },
    );
    await live.start(stack);
    live.oembed.streams.set('https://www.youtube.com/watch?v=dQw4w9WgXcQ', {
      title: 'Radiant grind, day 12',
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    demo = await demoCast(stack);
    otherStreamer = await newStreamer(stack);
    valorant = (await stack.get('/api/get/game/valorant')).body;
  }, 120_000);
  afterAll(async () => {
    await live.stop();
    await stack.stop();
  });

  /** The live-start form on Valorant's first mode and platform, at 150 (the demo streamer bills in rupees). */
  const form = (overrides: Record<string, unknown> = {}) => ({
    _game_id: valorant._id,
    _game_mode_id: valorant.modes[0]._id,
    _platform_playing_on_id: valorant.platforms_available[0]._id,
    price: '150',
    title: 'Ranked with the chat',
    description: 'Bring your best aim.',
    session_tags: ['ranked', 'fps'],
    requirements: [{ key: 'age', value: '18+' }],
    ...overrides,
  });
  const start = (token: string | undefined, body: Record<string, unknown>) =>
    stack.post('/api/post/influencer/liveSession', body, { token });

  describe('going live', () => {
    it('refuses signed-out callers, fans, and a moderator for a streamer not in their list', async () => {
      expect(await start(undefined, form())).toMatchObject(signInRequired);
      expect(await start(demo.fanToken, form())).toMatchObject(forbidden);
      expect(await start(demo.moderatorToken, form({ streamerId: otherStreamer.id }))).toMatchObject(
        forbidden,
      );
      expect(await start(demo.moderatorToken, form())).toMatchObject(forbidden);
    });

    it('refuses a bad form at the gateway edge with the text the form shows (contracts schema)', async () => {
      expect(await start(demo.streamerToken, form({ requirements: 'x' }))).toMatchObject(
        invalid(ValidationText.requirementsIncomplete),
      );
      expect(await start(demo.streamerToken, form({ streamingLink: 5 }))).toMatchObject(
        invalid(LiveText.invalidStreamLink),
      );
    });

    it("answers the live service's rules with the spec's texts", async () => {
      expect(await start(demo.streamerToken, form({ _game_id: undefined }))).toMatchObject(
        invalid(LiveText.noGameSelected),
      );
      expect(await start(demo.streamerToken, form({ price: '99' }))).toMatchObject(
        invalid('Price should be at least ₹100'),
      );
      expect(await start(demo.streamerToken, form({ price: 'free' }))).toMatchObject(
        invalid(LiveText.invalidPrice),
      );
      expect(await start(demo.streamerToken, form({ title: 'x'.repeat(71) }))).toMatchObject(
        invalid(LiveText.titleTooLong),
      );
      expect(
        await start(demo.streamerToken, form({ requirements: [{ key: 'age', value: '' }] })),
      ).toMatchObject(invalid(LiveText.requirementsIncomplete));
      expect(await start(demo.streamerToken, form({ description: '<script>x</script>' }))).toMatchObject(
        invalid(LiveText.descriptionDisallowedTags),
      );
      expect(await start(demo.streamerToken, form({ streamingLink: 'https://vimeo.com/1' }))).toMatchObject(
        invalid(LiveText.invalidStreamLink),
      );
      expect(await start(demo.streamerToken, form({ _game_id: 'valorant' }))).toMatchObject(
        invalid('Invalid game id'),
      );
    });

    it('starts the streamer’s session, priced in their currency, and refuses a second one', async () => {
      const started = await start(demo.streamerToken, form({ price: '150.50' }));
      expect(started.status).toBe(201);
      expect(started.body).toMatchObject({
        message: LiveText.liveSessionStarted,
        isLiveSuccess: true,
        res_live_session_id: started.body.liveSession._id,
        liveSession: {
          _influencer_id: demo.streamerId,
          influencerUsername: demoAccount('streamer').username,
          influencerName: demoAccount('streamer').fullName,
          gameName: 'Valorant',
          gameModeName: valorant.modes[0].name,
          price: 150.5,
          baseCurrency: 'INR',
          isStreaming: false,
          status: 'live',
        },
      });
      session = started.body.liveSession;

      expect(await start(demo.streamerToken, form())).toMatchObject(conflict(LiveText.alreadyLive));
      // The moderator gets past the guard for their streamer, and meets the same rule.
      expect(await start(demo.moderatorToken, form({ streamerId: demo.streamerId }))).toMatchObject(
        conflict(LiveText.alreadyLive),
      );
    });
  });

  describe('editing the running session', () => {
    const update = (token: string, body: Record<string, unknown>, query = '') =>
      stack.post(`/api/post/influencer/updateLiveSession${query}`, body, { token });
    const setLink = (token: string, body: Record<string, unknown>) =>
      stack.post('/api/post/influencer/updateStreamingLink', body, { token });

    it('lets the streamer and their moderator edit it, and nobody else', async () => {
      const byStreamer = await update(demo.streamerToken, {
        liveSessionId: session._id,
        title: 'Late night ranked',
      });
      expect(byStreamer).toMatchObject({
        status: 200,
        body: {
          message: LiveText.liveSessionUpdated,
          liveSession: { title: 'Late night ranked', price: 150.5 },
        },
      });
      const byModerator = await update(demo.moderatorToken, {
        liveSessionId: session._id,
        price: 200,
        streamerId: demo.streamerId,
      });
      expect(byModerator).toMatchObject({ status: 200, body: { liveSession: { price: 200 } } });

      expect(await update(demo.fanToken, { liveSessionId: session._id, title: 'Mine' })).toMatchObject(
        forbidden,
      );
      expect(
        await update(
          demo.moderatorToken,
          { liveSessionId: session._id, title: 'Mine' },
          `?streamerId=${otherStreamer.id}`,
        ),
      ).toMatchObject(forbidden);
      expect(
        await update(otherStreamer.accessToken, { liveSessionId: session._id, title: 'Mine' }),
      ).toMatchObject({
        status: 403,
        body: { error: LiveText.notYourSession },
      });
      expect(
        await update(demo.streamerToken, { liveSessionId: session._id, title: 'y'.repeat(71) }),
      ).toMatchObject(invalid(LiveText.titleTooLong));
      expect(await update(demo.streamerToken, { liveSessionId: 'abc', title: 'x' })).toMatchObject(
        invalid('Invalid live session id'),
      );
    });

    it('sets and clears the stream link, for the streamer and their moderator only', async () => {
      const set = await setLink(demo.streamerToken, {
        liveSessionId: session._id,
        streamingLink: 'https://youtu.be/dQw4w9WgXcQ',
      });
      expect(set).toMatchObject({
        status: 200,
        body: {
          liveSession: { isStreaming: true, streamingLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
        },
      });
      expect(
        await setLink(demo.streamerToken, {
          liveSessionId: session._id,
          streamingLink: 'https://kick.com/demo',
        }),
      ).toMatchObject(invalid(LiveText.invalidStreamLink));
      expect(
        await setLink(demo.moderatorToken, {
          liveSessionId: session._id,
          streamingLink: null,
          streamerId: demo.streamerId,
        }),
      ).toMatchObject({ status: 200, body: { liveSession: { isStreaming: false, streamingLink: null } } });
      expect(
        await setLink(demo.moderatorToken, {
          liveSessionId: session._id,
          streamingLink: null,
          streamerId: otherStreamer.id,
        }),
      ).toMatchObject(forbidden);
      expect(await setLink(demo.fanToken, { liveSessionId: session._id, streamingLink: null })).toMatchObject(
        forbidden,
      );
    });
  });

  describe('reading sessions', () => {
    it("marks the streamer live on their account and in their moderator's list", async () => {
      await waitFor(
        async () =>
          (await stack.get('/api/current_user', { token: demo.streamerToken })).body.isLive === true,
        { what: 'identity to hear the session started' },
      );
      expect((await stack.get('/api/current_user', { token: demo.streamerToken })).body).toMatchObject({
        isLive: true,
        _live_session_id: session._id,
      });
      const list = await stack.get('/api/v1/moderator/get-all-streamers-data?filter=live&sortBy=name', {
        token: demo.moderatorToken,
      });
      expect(list).toMatchObject({
        status: 200,
        body: {
          streamers: [
            {
              streamerId: {
                _id: demo.streamerId,
                isLive: true,
                _live_session_id: session._id,
                upcomingSlot: null,
              },
            },
          ],
        },
      });
      expect(
        (
          await stack.get('/api/v1/moderator/get-all-streamers-data?filter=offline', {
            token: demo.moderatorToken,
          })
        ).body.streamers,
      ).toEqual([]);
      expect(
        await stack.get('/api/v1/moderator/get-all-streamers-data?filter=everyone', {
          token: demo.moderatorToken,
        }),
      ).toMatchObject({ status: 400 });
      expect(
        await stack.get('/api/v1/moderator/get-all-streamers-data', { token: demo.fanToken }),
      ).toMatchObject(forbidden);
    });

    it('shows the running session by username (any case) and by streamer id, with the queue lists', async () => {
      const byName = await stack.get(
        `/api/get/liveSession/${demoAccount('streamer').username.toUpperCase()}`,
      );
      expect(byName).toMatchObject({
        status: 200,
        body: { _id: session._id, status: 'live', playingNext: [], inGame: [] },
      });
      const byStreamer = await stack.get(`/api/get/livesessions/active/${demo.streamerId}`);
      expect(byStreamer.body).toEqual(byName.body);
    });

    it('answers null for a star who is not live, and 400 for a malformed id', async () => {
      expect(await stack.get(`/api/get/liveSession/${otherStreamer.username}`)).toMatchObject({
        status: 200,
        text: 'null',
      });
      expect(await stack.get(`/api/get/livesessions/active/${otherStreamer.id}`)).toMatchObject({
        status: 200,
        text: 'null',
      });
      expect((await stack.get('/api/get/livesessions/active/not-an-id')).status).toBe(400);
    });

    it('answers the live price minimums of each currency to anyone', async () => {
      expect(await stack.get('/api/get/live-price-minimums')).toMatchObject({
        status: 200,
        body: { INR: 100, USD: 5 },
      });
    });

    it('lists running sessions and a session’s tags for anyone', async () => {
      const all = await stack.get('/api/get/liveSessions');
      expect(all.status).toBe(200);
      expect((all.body as LiveSessionDto[]).map((each) => each._id)).toContain(session._id);
      expect((await stack.get('/api/get/liveSessions?limit=0')).status).toBe(400);
      expect(await stack.get(`/api/get/liveSessionTags/${session._id}`)).toMatchObject({
        status: 200,
        body: ['ranked', 'fps'],
      });
      expect(await stack.get(`/api/get/liveSessionTags/${otherStreamer.id}`)).toMatchObject(
        notFound(LiveText.sessionNotFound),
      );
    });

    it("lists the streamer's own sessions for them and their moderator only", async () => {
      const own = await stack.get('/api/get/influencer/liveSessions', { token: demo.streamerToken });
      expect(own.status).toBe(200);
      expect((own.body as LiveSessionDto[])[0]._id).toBe(session._id);
      const byModerator = await stack.get(`/api/get/influencer/liveSessions?streamerId=${demo.streamerId}`, {
        token: demo.moderatorToken,
      });
      expect(byModerator.body).toEqual(own.body);
      expect(
        await stack.get(`/api/get/influencer/liveSessions?streamerId=${otherStreamer.id}`, {
          token: demo.moderatorToken,
        }),
      ).toMatchObject(forbidden);
      expect(await stack.get('/api/get/influencer/liveSessions', { token: demo.fanToken })).toMatchObject(
        forbidden,
      );
      expect(await stack.get('/api/get/influencer/liveSessions')).toMatchObject(signInRequired);
    });
  });

  describe('stream details and OBS codes', () => {
    const details = (token: string | undefined, embedLink: unknown, baseUrl?: string) =>
      stack.request('POST', '/api/fetch-video-details', { body: { embedLink }, token }, baseUrl);

    it("reads a YouTube link's details for a signed-in user, and refuses other links", async () => {
      expect(await details(demo.fanToken, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({
        status: 200,
        body: {
          success: true,
          embedLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
          title: 'Radiant grind, day 12',
          thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
          error: null,
        },
      });
      expect(await details(demo.fanToken, 'https://vimeo.com/42')).toMatchObject(
        invalid(LiveText.invalidStreamLink),
      );
      expect(await details(demo.fanToken, undefined)).toMatchObject(invalid(LiveText.invalidStreamLink));
      expect(await details(undefined, 'https://youtu.be/dQw4w9WgXcQ')).toMatchObject(signInRequired);
    });

    it('limits how often one client reads stream details', async () => {
      const limited = await stack.startGateway({ SEARCH_RATE_LIMIT: '2' });
      try {
        const statuses = [];
        for (let call = 0; call < 3; call += 1) {
          statuses.push((await details(demo.fanToken, 'https://youtu.be/dQw4w9WgXcQ', limited.url)).status);
        }
        expect(statuses).toEqual([200, 200, 429]);
      } finally {
        await limited.close();
      }
    });

    it('gives the streamer (or their moderator) a one-time OBS code that signs in that streamer', async () => {
      const byStreamer = await stack.post('/api/obs/code', {}, { token: demo.streamerToken });
      expect(byStreamer).toMatchObject({
        status: 201,
        body: { code: expect.stringMatching(new RegExp(`^[${ObsCodeRules.alphabet}]{10}$`)) },
      });
      // The OBS browser source redeems the streamer's code once and is signed in as the streamer.
      const signedIn = await stack.post('/api/obs/verify-code', { code: byStreamer.body.code });
      expect(signedIn).toMatchObject({ status: 200, body: { user: { _id: demo.streamerId } } });
      expect((await stack.get('/api/current_user', { token: signedIn.body.accessToken })).body.username).toBe(
        demoAccount('streamer').username,
      );
      expect(await stack.post('/api/obs/verify-code', { code: byStreamer.body.code })).toMatchObject(
        invalid(LiveText.obsCodeInvalid),
      );
      expect(await stack.post('/api/obs/verify-code', { code: '12ab' })).toMatchObject(
        invalid(LiveText.obsCodeInvalid),
      );

      const byModerator = await stack.post(
        `/api/obs/code?streamerId=${demo.streamerId}`,
        {},
        { token: demo.moderatorToken },
      );
      expect(byModerator.status).toBe(201);
      expect(await live.rpc.send('live.redeemObsCode', { code: byModerator.body.code })).toEqual({
        streamerId: demo.streamerId,
      });

      expect(await stack.post('/api/obs/code', {}, { token: demo.fanToken })).toMatchObject(forbidden);
      expect(
        await stack.post(`/api/obs/code?streamerId=${otherStreamer.id}`, {}, { token: demo.moderatorToken }),
      ).toMatchObject(forbidden);
      expect(await stack.post('/api/obs/code', {})).toMatchObject(signInRequired);
    });

    it('answers a burst of OBS code requests for one streamer without a server error, and only the last code works', async () => {
      const burst = await Promise.all(
        Array.from({ length: 60 }, () => stack.post('/api/obs/code', {}, { token: demo.streamerToken })),
      );
      expect(burst.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
      expect(burst.every((answer) => answer.status === 201)).toBe(true);
      const redeemed = await Promise.all(
        burst.map((answer) =>
          live.rpc.send('live.redeemObsCode', { code: answer.body.code }).then(
            () => true,
            () => false,
          ),
        ),
      );
      // Each request replaced the one before: one code of the burst is left.
      expect(redeemed.filter(Boolean)).toHaveLength(1);
    });

    it('burns an OBS code after five wrong tries, and takes it typed in lower case with a dash', async () => {
      const verify = (code: unknown) => stack.post('/api/obs/verify-code', { code });
      const { code } = (await stack.post('/api/obs/code', {}, { token: demo.streamerToken })).body;
      const wrong = `${code.slice(0, -1)}${code.endsWith('Z') ? 'Y' : 'Z'}`;
      for (let attempt = 1; attempt <= ObsCodeRules.maxWrongAttempts; attempt += 1) {
        expect(await verify(wrong)).toMatchObject(invalid(LiveText.obsCodeInvalid));
      }
      expect(await verify(code)).toMatchObject(invalid(LiveText.obsCodeInvalid));

      const next = (await stack.post('/api/obs/code', {}, { token: demo.streamerToken })).body.code;
      expect(await verify(formatObsCode(next).toLowerCase())).toMatchObject({
        status: 200,
        body: { accessToken: expect.any(String), user: { _id: demo.streamerId } },
      });
      for (const malformed of [123456, null, 'x'.repeat(41), ['ABCDE23456']]) {
        expect(await verify(malformed)).toMatchObject(invalid(LiveText.obsCodeInvalid));
      }
    });
  });

  describe('an OBS code sign-in', () => {
    const sockets: Socket[] = [];
    afterAll(() => sockets.forEach((socket) => socket.disconnect()));

    const obsSignIn = async () => {
      const { code } = (await stack.post('/api/obs/code', {}, { token: demo.streamerToken })).body;
      return (await stack.post('/api/obs/verify-code', { code })).body as { accessToken: string };
    };
    const sessionExpired = { status: 401, body: { error: AuthText.sessionExpired } };

    it('reaches the overlay and the dock (live session, queue, user) and nothing else, for at most a day, without renewal', async () => {
      const obs = await obsSignIn();
      expect(obs).not.toHaveProperty('refreshToken');
      const claims = JSON.parse(Buffer.from(obs.accessToken.split('.')[1]!, 'base64url').toString()) as {
        scope: string;
        iat: number;
        exp: number;
      };
      expect(claims.scope).toBe('obs');
      expect(claims.exp - claims.iat).toBeLessThanOrEqual(24 * 60 * 60);

      const token = obs.accessToken;
      expect((await stack.get('/api/current_user', { token })).status).toBe(200);
      expect((await stack.get('/api/get/influencer/liveSessions', { token })).status).toBe(200);
      const publicQueue = await stack.get(`/api/get/live-queue/${demo.streamerId}/public`, { token });
      expect(publicQueue.status).not.toBe(403);
      expect(publicQueue.status).toBeLessThan(500);
      // A public read (the dock's go-live dialog lists the star's gigs) answers as to an anonymous visitor.
      const gigs = await stack.get(`/api/get/products/${demo.streamerId}`, { token });
      expect(gigs.status).toBe(200);
      expect(gigs.body).toEqual((await stack.get(`/api/get/products/${demo.streamerId}`)).body);

      for (const refused of [
        stack.get(`/api/get/orders/influencer/${demo.streamerId}`, { token }),
        stack.get('/api/get/influencer/payout-history', { token }),
        stack.get(`/api/get/influencer/total-earnings/${demo.streamerId}`, { token }),
        stack.get('/api/v1/streamer-bank-details-submission-status', { token }),
        stack.post(
          `/api/auth/user/change-email/${demo.streamerId}`,
          { email: 'taken-over@example.com' },
          { token },
        ),
        stack.post('/api/updated_user', { id: demo.streamerId }, { token }),
        stack.post('/api/auth/generate-new-token', {}, { token }),
        stack.post('/api/obs/code', {}, { token }),
        stack.get('/api/obs/sessions', { token }),
      ]) {
        expect(await refused).toMatchObject(forbidden);
      }
      // Nothing it holds renews it.
      expect((await stack.post('/api/auth/refresh-token', { refreshToken: token })).status).toBe(401);
      expect((await stack.get('/api/current_user', { token })).status).toBe(200);
    });

    it('is listed on the setup page and revoked there by the streamer: its token is refused and its sockets close', async () => {
      const obs = await obsSignIn();
      const listed = await stack.get('/api/obs/sessions', { token: demo.streamerToken });
      expect(listed.status).toBe(200);
      const mine = (listed.body.sessions as { id: string; signedInAt: string; expiresAt: string }[]).at(-1)!;
      expect(Date.parse(mine.expiresAt) - Date.parse(mine.signedInAt)).toBeLessThanOrEqual(
        24 * 60 * 60 * 1000,
      );

      const socket = await connected(gatewaySocket(stack.gateway.url, { token: obs.accessToken }));
      sockets.push(socket);
      expect(
        await socket.emitWithAck(ClientSocketEvents.joinNotificationSession, { _user_id: demo.streamerId }),
      ).toEqual({ success: true });
      const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

      // Another streamer, a fan, or the OBS sign-in itself cannot revoke it; a bad id is a clear error.
      const revoke = (token: string, id = mine.id, query = '') =>
        stack.post(`/api/obs/sessions/${id}/revoke${query}`, {}, { token });
      expect(await revoke(otherStreamer.accessToken)).toMatchObject(notFound(AuthText.obsSessionNotFound));
      expect(await revoke(demo.fanToken)).toMatchObject(forbidden);
      expect(await revoke(obs.accessToken)).toMatchObject(forbidden);
      expect(await revoke(demo.moderatorToken, mine.id, `?streamerId=${otherStreamer.id}`)).toMatchObject(
        forbidden,
      );
      expect(await revoke(demo.streamerToken, 'not-a-session')).toMatchObject(
        invalid(AuthText.obsSessionNotFound),
      );
      expect((await stack.get('/api/current_user', { token: obs.accessToken })).status).toBe(200);

      // The streamer's moderator revokes it for them; a revoke sent twice at once ends it once, without an error.
      const [first, second] = await Promise.all([
        revoke(demo.moderatorToken, mine.id, `?streamerId=${demo.streamerId}`),
        revoke(demo.streamerToken),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      await closed;
      expect(await stack.get('/api/current_user', { token: obs.accessToken })).toMatchObject(sessionExpired);
      const after = await stack.get('/api/obs/sessions', { token: demo.streamerToken });
      expect(after.body.sessions.map((entry: { id: string }) => entry.id)).not.toContain(mine.id);
      // The streamer's own sign-in is untouched.
      expect((await stack.get('/api/current_user', { token: demo.streamerToken })).status).toBe(200);
    });
  });

  describe('ending', () => {
    const end = (token: string, liveSessionId: string, query = '') =>
      stack.post(`/api/liveSession/end/${liveSessionId}${query}`, undefined, { token });

    it('refuses while a fan is in playing next, and shows them on the session meanwhile', async () => {
      const entry = await live.fanPlayingNext(demo.fanId, demo.streamerId, session._id);
      expect(await end(demo.streamerToken, session._id)).toMatchObject(conflict(LiveText.usersStillPlaying));
      const page = await stack.get(`/api/get/liveSession/${demoAccount('streamer').username}`);
      expect(page.body).toMatchObject({
        status: 'live',
        playingNext: [{ name: demoAccount('fan').fullName, kind: 'regular', isYou: false }],
        inGame: [],
      });
      // The public page names the fan, never their id or username.
      expect(page.text).not.toContain(demo.fanId);
      expect(page.text).not.toContain(demoAccount('fan').username);
      await live.finishPlaying(demo.streamerId, entry._id);
    });

    it('lets only the streamer or their moderator end it, once, and answers it again after', async () => {
      expect(await end(demo.fanToken, session._id)).toMatchObject(forbidden);
      expect(await end(demo.moderatorToken, session._id, `?streamerId=${otherStreamer.id}`)).toMatchObject(
        forbidden,
      );
      expect(await end(otherStreamer.accessToken, session._id)).toMatchObject({
        status: 403,
        body: { error: LiveText.notYourSession },
      });

      const ended = await end(demo.moderatorToken, session._id, `?streamerId=${demo.streamerId}`);
      expect(ended).toMatchObject({
        status: 200,
        body: { message: LiveText.liveSessionEnded, liveSession: { _id: session._id, status: 'ended' } },
      });
      expect(await end(demo.streamerToken, session._id)).toMatchObject({ status: 200, body: ended.body });
      expect((await stack.get(`/api/get/liveSession/${demoAccount('streamer').username}`)).text).toBe('null');
      expect(await end(demo.streamerToken, 'nope')).toMatchObject(invalid('Invalid live session id'));
    });

    it("tells everyone on a star's page, following them or not, signed in or not, when they go live and end", async () => {
      const sockets: Socket[] = [];
      const heard = new Map<Socket, unknown[]>();
      /** A socket (a visitor's without a token) that follows `starId`'s public room. */
      const watching = async (starId: string, token?: string) => {
        const socket = await connected(gatewaySocket(stack.gateway.url, { token }));
        sockets.push(socket);
        heard.set(socket, []);
        socket.on('starLiveChanged', (change: unknown) => heard.get(socket)!.push(change));
        expect(await socket.emitWithAck('watchStar', { _influencer_id: starId })).toEqual({ success: true });
        return socket;
      };
      try {
        // Nobody follows the other streamer: a visitor and the demo fan only have their page open.
        const visitor = await watching(otherStreamer.id);
        const fan = await watching(otherStreamer.id, demo.fanToken);
        const elsewhere = await watching(demo.streamerId);

        const started = await start(otherStreamer.accessToken, form({ price: '10' }));
        expect(started.status).toBe(201);
        const liveSessionId = started.body.liveSession._id;
        const change = (status: string) => ({
          _influencer_id: otherStreamer.id,
          _live_session_id: liveSessionId,
          status,
        });
        await waitFor(async () => heard.get(visitor)!.length === 1 && heard.get(fan)!.length === 1, {
          what: 'both pages to hear the star went live',
        });
        expect(heard.get(visitor)).toEqual([change('live')]);
        expect(heard.get(fan)).toEqual([change('live')]);

        expect((await end(otherStreamer.accessToken, liveSessionId)).status).toBe(200);
        await waitFor(async () => heard.get(visitor)!.length === 2 && heard.get(fan)!.length === 2, {
          what: 'both pages to hear the star ended',
        });
        expect(heard.get(fan)).toEqual([change('live'), change('ended')]);
        // Every push reached this gateway by now; the other star's page heard none of them.
        expect(heard.get(elsewhere)).toEqual([]);
      } finally {
        sockets.forEach((socket) => socket.disconnect());
      }
    });

    it('passes on 503 when booking is down: the page fails and the session stays live', async () => {
      const started = await start(otherStreamer.accessToken, form({ price: '10' }));
      expect(started.status).toBe(201);
      const liveSessionId = started.body.liveSession._id;
      await stack.booking!.close();
      stack.booking = null;
      await dropDatabase(stack.bookingDatabaseName);

      const unavailable = { status: 503, body: { error: serviceUnavailableText('booking') } };
      expect(await stack.get(`/api/get/liveSession/${otherStreamer.username}`)).toMatchObject(unavailable);
      expect(await end(otherStreamer.accessToken, liveSessionId)).toMatchObject(unavailable);
      expect(await stack.get(`/api/get/liveSessionTags/${liveSessionId}`)).toMatchObject({ status: 200 });
      expect(
        (await stack.get('/api/get/influencer/liveSessions', { token: otherStreamer.accessToken })).body[0],
      ).toMatchObject({ _id: liveSessionId, status: 'live' });
    });
  });
});
