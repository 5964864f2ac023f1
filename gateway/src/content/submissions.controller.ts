import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { GatewayRequest } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { FormRateLimiter } from './submissions-rate-limit';
import { type Parsed } from '@lobby/contracts';

/** No streamer has this id, so payments answers the standard fee (configured, else the default). */
const NO_STREAMER = '00000000-0000-0000-0000-000000000000';

/**
 * The public forms (spec §7 Other): contact (`/api/post/submit-form`), early access
 * (`/api/v1/submit/get-early-access`) and the creator application of /creator-signup, each limited per
 * client address and per email (FormRateLimiter); and the standard fees that /about shows.
 */
@Controller()
export class SubmissionsController {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(FormRateLimiter) private readonly limits: FormRateLimiter,
  ) {}

  @Post('api/post/submit-form')
  @HttpCode(200)
  async contact(@Req() request: GatewayRequest, @Body() body: Parsed<'submissions', 'contact', 'body'>) {
    await this.limits.hit('contact', request.ip, body.email);
    return this.rpc.send('content.submitContactForm', body);
  }

  @Post('api/v1/submit/get-early-access')
  @HttpCode(200)
  async earlyAccess(
    @Req() request: GatewayRequest,
    @Body() body: Parsed<'submissions', 'earlyAccess', 'body'>,
  ) {
    await this.limits.hit('early-access', request.ip, body.email);
    return this.rpc.send('content.submitEarlyAccess', body);
  }

  @Post('api/post/creator-signup')
  @HttpCode(200)
  async creatorApplication(
    @Req() request: GatewayRequest,
    @Body() body: Parsed<'submissions', 'creatorApplication', 'body'>,
  ) {
    await this.limits.hit('creator-application', request.ip, body.email);
    return this.rpc.send('content.submitCreatorApplication', body);
  }

  @Get('api/get/creator-fees')
  async creatorFees() {
    const {
      streamerId: _streamerId,
      streamerGstin: _streamerGstin,
      ...fees
    } = await this.rpc.send('payments.platformFees', { streamerId: NO_STREAMER });
    return fees;
  }
}
