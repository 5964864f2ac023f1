import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AuthRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/**
 * Changing the account's email with a code sent to the new address (spec §7 Auth); the old address keeps
 * working until then. Each route sends mail or checks a code, so each is rate limited.
 */
@Controller()
@AuthRateLimit()
export class EmailChangeController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Post('api/auth/user/change-email/:id')
  @HttpCode(200)
  @SignedIn()
  change(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'emailChange', 'change', 'params'>,
    @Body() { email }: Parsed<'emailChange', 'change', 'body'>,
  ) {
    return this.rpc.send('identity.changeEmail', { userId: user.userId, id, email });
  }

  @Post('api/auth/user/rechange-email/:id')
  @HttpCode(200)
  @SignedIn()
  resend(@CurrentUser() user: AuthenticatedUser, @Param() { id }: Parsed<'emailChange', 'resend', 'params'>) {
    return this.rpc.send('identity.resendEmailChange', { userId: user.userId, id });
  }

  /** No sign-in: the code proves the new address, the token names the pending change. */
  @Post('api/auth/change-email-verify_otp')
  @HttpCode(200)
  verify(@Body() body: Parsed<'emailChange', 'verify', 'body'>) {
    return this.rpc.send('identity.verifyEmailChange', body);
  }
}
