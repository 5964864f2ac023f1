import { Inject, Injectable } from '@nestjs/common';
import {
  ANALYTICS_TOP_LIMIT,
  AnalyticsThresholds,
  AuthText,
  ErrorText,
  type EnoughDataDto,
  type FullAnalyticsDto,
  type RequestOf,
  type TopFanDto,
  type TopGigDto,
} from '@lobby/contracts';
import { CLOCK, type Clock, DEFAULT_TIME_ZONE, DomainError, isUuid } from '@lobby/service-kit';
import { percentOf, windowOf } from './analytics-rules';
import { AnalyticsRepository } from './analytics.repository';

type StreamerQuery = RequestOf<'catalog.topFans'>;

/**
 * The streamer's analytics (spec §7 full-analytics, streamer-analytics/*): the funnel views → clicks → checkouts
 * started → paid, top gigs and top fans, from catalog's read models. Only the streamer themself (the gateway
 * resolves a moderator to the streamer they act for) may read them.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly analytics: AnalyticsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async full(request: RequestOf<'catalog.fullAnalytics'>): Promise<FullAnalyticsDto> {
    const starId = ownStar(request);
    const days = windowOf(request.days);
    const timeZone = request.timeZone ?? DEFAULT_TIME_ZONE;
    if (days === undefined || !(await this.analytics.knowsTimeZone(timeZone)))
      throw DomainError.invalid(ErrorText.badRequest);
    const { since, sinceDay } = await this.analytics.windowStart(this.clock.now(), timeZone, days);
    const [marks, checkoutsStarted, paid] = await Promise.all([
      this.analytics.marks(starId, since),
      this.analytics.checkoutsStartedSince(starId, since),
      this.analytics.paidSince(starId, since),
    ]);
    const views = marks.views.star + marks.views.gig + marks.views.live;
    const funnel = { views, clicks: marks.clicks, checkoutsStarted, paid: paid.orders };
    return {
      streamerId: starId,
      days,
      timeZone,
      since: sinceDay,
      funnel,
      rates: {
        clickThrough: percentOf(funnel.clicks, funnel.views),
        checkout: percentOf(funnel.checkoutsStarted, funnel.clicks),
        payment: percentOf(funnel.paid, funnel.checkoutsStarted),
        overall: percentOf(funnel.paid, funnel.views),
      },
      revenue: paid.revenue,
      uniqueFans: paid.fans,
      viewsByPage: marks.views,
    };
  }

  /** Most paid orders first, then revenue, views and conversion; gigs nobody bought still rank by interest. */
  async topGigs(request: StreamerQuery): Promise<TopGigDto[]> {
    const starId = ownStar(request);
    const gigs = (await this.analytics.gigFigures(starId)).map((gig): TopGigDto => ({
      gigId: gig.gigId,
      product_title: gig.title,
      slug: gig.slug,
      paidOrders: gig.paidOrders,
      revenue: gig.revenue,
      currency: gig.currency,
      views: gig.views,
      clicks: gig.clicks,
      conversionRate: percentOf(gig.paidOrders, gig.views),
    }));
    gigs.sort(
      (a, b) =>
        b.paidOrders - a.paidOrders ||
        b.revenue - a.revenue ||
        b.views - a.views ||
        b.conversionRate - a.conversionRate ||
        a.product_title.localeCompare(b.product_title),
    );
    return gigs.slice(0, ANALYTICS_TOP_LIMIT);
  }

  /** Fans by paid orders, then spend, then who paid last. */
  async topFans(request: StreamerQuery): Promise<TopFanDto[]> {
    const starId = ownStar(request);
    const fans = await this.analytics.topFans(starId, ANALYTICS_TOP_LIMIT);
    const spend = await this.analytics.spendOf(
      starId,
      fans.map((fan) => fan.userId),
    );
    return fans.map((fan) => ({
      userId: fan.userId,
      username: fan.username,
      fullName: fan.fullName,
      imageUrl: fan.imageUrl,
      paidOrders: fan.paidOrders,
      spend: spend.get(fan.userId) ?? [],
      lastPaidAt: fan.lastPaidAt.toISOString(),
    }));
  }

  /** Enough once the streamer's pages have `minViews` counted views and `minPaidOrders` paid orders, ever. */
  async isEnoughData(request: StreamerQuery): Promise<EnoughDataDto> {
    const starId = ownStar(request);
    const [marks, paid] = await Promise.all([
      this.analytics.marks(starId, null),
      this.analytics.paidSince(starId, null),
    ]);
    const views = marks.views.star + marks.views.gig + marks.views.live;
    const required = { views: AnalyticsThresholds.minViews, paidOrders: AnalyticsThresholds.minPaidOrders };
    const missing = {
      views: Math.max(0, required.views - views),
      paidOrders: Math.max(0, required.paidOrders - paid.orders),
    };
    return {
      isEnoughData: missing.views === 0 && missing.paidOrders === 0,
      views,
      paidOrders: paid.orders,
      required,
      missing,
    };
  }
}

/** The gateway sends the acting streamer as the actor: anyone asking for another star's figures is refused. */
function ownStar(request: StreamerQuery): string {
  if (!isUuid(request.starId)) throw DomainError.invalid(ErrorText.badRequest);
  if (request.userId !== request.starId) throw DomainError.forbidden(AuthText.forbidden);
  return request.starId;
}
