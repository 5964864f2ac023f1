import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { InvoicePdf } from './invoice-pdf';
import { OrdersController } from './orders.controller';
import { QueuesController } from './queues.controller';
import { SlotsController } from './slots.controller';

/** The REST surface of the booking service: slots, orders and live queues. */
@Module({
  imports: [AuthModule],
  controllers: [SlotsController, OrdersController, QueuesController],
  providers: [InvoicePdf],
})
export class BookingModule {}
