import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AuthRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/**
 * The website-access password gate (spec §2 /password-login, §6): whether it is on, trading the password
 * for a token the browser keeps, checking a kept token, and staff setting or clearing the password.
 */
@Controller()
export class SiteAccessController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('api/website-access')
  status() {
    return this.rpc.send('content.siteAccessStatus', {});
  }

  @Post('api/website-access/validate')
  @HttpCode(200)
  @AuthRateLimit()
  validate(@Body() { password }: Parsed<'siteAccess', 'validate', 'body'>) {
    return this.rpc.send('content.validateSitePassword', { password });
  }

  @Post('api/website-access/check')
  @HttpCode(200)
  check(@Body() { token }: Parsed<'siteAccess', 'check', 'body'>) {
    return this.rpc.send('content.checkSiteAccessToken', { token });
  }

  @Post('api/admin/website-password')
  @HttpCode(200)
  @StaffRoute()
  setPassword(
    @CurrentUser() staff: AuthenticatedUser,
    @Body() { password }: Parsed<'siteAccess', 'setPassword', 'body'>,
  ) {
    return this.rpc.send('content.setSitePassword', { userId: staff.userId, password });
  }
}
