import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CancellationsController } from './cancellations.controller';
import { GiveawayWinsController } from './giveaway-wins.controller';
import { HomeSessionsController } from './home-sessions.controller';
import { InvoicePdf } from './invoice-pdf';
import { OrdersController } from './orders.controller';
import { PlayValidationsController } from './play-validations.controller';
import { QueuesController } from './queues.controller';
import { SlotsController } from './slots.controller';

/** The REST surface of the booking service: slots, orders, live queues, the home page's sessions and a fan's giveaway wins. */
@Module({
  imports: [AuthModule],
  controllers: [
    SlotsController,
    OrdersController,
    QueuesController,
    HomeSessionsController,
    PlayValidationsController,
    CancellationsController,
    GiveawayWinsController,
  ],
  providers: [InvoicePdf],
})
export class BookingModule {}
