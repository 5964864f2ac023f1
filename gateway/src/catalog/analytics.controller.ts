import { type Parsed } from '@lobby/contracts';
import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ActingForStreamer, ActingStreamerId } from '../auth/auth.decorators';
import { ServiceClient } from '../rpc/service-client';

/**
 * The streamer's analytics (spec §7 Streamer): the streamer, or their moderator naming them with `streamerId`
 * (path or query). Catalog refuses figures of any other streamer than the acting one.
 */
@Controller('api')
@ActingForStreamer()
export class AnalyticsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('get/influencer/full-analytics/:streamerId')
  fullAnalytics(
    @ActingStreamerId() streamerId: string,
    @Param() params: Parsed<'analytics', 'fullAnalytics', 'params'>,
    @Query() { days, tz }: Parsed<'analytics', 'fullAnalytics', 'query'>,
  ) {
    return this.rpc.send('catalog.fullAnalytics', {
      userId: streamerId,
      starId: params.streamerId,
      days,
      timeZone: tz,
    });
  }

  @Get('streamer-analytics/top-performing-gigs')
  topPerformingGigs(@ActingStreamerId() streamerId: string) {
    return this.rpc.send('catalog.topPerformingGigs', { userId: streamerId, starId: streamerId });
  }

  @Get('streamer-analytics/top-fans')
  topFans(@ActingStreamerId() streamerId: string) {
    return this.rpc.send('catalog.topFans', { userId: streamerId, starId: streamerId });
  }

  @Get('streamer-analytics/is-enough-data-for-analytics')
  isEnoughData(@ActingStreamerId() streamerId: string) {
    return this.rpc.send('catalog.isEnoughDataForAnalytics', { userId: streamerId, starId: streamerId });
  }
}
