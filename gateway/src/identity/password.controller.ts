import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AuthRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import {
  type Parsed,
  type ChangePasswordBody,
  type EmailBody,
  type LinkTokenParams,
  type ResetPasswordBody,
  type SetStreamerPasswordBody,
} from '@lobby/contracts';

/** Forgotten, reset, changed and first streamer passwords (spec §7 Auth). Each one checks a secret, so each is rate limited. */
@Controller()
@AuthRateLimit()
export class PasswordController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Post('api/auth/forgot_password')
  @HttpCode(200)
  forgot(@Body() body: Parsed<typeof EmailBody>) {
    return this.rpc.send('identity.forgotPassword', body);
  }

  @Post('api/auth/reset_password/:token')
  @HttpCode(200)
  reset(
    @Param() { token }: Parsed<typeof LinkTokenParams>,
    @Body() { newPassword }: Parsed<typeof ResetPasswordBody>,
  ) {
    return this.rpc.send('identity.resetPassword', { token, newPassword });
  }

  @Post('auth/change_password')
  @HttpCode(200)
  @SignedIn()
  change(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { oldPassword, newPassword }: Parsed<typeof ChangePasswordBody>,
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
  setStreamerPassword(@Body() body: Parsed<typeof SetStreamerPasswordBody>) {
    return this.rpc.send('identity.setStreamerPassword', body);
  }
}
