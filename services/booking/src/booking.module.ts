import { Module } from '@nestjs/common';
import { GiveawaysHandler } from './giveaways/giveaways.handler';
import { GiveawaysRepository } from './giveaways/giveaways.repository';
import { GiveawaysService } from './giveaways/giveaways.service';
import { HomeSessionsHandler } from './home/home-sessions.handler';
import { HomeSessionsRepository } from './home/home-sessions.repository';
import { HomeSessionsService } from './home/home-sessions.service';
import { HoldKinds } from './holds/hold-kinds';
import { HoldSweeper } from './holds/hold-sweeper';
import { HoldsRepository } from './holds/holds.repository';
import { HoldsService } from './holds/holds.service';
import { PaymentEventsConsumer } from './holds/payment-events.consumer';
import { OrderCancellationsService } from './orders/order-cancellations.service';
import { OrderEditsService } from './orders/order-edits.service';
import { OrderListsService } from './orders/order-lists.service';
import { OrderViews } from './orders/order-views';
import { OrdersHandler } from './orders/orders.handler';
import { OrdersRepository } from './orders/orders.repository';
import { OrdersService } from './orders/orders.service';
import { SlotHolds } from './orders/slot-holds';
import { LiveSessionsConsumer } from './queues/live-sessions.consumer';
import { QueueListsService } from './queues/queue-lists.service';
import { QueueManagementService } from './queues/queue-management.service';
import { QueueNotifier } from './queues/queue-notifier';
import { QueuePlacesService } from './queues/queue-places.service';
import { QueueViews } from './queues/queue-views';
import { QueuesHandler } from './queues/queues.handler';
import { QueuesRepository } from './queues/queues.repository';
import { VipHolds } from './queues/vip-holds';
import { GigReadThrough } from './read-models/gig-read-through';
import { ReadModelsConsumer } from './read-models/read-models.consumer';
import { ReadModelsRepository } from './read-models/read-models.repository';
import { SlotsHandler } from './slots/slots.handler';
import { SlotsRepository } from './slots/slots.repository';
import { SlotsService } from './slots/slots.service';
import { PlayValidationsHandler } from './validations/play-validations.handler';
import { PlayValidationsRepository } from './validations/play-validations.repository';
import { PlayValidationsService } from './validations/play-validations.service';

/**
 * Slots and orders, live sessions' VIP and regular queues, and holds: the priced, expiring orders of both kinds
 * (prices, payment, expiry, refunds), with invoices and lobby codes.
 */
@Module({
  controllers: [
    SlotsHandler,
    OrdersHandler,
    QueuesHandler,
    HomeSessionsHandler,
    PlayValidationsHandler,
    GiveawaysHandler,
  ],
  providers: [
    ReadModelsRepository,
    ReadModelsConsumer,
    GigReadThrough,
    SlotsRepository,
    SlotsService,
    HoldsRepository,
    HoldKinds,
    HoldsService,
    OrdersRepository,
    SlotHolds,
    OrderViews,
    OrdersService,
    OrderListsService,
    OrderEditsService,
    OrderCancellationsService,
    QueuesRepository,
    QueueViews,
    QueueNotifier,
    QueuePlacesService,
    QueueManagementService,
    QueueListsService,
    VipHolds,
    LiveSessionsConsumer,
    HoldSweeper,
    PaymentEventsConsumer,
    HomeSessionsRepository,
    HomeSessionsService,
    PlayValidationsRepository,
    PlayValidationsService,
    GiveawaysRepository,
    GiveawaysService,
  ],
})
export class BookingModule {}
