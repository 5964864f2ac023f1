import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { InvoicePdf } from './invoice-pdf';
import { OrdersController } from './orders.controller';
import { SlotsController } from './slots.controller';

/** The REST surface of the booking service: slots and orders. */
@Module({
  imports: [AuthModule],
  controllers: [SlotsController, OrdersController],
  providers: [InvoicePdf],
})
export class BookingModule {}
