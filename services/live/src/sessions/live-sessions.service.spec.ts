import {
  AccountText,
  CatalogText,
  ErrorText,
  LivePriceConfigKeys,
  LiveText,
  REALTIME_PUSH_SUBJECT,
  serviceUnavailableText,
  liveSessionRoom,
  starRoom,
  streamerRoom,
  ValidationText,
  type LiveSessionDto,
  type LiveSessionInput,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal, waitFor } from '@lobby/test-kit';
import { LiveHarness, PUBLIC_HOST, type FakeGame } from '../test/live-fixtures';

describe('live: going live, editing, the stream link and ending', () => {
  const live = new LiveHarness();
  let game: FakeGame;

  beforeAll(async () => {
    await live.start();
    game = live.game('Valorant');
  }, 30_000);
  afterAll(() => live.stop());

  const invalid = (message: string) => ({ status: 400, message });

  describe('starting', () => {
    it('starts a session with the snapshots a page shows, the price in major units and the currency', async () => {
      const streamer = live.streamer({ currency: 'INR', fullName: 'Ana Plays' });
      const answer = await live.goLive(streamer, game, {
        price: '150.50',
        streamingLink: 'https://www.twitch.tv/AnaPlays',
        isStreaming: false,
        session_tags: [' fps ', '#FPS', 'Ranked'],
      });
      expect(answer).toMatchObject({
        message: LiveText.liveSessionStarted,
        isLiveSuccess: true,
        res_live_session_id: answer.liveSession._id,
      });
      expect(answer.liveSession).toEqual({
        _id: expect.any(String),
        _influencer_id: streamer.id,
        influencerUsername: streamer.username,
        influencerName: 'Ana Plays',
        influencerImage: streamer.imageUrl,
        title: 'Ranked grind with chat',
        description: 'Bring your best aim.',
        _game_id: game.game._id,
        gameName: 'Valorant',
        _game_mode_id: game.modes[0]._id,
        gameModeName: 'Ranked',
        _platform_playing_on_id: game.platforms[0]._id,
        platformName: 'PC',
        price: 150.5,
        baseCurrency: 'INR',
        isStreaming: true,
        streamingLink: `https://player.twitch.tv/?channel=anaplays&parent=${PUBLIC_HOST}`,
        defaultThumbnail: game.game.image,
        defaultFileName: null,
        banner: null,
        session_tags: ['fps', 'Ranked'],
        requirements: [{ key: 'age', value: '18+' }],
        status: 'live',
        startedAt: expect.any(String),
        endedAt: null,
      });
      const { rows } = await live.db.query('SELECT price_minor, currency FROM live_sessions WHERE id = $1', [
        answer.liveSession._id,
      ]);
      expect(rows[0]).toEqual({ price_minor: 15_050, currency: 'INR' });
    });

    it("fills in the spec's default title and description, and is not streaming without a link", async () => {
      const streamer = live.streamer({ fullName: 'Ben' });
      const { liveSession } = await live.goLive(streamer, game, {
        title: '  ',
        description: '',
        _game_mode_id: undefined,
        _platform_playing_on_id: '',
        price: 5,
      });
      expect(liveSession).toMatchObject({
        title: 'Play Valorant with Ben',
        description: 'Play Valorant with me.',
        _game_mode_id: null,
        gameModeName: null,
        _platform_playing_on_id: null,
        isStreaming: false,
        streamingLink: null,
      });
    });

    it.each([
      ['no game', { _game_id: undefined }, invalid(LiveText.noGameSelected)],
      ['an empty game', { _game_id: ' ' }, invalid(LiveText.noGameSelected)],
      ['an unknown game', { _game_id: newId() }, invalid(CatalogText.gameNotFound)],
      ['a title of 71 characters', { title: 'x'.repeat(71) }, invalid(LiveText.titleTooLong)],
      [
        'an incomplete requirement',
        {
          requirements: [
            { key: 'age', value: '18+' },
            { key: 'rank', value: ' ' },
          ],
        },
        invalid(LiveText.requirementsIncomplete),
      ],
      [
        'a description with an iframe',
        { description: 'Watch <iframe src="https://x.test"></iframe>' },
        invalid(LiveText.descriptionDisallowedTags),
      ],
      [
        'a description with a script',
        { description: '<script>alert(1)</script>' },
        invalid(LiveText.descriptionDisallowedTags),
      ],
      [
        'a stream on another site',
        { streamingLink: 'https://kick.com/ana' },
        invalid(LiveText.invalidStreamLink),
      ],
      ['no price', { price: undefined }, invalid(LiveText.invalidPrice)],
      ['a price with three decimals', { price: '10.999' }, invalid(LiveText.invalidPrice)],
      [
        'a thumbnail from anywhere',
        { defaultThumbnail: 'http://tracker.test/p.png' },
        invalid(ValidationText.invalidImage),
      ],
    ])('refuses %s', async (_case, overrides, expected) => {
      const streamer = live.streamer();
      expect(await refusal(live.goLive(streamer, game, overrides))).toEqual(expected);
      expect(await live.send('live.activeByStreamer', { streamerId: streamer.id })).toBeNull();
    });

    it("refuses a mode of another game and a platform the game isn't on", async () => {
      const other = live.game();
      const streamer = live.streamer();
      expect(await refusal(live.goLive(streamer, game, { _game_mode_id: other.modes[0]._id }))).toEqual(
        invalid(LiveText.gameModeMismatch),
      );
      expect(
        await refusal(live.goLive(streamer, game, { _platform_playing_on_id: other.platforms[0]._id })),
      ).toEqual(invalid(LiveText.platformMismatch));
    });

    it('refuses anyone but a streamer', async () => {
      const fan = live.streamer({ role: 'user' });
      expect(await refusal(live.goLive(fan, game))).toEqual({
        status: 403,
        message: AccountText.notInfluencer,
      });
    });

    it('refuses a price under the default minimum: 100 INR and 5 USD', async () => {
      const indian = live.streamer({ currency: 'INR' });
      expect(await refusal(live.goLive(indian, game, { price: 99.99 }))).toEqual(
        invalid('Price should be at least ₹100'),
      );
      expect((await live.goLive(indian, game, { price: 100 })).liveSession.price).toBe(100);

      const american = live.streamer({ currency: 'USD' });
      expect(await refusal(live.goLive(american, game, { price: '4.99' }))).toEqual(
        invalid('Price should be at least $ 5'),
      );
      expect((await live.goLive(american, game, { price: 5 })).liveSession.price).toBe(5);
    });

    it('takes the minimum from configuration when content has one', async () => {
      live.configuration.set(LivePriceConfigKeys.USD, '12.50');
      live.configuration.set(LivePriceConfigKeys.INR, '40');
      try {
        const american = live.streamer({ currency: 'USD' });
        expect(await refusal(live.goLive(american, game, { price: 12 }))).toEqual(
          invalid('Price should be at least $ 12.5'),
        );
        const indian = live.streamer({ currency: 'INR' });
        expect((await live.goLive(indian, game, { price: 50 })).liveSession.price).toBe(50);
        expect(await live.rpc.send('live.priceMinimums', {})).toEqual({ INR: 40, USD: 12.5 });
      } finally {
        live.configuration.clear();
      }
    });

    it('uses the default minimum when content is down', async () => {
      live.peers.down('content.configuration');
      try {
        const streamer = live.streamer({ currency: 'USD' });
        expect(await refusal(live.goLive(streamer, game, { price: 4 }))).toEqual(
          invalid('Price should be at least $ 5'),
        );
        expect((await live.goLive(streamer, game, { price: 6 })).liveSession.price).toBe(6);
        expect(await live.rpc.send('live.priceMinimums', {})).toEqual({ INR: 100, USD: 5 });
      } finally {
        live.answerAsPeers();
        await live.peers.flush();
      }
    });

    it('refuses a second live session of the same streamer', async () => {
      const streamer = live.streamer();
      const first = await live.goLive(streamer, game);
      expect(await refusal(live.goLive(streamer, game))).toEqual({
        status: 409,
        message: LiveText.alreadyLive,
      });
      expect((await live.send('live.activeByStreamer', { streamerId: streamer.id }))?._id).toBe(
        first.liveSession._id,
      );
    });

    it('lets exactly one of two starts at once go live', async () => {
      const streamer = live.streamer();
      const results = await Promise.allSettled([live.goLive(streamer, game), live.goLive(streamer, game)]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ status: 409, message: LiveText.alreadyLive });
      const { rows } = await live.db.query(
        `SELECT count(*)::int AS n FROM live_sessions WHERE streamer_id = $1 AND status = 'live'`,
        [streamer.id],
      );
      expect(rows[0].n).toBe(1);
    });

    it('writes a session-changed snapshot with the start and tells the streamer room to refetch', async () => {
      const pushes = live.peers.listen(REALTIME_PUSH_SUBJECT);
      await live.peers.flush();
      const streamer = live.streamer({ currency: 'INR' });
      const { liveSession } = await live.goLive(streamer, game, { price: 250, title: 'Night queue' });
      expect(await live.sessionEvents(liveSession._id)).toEqual([
        {
          liveSessionId: liveSession._id,
          streamerId: streamer.id,
          title: 'Night queue',
          price: 25_000,
          currency: 'INR',
          status: 'live',
          version: expect.any(String),
        },
      ]);
      await waitFor(async () => pushes.length > 1, { what: 'the realtime pushes' });
      const data = { _live_session_id: liveSession._id, _influencer_id: streamer.id, status: 'live' };
      expect(pushes).toContainEqual({
        event: 'updateUserLiveSession',
        room: streamerRoom(streamer.id),
        data,
      });
      expect(pushes).toContainEqual({
        event: 'updateUserLiveSession',
        room: liveSessionRoom(liveSession._id),
        data,
      });
    });

    it('writes no snapshot for a refused start', async () => {
      const streamer = live.streamer();
      await live.goLive(streamer, game);
      await refusal(live.goLive(streamer, game));
      const { rows } = await live.db.query(
        `SELECT count(*)::int AS n FROM kit_outbox WHERE payload->>'streamerId' = $1`,
        [streamer.id],
      );
      expect(rows[0].n).toBe(1);
    });
  });

  describe('editing a running session', () => {
    it('changes the given fields only, checks them like a start, and keeps the rest', async () => {
      const streamer = live.streamer({ currency: 'USD' });
      const { liveSession } = await live.goLive(streamer, game, { price: 10 });
      const answer = await live.send('live.update', {
        userId: streamer.id,
        liveSessionId: liveSession._id,
        title: 'Late night ranked',
        price: '12.25',
        _platform_playing_on_id: game.platforms[1]._id,
      });
      expect(answer.message).toBe(LiveText.liveSessionUpdated);
      expect(answer.liveSession).toMatchObject({
        title: 'Late night ranked',
        price: 12.25,
        platformName: 'PlayStation',
        gameModeName: 'Ranked',
        description: liveSession.description,
        session_tags: liveSession.session_tags,
        requirements: liveSession.requirements,
      });
      const refusedEdits: [LiveSessionInput, { status: number; message: string }][] = [
        [{ title: 'y'.repeat(71) }, invalid(LiveText.titleTooLong)],
        [{ price: 4 }, invalid('Price should be at least $ 5')],
        [{ requirements: [{ key: 'rank', value: '' }] }, invalid(LiveText.requirementsIncomplete)],
        [{ description: '<svg onload=x>' }, invalid(LiveText.descriptionDisallowedTags)],
        [{ _game_id: '' }, invalid(LiveText.noGameSelected)],
      ];
      for (const [field, expected] of refusedEdits) {
        expect(
          await refusal(
            live.send('live.update', { userId: streamer.id, liveSessionId: liveSession._id, ...field }),
          ),
        ).toEqual(expected);
      }
      expect((await live.send('live.session', { liveSessionId: liveSession._id })).title).toBe(
        'Late night ranked',
      );
    });

    it('drops the mode and platform when the game changes, and refreshes the names it shows', async () => {
      const other = live.game('Apex Legends');
      const streamer = live.streamer({ fullName: 'Old Name' });
      const { liveSession } = await live.goLive(streamer, game);
      streamer.fullName = 'New Name';
      const { liveSession: changed } = await live.send('live.update', {
        userId: streamer.id,
        liveSessionId: liveSession._id,
        _game_id: other.game._id,
      });
      expect(changed).toMatchObject({
        gameName: 'Apex Legends',
        _game_mode_id: null,
        _platform_playing_on_id: null,
        influencerName: 'New Name',
      });
    });

    it("refuses someone else's session, an unknown one and an ended one", async () => {
      const owner = live.streamer();
      const other = live.streamer();
      const { liveSession } = await live.goLive(owner, game);
      const edit = (userId: string, liveSessionId = liveSession._id) =>
        live.send('live.update', { userId, liveSessionId, title: 'Mine now' });
      expect(await refusal(edit(other.id))).toEqual({ status: 403, message: LiveText.notYourSession });
      expect(
        await refusal(
          live.send('live.updateStreamingLink', {
            userId: other.id,
            liveSessionId: liveSession._id,
            streamingLink: 'https://youtu.be/dQw4w9WgXcQ',
          }),
        ),
      ).toEqual({ status: 403, message: LiveText.notYourSession });
      expect(await refusal(edit(owner.id, newId()))).toEqual({
        status: 404,
        message: LiveText.sessionNotFound,
      });

      await live.send('live.end', { userId: owner.id, liveSessionId: liveSession._id });
      expect(await refusal(edit(owner.id))).toEqual({ status: 409, message: LiveText.sessionEnded });
      expect(
        await refusal(
          live.send('live.updateStreamingLink', {
            userId: owner.id,
            liveSessionId: liveSession._id,
            streamingLink: null,
          }),
        ),
      ).toEqual({ status: 409, message: LiveText.sessionEnded });
    });

    it('sets and clears the stream link, streaming exactly while there is one, with a newer snapshot each time', async () => {
      const streamer = live.streamer();
      const { liveSession } = await live.goLive(streamer, game);
      const setLink = (streamingLink: string | null) =>
        live.send('live.updateStreamingLink', {
          userId: streamer.id,
          liveSessionId: liveSession._id,
          streamingLink,
        });

      const saved = await setLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      expect(saved.message).toBe(LiveText.streamLinkSaved);
      const withLink = saved.liveSession;
      expect(withLink).toMatchObject({
        isStreaming: true,
        streamingLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      });
      expect(await refusal(setLink('https://vimeo.com/42'))).toEqual(invalid(LiveText.invalidStreamLink));
      const removed = await setLink(null);
      expect(removed.message).toBe(LiveText.streamLinkRemoved);
      expect(removed.liveSession).toMatchObject({ isStreaming: false, streamingLink: null });

      const versions = (await live.sessionEvents(liveSession._id)).map((event) => Date.parse(event.version));
      expect(versions).toHaveLength(3);
      expect(versions[1]).toBeGreaterThan(versions[0]);
      expect(versions[2]).toBeGreaterThan(versions[1]);
    });
  });

  describe('ending', () => {
    it('closes the queue through booking, then ends the session once', async () => {
      const streamer = live.streamer();
      const { liveSession } = await live.goLive(streamer, game);
      const answer = await live.send('live.end', { userId: streamer.id, liveSessionId: liveSession._id });
      expect(answer).toMatchObject({
        message: LiveText.liveSessionEnded,
        liveSession: { _id: liveSession._id, status: 'ended', endedAt: expect.any(String) },
      });
      expect(live.peers.requestsOf('booking.closeLiveQueue')).toContainEqual({
        userId: streamer.id,
        liveSessionId: liveSession._id,
      });
      expect((await live.sessionEvents(liveSession._id)).map((event) => event.status)).toEqual([
        'live',
        'ended',
      ]);

      const again = await live.send('live.end', { userId: streamer.id, liveSessionId: liveSession._id });
      expect(again.liveSession).toEqual(answer.liveSession);
      expect(await live.sessionEvents(liveSession._id)).toHaveLength(2);
      expect(await live.send('live.activeByStreamer', { streamerId: streamer.id })).toBeNull();
      // The streamer may go live again.
      expect((await live.goLive(streamer, game)).liveSession._id).not.toBe(liveSession._id);
    });

    it("tells the star's public room when they go live and when they end, and nothing of an edit", async () => {
      const pushes = live.peers.listen(REALTIME_PUSH_SUBJECT) as { room?: string }[];
      await live.peers.flush();
      const streamer = live.streamer();
      const { liveSession } = await live.goLive(streamer, game);
      await live.send('live.update', {
        userId: streamer.id,
        liveSessionId: liveSession._id,
        title: 'Edited',
      });
      await live.send('live.end', { userId: streamer.id, liveSessionId: liveSession._id });

      const toStarRoom = () => pushes.filter((push) => push.room === starRoom(streamer.id));
      await waitFor(async () => toStarRoom().some((push) => JSON.stringify(push).includes('"ended"')), {
        what: "the end in the star's room",
      });
      const change = (status: string) => ({
        event: 'starLiveChanged',
        room: starRoom(streamer.id),
        data: { _live_session_id: liveSession._id, _influencer_id: streamer.id, status },
      });
      expect(toStarRoom()).toEqual([change('live'), change('ended')]);
    });

    it('refuses to end while booking says fans are in playing next or in game, and changes nothing', async () => {
      const streamer = live.streamer();
      const { liveSession } = await live.goLive(streamer, game);
      live.fansStillPlaying.add(liveSession._id);
      expect(
        await refusal(live.send('live.end', { userId: streamer.id, liveSessionId: liveSession._id })),
      ).toEqual({
        status: 409,
        message: LiveText.usersStillPlaying,
      });
      expect((await live.send('live.session', { liveSessionId: liveSession._id })).status).toBe('live');
      expect(await live.sessionEvents(liveSession._id)).toHaveLength(1);

      live.fansStillPlaying.delete(liveSession._id);
      expect(
        (await live.send('live.end', { userId: streamer.id, liveSessionId: liveSession._id })).liveSession
          .status,
      ).toBe('ended');
    });

    it('fails with 503 and changes nothing while booking is down', async () => {
      const streamer = live.streamer();
      const { liveSession } = await live.goLive(streamer, game);
      live.peers.down('booking.closeLiveQueue');
      try {
        expect(
          await refusal(live.send('live.end', { userId: streamer.id, liveSessionId: liveSession._id })),
        ).toEqual({
          status: 503,
          message: serviceUnavailableText('booking'),
        });
        expect((await live.send('live.session', { liveSessionId: liveSession._id })).status).toBe('live');
      } finally {
        live.answerAsPeers();
        await live.peers.flush();
      }
    });

    it("refuses to end someone else's session, before asking booking", async () => {
      const owner = live.streamer();
      const other = live.streamer();
      const { liveSession } = await live.goLive(owner, game);
      const asked = live.peers.requestsOf('booking.closeLiveQueue').length;
      expect(
        await refusal(live.send('live.end', { userId: other.id, liveSessionId: liveSession._id })),
      ).toEqual({
        status: 403,
        message: LiveText.notYourSession,
      });
      expect(live.peers.requestsOf('booking.closeLiveQueue')).toHaveLength(asked);
      expect(await refusal(live.send('live.end', { userId: owner.id, liveSessionId: newId() }))).toEqual({
        status: 404,
        message: LiveText.sessionNotFound,
      });
      // Id shape is the gateway's DTO's; a malformed one arriving another way gets the kit's 400.
      expect(await refusal(live.send('live.end', { userId: owner.id, liveSessionId: 'nope' }))).toEqual({
        status: 400,
        message: ErrorText.badRequest,
      });
    });
  });

  describe('reads', () => {
    it('finds the running session by username in any case, by streamer, by id, and its tags', async () => {
      const streamer = live.streamer();
      const { liveSession } = await live.goLive(streamer, game, { session_tags: ['duo', 'chill'] });
      const byName = await live.send('live.sessionByUsername', { username: streamer.username.toUpperCase() });
      expect(byName).toEqual(liveSession);
      expect(await live.send('live.activeByStreamer', { streamerId: streamer.id })).toEqual(liveSession);
      expect(await live.send('live.session', { liveSessionId: liveSession._id })).toEqual(liveSession);
      expect(await live.send('live.sessionTags', { liveSessionId: liveSession._id })).toEqual([
        'duo',
        'chill',
      ]);
      expect(await refusal(live.send('live.sessionTags', { liveSessionId: newId() }))).toEqual({
        status: 404,
        message: LiveText.sessionNotFound,
      });
      expect(await live.send('live.sessionByUsername', { username: 'nobody_here' })).toBeNull();
    });

    it('lists running sessions newest first, and a streamer their own sessions with ended ones', async () => {
      const streamer = live.streamer();
      const first = (await live.goLive(streamer, game)).liveSession;
      await live.send('live.end', { userId: streamer.id, liveSessionId: first._id });
      const second = (await live.goLive(streamer, game)).liveSession;
      const later = (await live.goLive(live.streamer(), game)).liveSession;

      const active: LiveSessionDto[] = await live.send('live.activeSessions', {});
      const ids = active.map((session) => session._id);
      expect(ids).toContain(second._id);
      expect(ids).not.toContain(first._id);
      expect(ids.indexOf(later._id)).toBeLessThan(ids.indexOf(second._id));
      expect(active.every((session) => session.status === 'live')).toBe(true);
      expect(await live.send('live.activeSessions', { limit: 1 })).toHaveLength(1);

      const own = await live.send('live.streamerSessions', { userId: streamer.id });
      expect(own.map((session) => [session._id, session.status])).toEqual([
        [second._id, 'live'],
        [first._id, 'ended'],
      ]);
      expect(await live.send('live.sessionByUsername', { username: streamer.username })).toMatchObject({
        _id: second._id,
      });
    });
  });
});
