import { Body, Controller, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CurrentUser, SignedIn, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/**
 * The current version of each legal text (spec §7 Other): `termsAndPrivacy?type=` for any of them, and the
 * privacy policy and terms of service by their own paths. A signed-in user reads back what they accepted.
 */
@Controller('api')
export class LegalController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('get/user/termsAndPrivacy')
  document(@Query() { type }: Parsed<'legal', 'document', 'query'>) {
    return this.rpc.send('content.legalDocument', { type });
  }

  @Get('get/privacy-policy')
  privacyPolicy() {
    return this.rpc.send('content.legalDocument', { type: 'mainPrivacyPolicy' });
  }

  @Get('get/terms-of-service')
  termsOfService() {
    return this.rpc.send('content.legalDocument', { type: 'mainTermsAndConditions' });
  }

  @Get('user/legal-acceptance')
  @SignedIn()
  acceptance(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { type }: Parsed<'legal', 'acceptance', 'query'>,
  ) {
    return this.rpc.send('content.legalAcceptance', { userId: user.userId, type });
  }
}

/**
 * Staff publish new versions and read the history: the privacy policy with Privacy Policy, every other text
 * (terms of service, VIP queue terms, cancellation policy, streamer agreement) with Terms of Services.
 */
@Controller('api/admin')
@StaffRoute()
export class LegalAdminController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('privacy-policy')
  privacyVersions(@CurrentUser() staff: AuthenticatedUser) {
    return this.rpc.send('content.legalVersions', { userId: staff.userId, type: 'mainPrivacyPolicy' });
  }

  @Post('privacy-policy')
  publishPrivacy(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() input: Parsed<'adminLegal', 'publishPrivacy', 'body'>,
  ) {
    return this.rpc.send('content.publishLegalDocument', {
      userId: staff.userId,
      type: 'mainPrivacyPolicy',
      input: { keyPoints: input.keyPoints, detailed: input.detailed },
    });
  }

  @Get('terms/:type')
  termsVersions(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { type }: Parsed<'adminLegal', 'termsVersions', 'params'>,
  ) {
    return this.rpc.send('content.legalVersions', { userId: staff.userId, type });
  }

  @Post('terms/:type')
  publishTerms(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { type }: Parsed<'adminLegal', 'publishTerms', 'params'>,
    @Body() input: Parsed<'adminLegal', 'publishTerms', 'body'>,
  ) {
    return this.rpc.send('content.publishLegalDocument', {
      userId: staff.userId,
      type,
      input: { keyPoints: input.keyPoints, detailed: input.detailed },
    });
  }
}
