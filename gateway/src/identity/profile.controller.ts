import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { AllowSessionScope, CurrentUser, OptionalSignIn, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser, GatewayRequest } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/** The signed-in user's own account (spec §7 Auth). Identity checks that `id` is the caller's. */
@Controller()
export class ProfileController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @AllowSessionScope('obs')
  @Get('api/current_user')
  @SignedIn()
  currentUser(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('identity.currentUser', { userId: user.userId });
  }

  @Post('api/updated_user')
  @HttpCode(200)
  @SignedIn()
  updatedUser(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { id }: Parsed<'profile', 'updatedUser', 'body'>,
  ) {
    return this.rpc.send('identity.getUser', { userId: user.userId, id });
  }

  @Post('api/auth/user/save-email/:id')
  @HttpCode(200)
  @SignedIn()
  saveEmail(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'profile', 'saveEmail', 'params'>,
    @Body() { email }: Parsed<'profile', 'saveEmail', 'body'>,
  ) {
    return this.rpc.send('identity.saveEmail', { userId: user.userId, id, email });
  }

  @Post('api/auth/user/save-country/:id')
  @HttpCode(200)
  @SignedIn()
  saveCountry(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'profile', 'saveCountry', 'params'>,
    @Body() body: Parsed<'profile', 'saveCountry', 'body'>,
  ) {
    return this.rpc.send('identity.saveCountry', {
      userId: user.userId,
      id,
      billingCountry: body.billing_country,
      familyId: user.familyId,
    });
  }

  /** The client's address as Fastify sees it: x-forwarded-for counts only behind a trusted proxy (TRUST_PROXY). */
  @Post('api/post/store-user-ip')
  @HttpCode(200)
  @OptionalSignIn()
  storeUserIp(@CurrentUser() user: AuthenticatedUser | null, @Req() request: GatewayRequest) {
    return this.rpc.send('identity.storeUserIp', { userId: user?.userId ?? null, ip: request.ip });
  }
}
