import { Module } from '@nestjs/common';
import { HoldSweeper } from './orders/hold-sweeper';
import { OrdersHandler } from './orders/orders.handler';
import { OrdersRepository } from './orders/orders.repository';
import { OrdersService } from './orders/orders.service';
import { PaymentEventsConsumer } from './orders/payment-events.consumer';
import { SlotsHandler } from './slots/slots.handler';
import { SlotsRepository } from './slots/slots.repository';
import { SlotsService } from './slots/slots.service';

/** Slots and orders (holds, payment, expiry); queues, lobby codes and sessions arrive with their issues. */
@Module({
  controllers: [SlotsHandler, OrdersHandler],
  providers: [
    SlotsRepository,
    SlotsService,
    OrdersRepository,
    OrdersService,
    HoldSweeper,
    PaymentEventsConsumer,
  ],
})
export class BookingModule {}
