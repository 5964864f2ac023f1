import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { HomeSessionsService } from './home-sessions.service';

@Controller()
export class HomeSessionsHandler {
  constructor(private readonly home: HomeSessionsService) {}

  @Handles('booking.yourUpcomingSessionsHomePage')
  yourNext(@Payload() { userId }: RequestOf<'booking.yourUpcomingSessionsHomePage'>) {
    return this.home.yourNext(userId);
  }

  @Handles('booking.upcomingSessionsHomePage')
  openSlots() {
    return this.home.openSlots();
  }
}
