import { Controller, Get, Inject } from '@nestjs/common';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/** The home page's 'Upcoming sessions' (spec §7 Browse): open slots for anyone, and a fan's own next ones. */
@Controller('api')
export class HomeSessionsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /** The soonest slots anyone can still book (5), with their gig and star. */
  @Get('get/upcomingSessionsHomePage')
  openSlots() {
    return this.rpc.send('booking.upcomingSessionsHomePage', {});
  }

  /** The caller's next paid sessions (5), soonest first. */
  @Get('get/yourUpcomingSessionsHomePage')
  @SignedIn()
  yourNext(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('booking.yourUpcomingSessionsHomePage', { userId: user.userId });
  }
}
