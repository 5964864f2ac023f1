import {
  AnalyticsThresholds,
  AuthText,
  BookingEventSubjects,
  type CheckoutStartedEvent,
  DomainEventSubjects,
  type GigDto,
  type OrderPaidEvent,
  PaymentsEventSubjects,
  type RequestOf,
  type UserProfileChangedEvent,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal, waitFor } from '@lobby/test-kit';
import { connect, JSONCodec } from 'nats';
import { CatalogHarness } from '../test/catalog-fixtures';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/**
 * A seeded week of one streamer's audience with known answers: page views and clicks (repeats the same day,
 * the streamer's and their moderator's own visits and a bot not counted, a repeat on another day counted),
 * checkouts started and paid orders from payments' and booking's events, and the figures they make.
 */
describe("catalog: the streamer's analytics", () => {
  const catalog = new CatalogHarness();
  let star: { id: string };
  let other: { id: string };
  let moderator: string;
  let alpha: GigDto;
  let bravo: GigDto;
  let charlie: GigDto;
  const [f1, f2, f3] = [newId(), newId(), newId()];
  const [o1, o2, o3, v1] = [newId(), newId(), newId(), newId()];
  const liveSessionId = newId();

  const visitor = (visitorId: string, managedStarIds: string[] = []) => ({
    visitorId,
    userAgent: BROWSER,
    managedStarIds,
  });
  const view = (
    by: ReturnType<typeof visitor>,
    type: RequestOf<'catalog.trackView'>['type'],
    itemId: string,
    influencerId: string | null = null,
  ) => catalog.send('catalog.trackView', { ...by, type, itemId, influencerId });
  const click = (
    by: ReturnType<typeof visitor>,
    itemId: string,
    extra: Partial<RequestOf<'catalog.trackClick'>> = {},
  ) =>
    catalog.send('catalog.trackClick', {
      ...by,
      userId: by.visitorId.startsWith('anon:') ? null : by.visitorId,
      itemId,
      influencerId: star.id,
      type: 'gig',
      ...extra,
    });

  /** Publishes events over JetStream as their services' outboxes do, and waits until `consumer` handled the last. */
  async function publish(consumer: string, subject: string, payloads: object[]): Promise<void> {
    const nc = await connect({ servers: catalog.nats.url });
    let last = '';
    for (const data of payloads) {
      last = newId();
      const event = { id: last, subject, occurredAt: new Date().toISOString(), data };
      await nc.jetstream().publish(subject, JSONCodec().encode(event), { msgID: last });
    }
    await nc.drain();
    await waitFor(
      async () =>
        (
          await catalog.db.query('SELECT 1 FROM kit_processed_events WHERE event_id = $1 AND consumer = $2', [
            last,
            `catalog-${consumer}`,
          ])
        ).rowCount === 1,
      { what: `${consumer} handled ${last}`, timeoutMs: 30_000 },
    );
  }

  const paid = (
    orderId: string,
    userId: string,
    gig: GigDto | null,
    amountPaid: number,
    streamerId = star.id,
  ): OrderPaidEvent => ({
    orderId,
    order_id: 'ORD-1',
    holdKind: gig ? 'slot' : 'vip',
    userId,
    slotId: gig ? newId() : null,
    gigId: gig?._id ?? null,
    liveSessionId: gig ? null : liveSessionId,
    streamerId,
    numberOfPlayers: 1,
    paymentRef: 'sandbox_1',
    amountPaid,
    currency: 'USD',
    paidAt: new Date().toISOString(),
    gigTitle: gig?.product_title ?? 'Live',
    gigSlug: '',
    slotStartsAt: new Date().toISOString(),
    slotEndsAt: new Date().toISOString(),
    amount: amountPaid,
    discount: 0,
    promoCode: null,
    provider: 'sandbox',
  });
  const started = (
    holdId: string,
    userId: string,
    gig: GigDto | null,
    streamerId = star.id,
  ): CheckoutStartedEvent => ({
    sessionId: newId(),
    holdKind: gig ? 'slot' : 'vip',
    holdId,
    userId,
    streamerId,
    gigId: gig?._id ?? null,
    amount: 1000,
    currency: 'USD',
    startedAt: new Date().toISOString(),
  });

  const asStar = { userId: '', starId: '' };
  const full = () => catalog.send('catalog.fullAnalytics', { ...asStar, days: 30 });

  beforeAll(async () => {
    await catalog.start();
    star = await catalog.star();
    other = await catalog.star();
    moderator = newId();
    Object.assign(asStar, { userId: star.id, starId: star.id });
    const game = await catalog.game();
    alpha = await catalog.gig(star.id, game, { gig_title: 'Alpha duo' });
    bravo = await catalog.gig(star.id, game, { gig_title: 'Bravo squad' });
    charlie = await catalog.gig(star.id, game, { gig_title: 'Charlie coaching' });
    const otherGig = await catalog.gig(other.id, game);

    // Views: f1 twice on the star page and twice on Alpha, an anonymous visitor on Alpha, f2 on the live page.
    expect(await view(visitor(f1), 'star', star.id)).toMatchObject({ counted: true });
    expect(await view(visitor(f1), 'star', star.id)).toMatchObject({ counted: false });
    await view(visitor(f1), 'gig', alpha._id);
    await view(visitor(f1), 'gig', alpha._id);
    await view(visitor('anon:3f9a'), 'gig', alpha._id);
    await view(visitor(f2), 'live', liveSessionId, star.id);
    // Not counted: the streamer, their moderator, a crawler; f1 on another streamer's gig counts for them only.
    expect(await view(visitor(star.id, [star.id]), 'star', star.id)).toMatchObject({ counted: false });
    expect(await view(visitor(moderator, [star.id]), 'gig', alpha._id)).toMatchObject({ counted: false });
    expect(
      await catalog.send('catalog.trackView', {
        visitorId: f3,
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        managedStarIds: [],
        type: 'star',
        itemId: star.id,
        influencerId: null,
      }),
    ).toMatchObject({ counted: false });
    await view(visitor(f1), 'gig', otherGig._id);
    // f1's star page view was yesterday: today's visit is a new day's view.
    await catalog.db.query(
      `UPDATE funnel_marks SET day = day - 1, created_at = created_at - interval '1 day'
        WHERE visitor = $1 AND item_kind = 'star' AND stage = 'view'`,
      [f1],
    );
    expect(await view(visitor(f1), 'star', star.id)).toMatchObject({ counted: true });

    // Opening a page counts for popularity only: f1 opens Alpha twice, f2 opens Bravo.
    await click(visitor(f1), alpha._id);
    await click(visitor(f1), alpha._id);
    await click(visitor(f2), bravo._id);
    // Funnel clicks: Book on Alpha by f1 (twice the same day) and an anonymous visitor, Book on Bravo by f2, Join
    // VIP by f3. A search click only records its term; the streamer's Book and a bot's count nowhere.
    await click(visitor(f1), alpha._id, { type: 'book' });
    await click(visitor(f1), alpha._id, { type: 'book' });
    await click(visitor('anon:3f9a'), alpha._id, { type: 'book' });
    await click(visitor(f2), bravo._id, { type: 'book' });
    await click(visitor(f3), liveSessionId, { type: 'vip' });
    await click(visitor(f3), alpha._id, { type: 'search', searchTerm: 'alpha duo' });
    await click(visitor(star.id, [star.id]), alpha._id, { type: 'book' });
    await click({ ...visitor(f2), userAgent: 'HeadlessChrome/120' }, charlie._id, { type: 'book' });

    await publish('analytics-checkouts-started', PaymentsEventSubjects.checkoutStarted, [
      started(newId(), f1, alpha),
      started(newId(), f1, alpha),
      started(newId(), f2, bravo),
      started(newId(), f3, null),
      started(newId(), f1, otherGig as GigDto, other.id),
    ]);
    const first = paid(o1, f1, alpha, 1000);
    await publish('analytics-paid-orders', BookingEventSubjects.orderPaid, [
      first,
      first,
      paid(o2, f2, bravo, 2500),
      paid(o3, f1, alpha, 1000),
      paid(v1, f3, null, 500),
      paid(newId(), f2, otherGig as GigDto, 9900, other.id),
    ]);
    const profile: UserProfileChangedEvent = {
      userId: f1,
      username: 'fan_one',
      fullName: 'Fan One',
      bio: null,
      profession: null,
      imageUrl: null,
      socialLinks: [],
      role: 'user',
      country: 'US',
      listed: true,
      version: new Date().toISOString(),
    };
    await publish('analytics-fan-profiles', DomainEventSubjects.userProfileChanged, [profile]);
  }, 120_000);
  afterAll(() => catalog.stop());

  it('counts the funnel: once per visitor, item and day; not the streamer, their moderator or bots', async () => {
    expect(await full()).toMatchObject({
      streamerId: star.id,
      days: 30,
      funnel: { views: 5, clicks: 4, checkoutsStarted: 4, paid: 4 },
      viewsByPage: { star: 2, gig: 2, live: 1 },
      rates: { clickThrough: 80, checkout: 100, payment: 100, overall: 80 },
      revenue: [{ currency: 'USD', amount: 5000 }],
      uniqueFans: 3,
    });
    const { rows } = await catalog.db.query(
      'SELECT clicks_count FROM gigs WHERE id = ANY($1) ORDER BY title',
      [[alpha._id, bravo._id, charlie._id]],
    );
    expect(rows.map((row) => row.clicks_count)).toEqual([1, 1, 0]);
    const terms = await catalog.db.query(`SELECT search_term FROM clicks WHERE kind = 'search'`);
    expect(terms.rows).toEqual([{ search_term: 'alpha duo' }]);
  });

  it('ranks top gigs by paid orders, then revenue, with their views, clicks and conversion', async () => {
    expect(await catalog.send('catalog.topPerformingGigs', asStar)).toEqual([
      expect.objectContaining({
        gigId: alpha._id,
        paidOrders: 2,
        revenue: 2000,
        views: 2,
        clicks: 2,
        conversionRate: 100,
      }),
      expect.objectContaining({
        gigId: bravo._id,
        paidOrders: 1,
        revenue: 2500,
        views: 0,
        clicks: 1,
        conversionRate: 0,
      }),
      expect.objectContaining({ gigId: charlie._id, paidOrders: 0, revenue: 0, views: 0, clicks: 0 }),
    ]);
  });

  it('ranks top fans by paid orders, then spend, with the names identity sent', async () => {
    expect(await catalog.send('catalog.topFans', asStar)).toEqual([
      expect.objectContaining({
        userId: f1,
        username: 'fan_one',
        fullName: 'Fan One',
        paidOrders: 2,
        spend: [{ currency: 'USD', amount: 2000 }],
      }),
      expect.objectContaining({
        userId: f2,
        username: null,
        paidOrders: 1,
        spend: [{ currency: 'USD', amount: 2500 }],
      }),
      expect.objectContaining({ userId: f3, paidOrders: 1, spend: [{ currency: 'USD', amount: 500 }] }),
    ]);
  });

  it('says what is missing until there are enough views and paid orders', async () => {
    const missingViews = AnalyticsThresholds.minViews - 5;
    expect(await catalog.send('catalog.isEnoughDataForAnalytics', asStar)).toEqual({
      isEnoughData: false,
      views: 5,
      paidOrders: 4,
      required: { views: AnalyticsThresholds.minViews, paidOrders: AnalyticsThresholds.minPaidOrders },
      missing: { views: missingViews, paidOrders: 0 },
    });
    expect(
      await catalog.send('catalog.isEnoughDataForAnalytics', { userId: other.id, starId: other.id }),
    ).toMatchObject({
      isEnoughData: false,
      views: 1,
      paidOrders: 1,
      missing: { views: AnalyticsThresholds.minViews - 1, paidOrders: AnalyticsThresholds.minPaidOrders - 1 },
    });
    for (let i = 0; i < missingViews; i += 1) await view(visitor(`anon:${i}`), 'star', star.id);
    expect(await catalog.send('catalog.isEnoughDataForAnalytics', asStar)).toMatchObject({
      isEnoughData: true,
      missing: { views: 0, paidOrders: 0 },
    });
  });

  it("counts a window's days from midnight in the viewer's zone, and names the zone and first day", async () => {
    // Kolkata is UTC+05:30 all year: the 7-day window starts at local midnight six days ago, 18:30 UTC the day before.
    const kolkataToday = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const firstDay = new Date(Date.parse(kolkataToday) - 6 * 86_400_000).toISOString().slice(0, 10);
    const windowStart = Date.parse(`${firstDay}T00:00:00+05:30`);
    const views = await catalog.db.query(
      `SELECT count(*)::int AS n FROM funnel_marks WHERE star_id = $1 AND stage = 'view'`,
      [other.id],
    );
    const markAt = (at: number, visitorId: string) =>
      catalog.db.query(
        `INSERT INTO funnel_marks (stage, item_kind, item_id, star_id, visitor, day, created_at)
         VALUES ('view', 'star', $1, $1, $2, ($3::timestamptz AT TIME ZONE 'UTC')::date, $3)`,
        [other.id, visitorId, new Date(at).toISOString()],
      );
    const marks = [windowStart - 60_000, windowStart + 60_000];
    await markAt(marks[0], 'anon:before-kolkata-midnight');
    await markAt(marks[1], 'anon:after-kolkata-midnight');
    const asOther = { userId: other.id, starId: other.id, days: 7 } as const;

    const inKolkata = await catalog.send('catalog.fullAnalytics', { ...asOther, timeZone: 'Asia/Kolkata' });
    expect(inKolkata).toMatchObject({ timeZone: 'Asia/Kolkata', since: firstDay });
    expect(inKolkata.funnel.views).toBe(views.rows[0].n + 1);
    // In UTC the window starts at UTC midnight six days ago: 5.5 hours after the Kolkata one (both marks left out)
    // until 18:30 UTC, when Kolkata's date moves on and its window starts 18.5 hours after UTC's (both counted).
    const utcFirstDay = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const utcWindowStart = Date.parse(`${utcFirstDay}T00:00:00Z`);
    const inUtc = await catalog.send('catalog.fullAnalytics', asOther);
    expect(inUtc).toMatchObject({ timeZone: 'UTC', since: utcFirstDay });
    expect(inUtc.funnel.views).toBe(views.rows[0].n + marks.filter((at) => at >= utcWindowStart).length);
    expect(
      await refusal(catalog.send('catalog.fullAnalytics', { ...asOther, timeZone: 'Mars/Base' })),
    ).toMatchObject({ status: 400 });
  });

  it("refuses another streamer's figures and a window it doesn't offer", async () => {
    const forbidden = { status: 403, message: AuthText.forbidden };
    for (const subject of [
      'catalog.topFans',
      'catalog.topPerformingGigs',
      'catalog.isEnoughDataForAnalytics',
    ] as const) {
      expect(await refusal(catalog.send(subject, { userId: other.id, starId: star.id }))).toEqual(forbidden);
    }
    expect(
      await refusal(catalog.send('catalog.fullAnalytics', { userId: other.id, starId: star.id })),
    ).toEqual(forbidden);
    expect(
      await refusal(catalog.send('catalog.fullAnalytics', { ...asStar, days: 12 as never })),
    ).toMatchObject({ status: 400 });
    expect(await refusal(view(visitor(f1), 'gig', newId()))).toMatchObject({ status: 404 });
    expect(await refusal(view(visitor(f1), 'live', newId()))).toMatchObject({ status: 400 });
    expect(await refusal(click(visitor(f1), newId(), { type: 'book' }))).toMatchObject({ status: 404 });
    expect(
      await refusal(click(visitor(f1), liveSessionId, { type: 'vip', influencerId: null })),
    ).toMatchObject({ status: 400 });
    expect(
      await refusal(click(visitor(f1), liveSessionId, { type: 'vip', influencerId: newId() })),
    ).toMatchObject({ status: 404 });
  });

  it('takes a refunded order out of the paid figures and its fan out of the top fans', async () => {
    await publish('analytics-refunds', BookingEventSubjects.orderRefundDue, [
      { orderId: v1, userId: f3, amount: 500, currency: 'USD' },
    ]);
    expect(await full()).toMatchObject({
      funnel: { paid: 3 },
      revenue: [{ currency: 'USD', amount: 4500 }],
      uniqueFans: 2,
    });
    expect((await catalog.send('catalog.topFans', asStar)).map((fan) => fan.userId)).toEqual([f1, f2]);
  });
});
