import { PLATFORM_FEE_CONFIG_KEY, type EarningsSummaryDto } from '@lobby/contracts';
import { databaseUrl, waitFor } from '@lobby/test-kit';
import { Pool } from 'pg';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { forbidden, invalid, signInRequired } from './support/answers';
import {
  heldOrder,
  newGig,
  newSlot,
  payWithSandbox,
  PRICE_MINOR,
  TIME_ZONE,
} from './support/booking-fixtures';
import { newStreamer } from './support/catalog-fixtures';
import { demoCast, type DemoCast } from './support/demo-cast';
import { closeQueue, heldVipPlace, liveSession, payVipWithSandbox } from './support/live-queue-fixtures';

/** The VIP price: ₹100. */
const VIP_PRICE = 10_000;

/**
 * The streamer's earnings after real paid bookings, as the gateway answers them: a gig order of two players
 * (₹300) and a VIP place (₹100), at a configured fee of 12.5 %, then the VIP place refunded when the queue
 * closes without serving it.
 */
describe('gateway: streamer earnings', () => {
  const stack = new GatewayHarness();
  let cast: DemoCast;
  let otherStreamer: SignedInUser;
  let liveSessionId: string;

  const earningsOf = (streamerId: string, token: string, query = '') =>
    stack.get(`/api/get/influencer/total-earnings/${streamerId}${query}`, { token });
  const figures = async () =>
    (await earningsOf(cast.streamerId, cast.streamerToken, `?tz=${TIME_ZONE}`)).body as EarningsSummaryDto;

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
    const content = new Pool({ connectionString: databaseUrl(stack.contentDatabaseName), max: 1 });
    await content.query(`INSERT INTO configurations (key, value) VALUES ($1, '12.5')`, [
      PLATFORM_FEE_CONFIG_KEY,
    ]);
    await content.end();
    cast = await demoCast(stack);
    otherStreamer = await newStreamer(stack);

    const gig = await newGig(stack, cast.streamerToken, 'Ranked with me');
    const slot = await newSlot(stack, cast.streamerToken, gig._id, 3);
    const order = await heldOrder(stack, cast.fanToken, slot._id, 2);
    await payWithSandbox(stack, cast.fanToken, order._id);

    liveSessionId = (await liveSession(stack, cast.streamerId, { price: VIP_PRICE })).liveSessionId;
    const place = await heldVipPlace(stack, cast.fanToken, liveSessionId, 'Vip#1');
    await payVipWithSandbox(stack, cast.fanToken, place._id);
  }, 180_000);
  afterAll(() => stack.stop(), 60_000);

  it('answers the gig order and the VIP place, less 12.5 %, in the streamer currency and zone', async () => {
    // In paise: ₹300 less the 12.5 % fee (3750), 18 % GST on it (675) and 0.1 % TDS (30) is 25545; ₹100 less
    // 1250, 225 and 10 is 8515.
    const paid = 2 * PRICE_MINOR + VIP_PRICE;
    const earned = 25_545 + 8515;
    const summary = await waitFor(
      async () => {
        const answer = await figures();
        return answer.totalEarnings === earned ? answer : undefined;
      },
      { what: 'payments to book both sales' },
    );
    expect(summary).toEqual({
      streamerId: cast.streamerId,
      currency: 'INR',
      timeZone: TIME_ZONE,
      totalEarnings: earned,
      last7Days: earned,
      last30Days: earned,
      last90Days: earned,
      remainingEarnings: earned,
      grossSales: paid,
      platformFees: 3750 + 1250,
    });
    const sessions = await stack.get(`/api/get/influencer/live-session-earnings/${cast.streamerId}`, {
      token: cast.streamerToken,
    });
    expect(sessions.body).toEqual([
      { liveSessionId, currency: 'INR', vipRevenue: VIP_PRICE, earnings: 8515, vipFansServed: 1 },
    ]);
  });

  it('takes the refunded VIP place back out, and shows today in the per-day series', async () => {
    expect(await closeQueue(stack, cast.streamerId, liveSessionId)).toEqual({ closed: true, refunded: 1 });
    const earned = 25_545;
    await waitFor(async () => (await figures()).totalEarnings === earned, { what: 'the VIP sale reversed' });

    const week = await stack.get(
      `/api/get/influencer/paginated-earnings/${cast.streamerId}?days=7&tz=${TIME_ZONE}`,
      { token: cast.streamerToken },
    );
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ days: 7, timeZone: TIME_ZONE, currency: 'INR', total: earned });
    expect(week.body.series).toHaveLength(7);
    expect(week.body.series.at(-1).earnings).toBe(earned);
    const sessions = await stack.get(`/api/get/influencer/live-session-earnings/${cast.streamerId}`, {
      token: cast.streamerToken,
    });
    expect(sessions.body).toEqual([
      { liveSessionId, currency: 'INR', vipRevenue: 0, earnings: 0, vipFansServed: 0 },
    ]);
  });

  it('answers a streamer who has sold nothing in their base currency', async () => {
    const other = await stack.get('/api/current_user', { token: otherStreamer.accessToken });
    const answer = await earningsOf(otherStreamer.id, otherStreamer.accessToken);
    expect(answer).toMatchObject({
      status: 200,
      body: { currency: other.body.baseCurrency, totalEarnings: 0, last7Days: 0, remainingEarnings: 0 },
    });
  });

  it('answers the fee in force and the payout tax defaults', async () => {
    const fees = await stack.get(`/api/influencers/${cast.streamerId}/platform-fees`, {
      token: cast.streamerToken,
    });
    expect(fees).toMatchObject({
      status: 200,
      body: {
        streamerId: cast.streamerId,
        platformFeePercent: 12.5,
        source: 'configuration',
        indirectTaxPercent: 18,
        platformFeeIndirectTaxPercent: 18,
        tdsPercent: 0.1,
      },
    });
  });

  it('answers the tutorial link, the default one while none is configured', async () => {
    const link = await stack.get('/api/get/influencer/tutorial-link', { token: cast.streamerToken });
    expect(link).toMatchObject({ status: 200, body: { url: expect.stringMatching(/^https:\/\//) } });
  });

  describe('who may read them', () => {
    const paths = (streamerId: string) => [
      `/api/get/influencer/total-earnings/${streamerId}`,
      `/api/get/influencer/paginated-earnings/${streamerId}?days=30`,
      `/api/influencers/${streamerId}/platform-fees`,
      `/api/get/influencer/live-session-earnings/${streamerId}`,
    ];

    it('lets the streamer and their moderator (?streamerId=) in', async () => {
      for (const path of paths(cast.streamerId)) {
        expect((await stack.get(path, { token: cast.streamerToken })).status).toBe(200);
        const sep = path.includes('?') ? '&' : '?';
        const asModerator = await stack.get(`${path}${sep}streamerId=${cast.streamerId}`, {
          token: cast.moderatorToken,
        });
        expect(asModerator.status).toBe(200);
      }
      const moderatorView = await earningsOf(cast.streamerId, cast.moderatorToken);
      expect(moderatorView.body.totalEarnings).toBe(25_545);
    });

    it('refuses fans, other streamers, moderators of others, and anyone signed out', async () => {
      for (const path of paths(cast.streamerId)) {
        expect(await stack.get(path)).toMatchObject(signInRequired);
        expect(await stack.get(path, { token: cast.fanToken })).toMatchObject(forbidden);
        expect(await stack.get(path, { token: otherStreamer.accessToken })).toMatchObject(forbidden);
      }
      for (const path of paths(otherStreamer.id))
        expect(await stack.get(path, { token: cast.moderatorToken })).toMatchObject(forbidden);
    });

    it('answers 400 to a window other than 7, 30 or 90 days, and to an unknown time zone', async () => {
      for (const query of ['?days=14', '?days=seven', '', '?days=7&tz=Mars/Base', '?days=7&tz=%27;drop'])
        expect(
          await stack.get(`/api/get/influencer/paginated-earnings/${cast.streamerId}${query}`, {
            token: cast.streamerToken,
          }),
        ).toMatchObject(invalid('Bad request'));
      expect(await earningsOf(cast.streamerId, cast.streamerToken, '?currency=EUR')).toMatchObject(
        invalid('Bad request'),
      );
    });
  });
});
