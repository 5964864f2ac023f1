import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AuthRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/** Forgotten, reset, changed and first streamer passwords (spec §7 Auth). Each one checks a secret, so each is rate limited. */
@Controller()
@AuthRateLimit()
export class PasswordController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Post('api/auth/forgot_password')
  @HttpCode(200)
  forgot(@Body() body: Parsed<'password', 'forgot', 'body'>) {
    return this.rpc.send('identity.forgotPassword', body);
  }

  @Post('api/auth/reset_password/:token')
  @HttpCode(200)
  reset(
    @Param() { token }: Parsed<'password', 'reset', 'params'>,
    @Body() { newPassword }: Parsed<'password', 'reset', 'body'>,
  ) {
    return this.rpc.send('identity.resetPassword', { token, newPassword });
  }

  @Post('auth/change_password')
  @HttpCode(200)
  @SignedIn()
  change(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { oldPassword, newPassword }: Parsed<'password', 'change', 'body'>,
  ) {
    return this.rpc.send('identity.changePassword', {
      userId: user.userId,
      familyId: user.familyId,
      oldPassword,
      newPassword,
    });
  }

  @Post('api/auth/set-streamer-password')
  @HttpCode(200)
  setStreamerPassword(@Body() body: Parsed<'password', 'setStreamerPassword', 'body'>) {
    return this.rpc.send('identity.setStreamerPassword', body);
  }
}
