import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { PayoutText, type Parsed } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { ActingForStreamer, ActingStreamerId } from '../auth/auth.decorators';
import { ServiceClient } from '../rpc/service-client';
import { PayoutStatementPdf } from './payout-statement-pdf';

/**
 * A streamer's own payouts (spec /payout-history, the dashboard's remaining and active payouts, a statement per
 * payout), for the streamer or their moderator naming `?streamerId=`; anyone else gets 403. Payments answers a
 * payout of another streamer as not found.
 */
@Controller('api/get/influencer')
@ActingForStreamer()
export class PayoutsController {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(PayoutStatementPdf) private readonly statementPdf: PayoutStatementPdf,
  ) {}

  @Get('payout-history')
  history(
    @ActingStreamerId() streamerId: string,
    @Query() { page }: Parsed<'streamerPayouts', 'history', 'query'>,
  ) {
    return this.rpc.send('payments.payoutHistory', { streamerId, page });
  }

  @Get('payout-summary')
  summary(
    @ActingStreamerId() streamerId: string,
    @Query() _query: Parsed<'streamerPayouts', 'summary', 'query'>,
  ) {
    return this.rpc.send('payments.payoutSummary', { streamerId });
  }

  @Get('payouts/:id')
  payout(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'streamerPayouts', 'get', 'params'>,
    @Query() _query: Parsed<'streamerPayouts', 'summary', 'query'>,
  ) {
    return this.rpc.send('payments.payout', { payoutId: id, streamerId });
  }

  /** A completed payout's statement; a draft has none yet (409). */
  @Get('payouts/:id/statement')
  async statement(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'streamerPayouts', 'get', 'params'>,
    @Query() _query: Parsed<'streamerPayouts', 'summary', 'query'>,
  ) {
    const payout = await this.rpc.send('payments.payout', { payoutId: id, streamerId });
    if (payout.status !== 'completed') throw DomainError.conflict(PayoutText.notCompleted);
    return this.statementPdf.download(payout);
  }
}
