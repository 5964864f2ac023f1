import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CancellationsController } from './cancellations.controller';
import { HomeSessionsController } from './home-sessions.controller';
import { InvoicePdf } from './invoice-pdf';
import { OrdersController } from './orders.controller';
import { PlayValidationsController } from './play-validations.controller';
import { QueuesController } from './queues.controller';
import { SlotsController } from './slots.controller';

/** The REST surface of the booking service: slots, orders, live queues and the home page's sessions. */
@Module({
  imports: [AuthModule],
  controllers: [
    SlotsController,
    OrdersController,
    QueuesController,
    HomeSessionsController,
    PlayValidationsController,
    CancellationsController,
  ],
  providers: [InvoicePdf],
})
export class BookingModule {}
