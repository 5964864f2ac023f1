import { Module } from '@nestjs/common';
import { HoldSweeper } from './orders/hold-sweeper';
import { OrderEditsService } from './orders/order-edits.service';
import { OrderListsService } from './orders/order-lists.service';
import { OrderViews } from './orders/order-views';
import { OrdersHandler } from './orders/orders.handler';
import { OrdersRepository } from './orders/orders.repository';
import { OrdersService } from './orders/orders.service';
import { PaymentEventsConsumer } from './orders/payment-events.consumer';
import { ReadModelsConsumer } from './read-models/read-models.consumer';
import { ReadModelsRepository } from './read-models/read-models.repository';
import { SlotsHandler } from './slots/slots.handler';
import { SlotsRepository } from './slots/slots.repository';
import { SlotsService } from './slots/slots.service';

/** Slots and orders (holds, prices, payment, expiry, invoices, lobby codes); queues arrive with live sessions. */
@Module({
  controllers: [SlotsHandler, OrdersHandler],
  providers: [
    ReadModelsRepository,
    ReadModelsConsumer,
    SlotsRepository,
    SlotsService,
    OrdersRepository,
    OrderViews,
    OrdersService,
    OrderListsService,
    OrderEditsService,
    HoldSweeper,
    PaymentEventsConsumer,
  ],
})
export class BookingModule {}
