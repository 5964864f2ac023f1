import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/**
 * Staff: onboarding verification (/admin/verify-onboarding-details) and the signed agreements
 * (/admin/streamer-agreement). The documents themselves come from GET /api/v1/streamer/onboarding-documents/{id}.
 */
@Controller('api/admin')
@StaffRoute()
export class OnboardingVerifyController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('onboarding-submissions')
  submissions(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() { page, limit, status }: Parsed<'adminOnboarding', 'submissions', 'query'>,
  ) {
    return this.rpc.send('identity.onboardingSubmissions', { userId: staff.userId, page, limit, status });
  }

  /** One or many at once; verifying one that is verified already changes nothing. */
  @Post('onboarding-submissions/verify')
  @HttpCode(200)
  verify(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() { streamerIds }: Parsed<'adminOnboarding', 'verify', 'body'>,
  ) {
    return this.rpc.send('identity.verifyOnboarding', { userId: staff.userId, streamerIds });
  }

  @Get('streamer-agreements')
  agreements(
    @CurrentUser() staff: AuthenticatedUser,
    @Query() { page, limit }: Parsed<'adminOnboarding', 'agreements', 'query'>,
  ) {
    return this.rpc.send('identity.streamerAgreements', { userId: staff.userId, page, limit });
  }
}
