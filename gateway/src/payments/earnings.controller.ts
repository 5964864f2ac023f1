import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  type Currency,
  STREAMER_TUTORIAL_CONFIG_KEY,
  STREAMER_TUTORIAL_DEFAULT_LINK,
  type Parsed,
} from '@lobby/contracts';
import { ActingForStreamer, ActingStreamerId } from '../auth/auth.decorators';
import { ServiceClient } from '../rpc/service-client';

/**
 * A streamer's earnings (spec §7 Streamer), read by the streamer or by their moderator: the path names the
 * streamer and ActingForStreamer lets only them and their moderators in (fans, other streamers and moderators of
 * others get 403). Every figure is payments' sum of ledger entries.
 */
@Controller('api')
@ActingForStreamer()
export class EarningsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('get/influencer/total-earnings/:streamerId')
  async totalEarnings(
    @ActingStreamerId() streamerId: string,
    @Param() _params: Parsed<'earnings', 'total', 'params'>,
    @Query() { tz, currency }: Parsed<'earnings', 'total', 'query'>,
  ) {
    const baseCurrency = await this.baseCurrencyOf(streamerId, currency);
    return this.rpc.send('payments.streamerEarnings', { streamerId, timeZone: tz, currency, baseCurrency });
  }

  @Get('get/influencer/paginated-earnings/:streamerId')
  async earningsByDay(
    @ActingStreamerId() streamerId: string,
    @Param() _params: Parsed<'earnings', 'byDay', 'params'>,
    @Query() { tz, currency, days }: Parsed<'earnings', 'byDay', 'query'>,
  ) {
    const baseCurrency = await this.baseCurrencyOf(streamerId, currency);
    return this.rpc.send('payments.streamerEarningsByDay', {
      streamerId,
      timeZone: tz,
      currency,
      days,
      baseCurrency,
    });
  }

  @Get('influencers/:streamerId/platform-fees')
  platformFees(
    @ActingStreamerId() streamerId: string,
    @Param() _params: Parsed<'earnings', 'total', 'params'>,
  ) {
    return this.rpc.send('payments.platformFees', { streamerId });
  }

  /** Not named by the spec: per live session, the VIP places' revenue the dashboard's history shows. */
  @Get('get/influencer/live-session-earnings/:streamerId')
  liveSessionEarnings(
    @ActingStreamerId() streamerId: string,
    @Param() _params: Parsed<'earnings', 'total', 'params'>,
  ) {
    return this.rpc.send('payments.liveSessionEarnings', { streamerId });
  }

  /** The streamer's base currency, which their figures are in before their first sale (none needed when asked). */
  private async baseCurrencyOf(
    streamerId: string,
    asked: Currency | undefined,
  ): Promise<Currency | undefined> {
    if (asked) return undefined;
    return (await this.rpc.send('identity.currentUser', { userId: streamerId })).baseCurrency;
  }

  /** Not named by the spec: the dashboard's tutorial link (spec §6), the default one when none is configured. */
  @Get('get/influencer/tutorial-link')
  async tutorialLink() {
    const entry = await this.rpc.send('content.configuration', { key: STREAMER_TUTORIAL_CONFIG_KEY });
    return { url: entry?.value?.trim() || STREAMER_TUTORIAL_DEFAULT_LINK };
  }
}
