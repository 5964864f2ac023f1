import type { FullAnalyticsDto } from '@lobby/contracts';
import { waitFor } from '@lobby/test-kit';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { forbidden, invalid, signInRequired } from './support/answers';
import { heldOrder, newGig, newSlot, payWithSandbox, PRICE_MINOR } from './support/booking-fixtures';
import { newStreamer } from './support/catalog-fixtures';
import { demoCast, type DemoCast } from './support/demo-cast';

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
};

/**
 * Page views and clicks through the gateway, then a real booking paid in the sandbox: the streamer's funnel
 * moves one step at a time. And who may read the figures.
 */
describe('gateway: streamer analytics', () => {
  const stack = new GatewayHarness();
  let cast: DemoCast;
  let otherStreamer: SignedInUser;

  const funnel = async (): Promise<FullAnalyticsDto['funnel']> =>
    (
      await stack.get(`/api/get/influencer/full-analytics/${cast.streamerId}?days=7`, {
        token: cast.streamerToken,
      })
    ).body.funnel;

  beforeAll(async () => {
    await stack.start(
      {},
      { SEED_DEMO_DATA: 'true' },
      {
        content: true,
        catalog: { SEED_DEMO_DATA: 'true' },
        booking: { HOLD_SWEEP_INTERVAL_MS: '0' },
        payments: { CHECKOUT_SWEEP_INTERVAL_MS: '0' },
      },
    );
    cast = await demoCast(stack);
    otherStreamer = await newStreamer(stack);
  }, 180_000);
  afterAll(() => stack.stop(), 60_000);

  it('moves the funnel: a view, a click, a checkout started, a paid order', async () => {
    const gig = await newGig(stack, cast.streamerToken, 'Funnel duo');
    const before = await funnel();

    const view = { itemId: gig._id, influencerId: cast.streamerId, type: 'gig' };
    const first = await stack.post('/api/track/view', view, { token: cast.fanToken, headers: BROWSER });
    expect(first).toMatchObject({ status: 200, body: { counted: true } });
    // The same fan again today, the streamer, their moderator and a crawler: none of them counts.
    expect(
      (await stack.post('/api/track/view', view, { token: cast.fanToken, headers: BROWSER })).body,
    ).toMatchObject({
      counted: false,
    });
    for (const token of [cast.streamerToken, cast.moderatorToken])
      expect((await stack.post('/api/track/view', view, { token, headers: BROWSER })).body.counted).toBe(
        false,
      );
    const crawler = {
      'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    };
    expect((await stack.post('/api/track/view', view, { headers: crawler })).body.counted).toBe(false);
    // A signed-out visitor is someone else.
    expect((await stack.post('/api/track/view', view, { headers: BROWSER })).body.counted).toBe(true);
    expect(await funnel()).toEqual({ ...before, views: before.views + 2 });

    // Opening the gig's page is popularity, not the funnel; pressing Book is the funnel's click.
    const opened = { itemId: gig._id, influencerId: cast.streamerId, type: 'gig' };
    await stack.post('/api/track/click', opened, { token: cast.fanToken, headers: BROWSER });
    expect(await funnel()).toEqual({ ...before, views: before.views + 2 });
    const click = { itemId: gig._id, influencerId: cast.streamerId, type: 'book' };
    expect(
      (await stack.post('/api/track/click', click, { token: cast.fanToken, headers: BROWSER })).status,
    ).toBe(200);
    await stack.post('/api/track/click', click, { token: cast.fanToken, headers: BROWSER });
    await stack.post('/api/track/click', click, { token: cast.streamerToken, headers: BROWSER });
    expect(await funnel()).toEqual({ ...before, views: before.views + 2, clicks: before.clicks + 1 });

    const slot = await newSlot(stack, cast.streamerToken, gig._id, 2);
    const order = await heldOrder(stack, cast.fanToken, slot._id, 1);
    await payWithSandbox(stack, cast.fanToken, order._id);
    const after = await waitFor(
      async () => {
        const now = await funnel();
        return now.paid === before.paid + 1 && now.checkoutsStarted === before.checkoutsStarted + 1
          ? now
          : undefined;
      },
      { what: 'catalog to count the checkout and the paid order' },
    );
    expect(after).toEqual({
      views: before.views + 2,
      clicks: before.clicks + 1,
      checkoutsStarted: before.checkoutsStarted + 1,
      paid: before.paid + 1,
    });

    const top = await stack.get('/api/streamer-analytics/top-performing-gigs', { token: cast.streamerToken });
    expect(top.body).toContainEqual(
      expect.objectContaining({ gigId: gig._id, paidOrders: 1, revenue: PRICE_MINOR, views: 2, clicks: 1 }),
    );
    const fans = await stack.get('/api/streamer-analytics/top-fans', { token: cast.streamerToken });
    expect(fans.body).toContainEqual(
      expect.objectContaining({ userId: cast.fanId, paidOrders: expect.any(Number) }),
    );
    const enough = await stack.get('/api/streamer-analytics/is-enough-data-for-analytics', {
      token: cast.streamerToken,
    });
    expect(enough).toMatchObject({
      status: 200,
      body: { isEnoughData: expect.any(Boolean), missing: expect.any(Object) },
    });
  });

  it('records a search click with its term, and refuses a view of nothing it knows', async () => {
    const search = {
      itemId: cast.streamerId,
      influencerId: cast.streamerId,
      type: 'search',
      searchTerm: 'demo',
    };
    expect((await stack.post('/api/track/click', search, { headers: BROWSER })).status).toBe(200);
    expect(await stack.post('/api/track/view', { itemId: cast.streamerId, type: 'page' })).toMatchObject({
      status: 400,
    });
    expect(await stack.post('/api/track/view', { type: 'gig' })).toMatchObject(invalid('Invalid item id'));
    expect(await stack.post('/api/track/view', { itemId: cast.fanId, type: 'live' })).toMatchObject({
      status: 400,
    });
  });

  describe('who may read the figures', () => {
    const paths = (streamerId: string, asModerator: boolean) => {
      const query = asModerator ? `?streamerId=${streamerId}` : '';
      return [
        `/api/get/influencer/full-analytics/${streamerId}${query}`,
        `/api/streamer-analytics/top-performing-gigs${query}`,
        `/api/streamer-analytics/top-fans${query}`,
        `/api/streamer-analytics/is-enough-data-for-analytics${query}`,
      ];
    };

    it('lets the streamer and their moderator (?streamerId=) in', async () => {
      for (const path of paths(cast.streamerId, false))
        expect((await stack.get(path, { token: cast.streamerToken })).status).toBe(200);
      for (const path of paths(cast.streamerId, true))
        expect((await stack.get(path, { token: cast.moderatorToken })).status).toBe(200);
    });

    it('refuses fans, other streamers, moderators of others, and anyone signed out', async () => {
      for (const path of paths(cast.streamerId, true)) {
        expect(await stack.get(path)).toMatchObject(signInRequired);
        expect(await stack.get(path, { token: cast.fanToken })).toMatchObject(forbidden);
        expect(await stack.get(path, { token: otherStreamer.accessToken })).toMatchObject(forbidden);
      }
      expect(
        await stack.get(`/api/get/influencer/full-analytics/${cast.streamerId}`, {
          token: otherStreamer.accessToken,
        }),
      ).toMatchObject(forbidden);
      for (const path of paths(otherStreamer.id, true))
        expect(await stack.get(path, { token: cast.moderatorToken })).toMatchObject(forbidden);
    });

    it('answers 400 to a window other than 7, 30 or 90 days', async () => {
      const answer = await stack.get(`/api/get/influencer/full-analytics/${cast.streamerId}?days=14`, {
        token: cast.streamerToken,
      });
      expect(answer.status).toBe(400);
    });

    it("counts the window in the zone asked for, and answers 400 to a zone it doesn't know", async () => {
      const base = `/api/get/influencer/full-analytics/${cast.streamerId}?days=7`;
      const inKolkata = await stack.get(`${base}&tz=Asia/Kolkata`, { token: cast.streamerToken });
      expect(inKolkata).toMatchObject({ status: 200, body: { timeZone: 'Asia/Kolkata', days: 7 } });
      for (const tz of ['Mars/Base', 'UTC;DROP', 'x'.repeat(65)])
        expect(
          (await stack.get(`${base}&tz=${encodeURIComponent(tz)}`, { token: cast.streamerToken })).status,
        ).toBe(400);
    });
  });
});
