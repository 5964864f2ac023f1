import { Body, Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AuthRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/**
 * Reporting another account, asking to delete one's own, and leaving the marketing mail by its link or in the
 * profile's email preferences (spec §7 Profile).
 */
@Controller()
export class AccountController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Post('api/post/report-user-account')
  @HttpCode(200)
  @SignedIn()
  report(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { reportedUserId, reason }: Parsed<'account', 'report', 'body'>,
  ) {
    return this.rpc.send('identity.reportUser', { userId: user.userId, reportedUserId, reason });
  }

  /** The account keeps working until staff approve the request. */
  @Post('api/v1/user/auth/request-account-deletion')
  @HttpCode(200)
  @SignedIn()
  requestDeletion(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { reason }: Parsed<'account', 'requestDeletion', 'body'>,
  ) {
    return this.rpc.send('identity.requestAccountDeletion', { userId: user.userId, reason });
  }

  /** Public: the signature from the mailed link is the proof, so guesses are rate limited. */
  @Post('api/unsubscribe')
  @HttpCode(200)
  @AuthRateLimit()
  unsubscribe(@Body() body: Parsed<'account', 'unsubscribe', 'body'>) {
    return this.rpc.send('identity.unsubscribe', body);
  }

  /** The caller's own preferences only: whose they are comes from the token, never from the request. */
  @Get('api/user/email-preferences')
  @SignedIn()
  emailPreferences(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('identity.emailPreferences', { userId: user.userId });
  }

  @Put('api/user/email-preferences')
  @SignedIn()
  setEmailPreferences(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { marketing }: Parsed<'account', 'setEmailPreferences', 'body'>,
  ) {
    return this.rpc.send('identity.setEmailPreferences', { userId: user.userId, marketing });
  }
}
