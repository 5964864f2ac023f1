import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { AllowSessionScope, CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AuthRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/** Signing in and out, and renewing tokens (spec §7 Auth). */
@Controller()
export class SessionController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Post('auth/login')
  @HttpCode(200)
  @AuthRateLimit()
  login(@Body() body: Parsed<'session', 'login', 'body'>) {
    return this.rpc.send('identity.login', {
      identifier: (body.email ?? body.username)!,
      password: body.password,
    });
  }

  @Post('api/admin/login')
  @HttpCode(200)
  @AuthRateLimit()
  adminLogin(@Body() body: Parsed<'session', 'adminLogin', 'body'>) {
    return this.rpc.send('identity.adminLogin', body);
  }

  @Post('api/auth/refresh-token')
  @HttpCode(200)
  @AuthRateLimit()
  refresh(@Body() body: Parsed<'session', 'refresh', 'body'>) {
    return this.rpc.send('identity.refreshToken', body);
  }

  @Post('api/auth/generate-new-token')
  @HttpCode(200)
  @SignedIn()
  generateNewToken(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('identity.generateNewToken', { userId: user.userId, familyId: user.familyId });
  }

  @AllowSessionScope('obs')
  @Get('api/logout')
  @SignedIn()
  logout(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('identity.logout', { userId: user.userId, familyId: user.familyId });
  }
}
