import { Controller, Get, Inject } from '@nestjs/common';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/** A fan's side of the giveaway: the draws they won lately, read from their token (never another fan's). */
@Controller('api/user')
export class GiveawayWinsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('giveaway-wins')
  @SignedIn()
  myWins(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('booking.giveawayWins', { userId: user.userId });
  }
}
