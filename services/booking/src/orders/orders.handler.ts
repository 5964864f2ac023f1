import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { OrdersService } from './orders.service';

@Controller()
export class OrdersHandler {
  constructor(private readonly orders: OrdersService) {}

  @Handles('booking.createOrder')
  create(@Payload() { userId, slotId, numberOfPlayers, gamerTags }: RequestOf<'booking.createOrder'>) {
    return this.orders.create(userId, slotId, numberOfPlayers, gamerTags);
  }

  @Handles('booking.markOrderPaid')
  markPaid(@Payload() { orderId, paymentRef }: RequestOf<'booking.markOrderPaid'>) {
    return this.orders.markPaid(orderId, paymentRef);
  }

  @Handles('booking.cancelOrder')
  cancel(@Payload() { userId, orderId }: RequestOf<'booking.cancelOrder'>) {
    return this.orders.cancel(userId, orderId);
  }

  @Handles('booking.order')
  one(@Payload() { userId, orderId }: RequestOf<'booking.order'>) {
    return this.orders.one(userId, orderId);
  }

  @Handles('booking.ordersByUser')
  ofUser(@Payload() { userId, page, limit }: RequestOf<'booking.ordersByUser'>) {
    return this.orders.ofUser(userId, { page, limit });
  }
}
