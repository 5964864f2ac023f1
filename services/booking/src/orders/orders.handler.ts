import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { OrderCancellationsService } from './order-cancellations.service';
import { OrderEditsService } from './order-edits.service';
import { OrderListsService } from './order-lists.service';
import { OrdersService } from './orders.service';

@Controller()
export class OrdersHandler {
  constructor(
    private readonly orders: OrdersService,
    private readonly lists: OrderListsService,
    private readonly edits: OrderEditsService,
    private readonly cancellations: OrderCancellationsService,
  ) {}

  @Handles('booking.createOrder')
  create(@Payload() { userId, slotId, numberOfPlayers, gamerTags }: RequestOf<'booking.createOrder'>) {
    return this.orders.create(userId, slotId, numberOfPlayers, gamerTags);
  }

  @Handles('booking.orderForCheckout')
  forCheckout(@Payload() { userId, orderId }: RequestOf<'booking.orderForCheckout'>) {
    return this.orders.forCheckout(userId, orderId);
  }

  @Handles('booking.orderLabels')
  labels(@Payload() { orderIds, personIds }: RequestOf<'booking.orderLabels'>) {
    return this.lists.labels(orderIds, personIds);
  }

  @Handles('booking.markOrderPaid')
  markPaid(@Payload() { orderId, paymentRef, ...payment }: RequestOf<'booking.markOrderPaid'>) {
    return this.orders.markPaid(orderId, paymentRef, payment);
  }

  @Handles('booking.releaseHold')
  releaseHold(@Payload() { userId, orderId }: RequestOf<'booking.releaseHold'>) {
    return this.orders.releaseHold(orderId, userId);
  }

  @Handles('booking.cancelOrder')
  cancel(@Payload() { userId, orderId }: RequestOf<'booking.cancelOrder'>) {
    return this.orders.cancel(userId, orderId);
  }

  @Handles('booking.cancellationQuote')
  cancellationQuote(@Payload() { userId, orderId, refundTo }: RequestOf<'booking.cancellationQuote'>) {
    return this.cancellations.quote(userId, orderId, refundTo);
  }

  @Handles('booking.cancelPaidOrder')
  cancelPaid(@Payload() { userId, orderId, refundTo }: RequestOf<'booking.cancelPaidOrder'>) {
    return this.cancellations.cancel(userId, orderId, refundTo);
  }

  @Handles('booking.cancelSlot')
  cancelSlot(@Payload() { userId, slotId, asStaff }: RequestOf<'booking.cancelSlot'>) {
    return this.cancellations.cancelSlot(userId, slotId, asStaff === true);
  }

  @Handles('booking.order')
  one(@Payload() { userId, orderId }: RequestOf<'booking.order'>) {
    return this.lists.one(userId, orderId);
  }

  @Handles('booking.ordersByUser')
  ofUser(@Payload() { userId, ...paging }: RequestOf<'booking.ordersByUser'>) {
    return this.lists.ofUser(userId, paging);
  }

  @Handles('booking.ordersByStreamer')
  ofStreamer(@Payload() { userId, ...paging }: RequestOf<'booking.ordersByStreamer'>) {
    return this.lists.ofStreamer(userId, paging);
  }

  @Handles('booking.sessions')
  sessions(@Payload() { userId, when, sort, page, limit }: RequestOf<'booking.sessions'>) {
    return this.lists.sessions(userId, when, { page, limit }, sort);
  }

  @Handles('booking.invoice')
  invoice(@Payload() { userId, orderId }: RequestOf<'booking.invoice'>) {
    return this.lists.invoice(userId, orderId);
  }

  @Handles('booking.bookedSlotDetails')
  bookedSlotDetails(
    @Payload() { userId, productIdOrSlug, username }: RequestOf<'booking.bookedSlotDetails'>,
  ) {
    return this.lists.bookedOfGig(userId, productIdOrSlug, username);
  }

  @Handles('booking.userLobbyCode')
  userLobbyCode(@Payload() { userId, gigId }: RequestOf<'booking.userLobbyCode'>) {
    return this.lists.userLobbyCode(userId, gigId);
  }

  @Handles('booking.updateGamerTags')
  updateGamerTags(@Payload() { userId, orderId, slotId, gamerTags }: RequestOf<'booking.updateGamerTags'>) {
    return this.edits.updateGamerTags(userId, orderId, gamerTags, slotId);
  }

  @Handles('booking.editGamerTag')
  editGamerTag(@Payload() { userId, slotId, gamerTagId, gamerTag }: RequestOf<'booking.editGamerTag'>) {
    return this.edits.editGamerTag(userId, slotId, gamerTagId, gamerTag);
  }

  @Handles('booking.removeUserFromSlot')
  removeUserFromSlot(@Payload() { userId, slotId, bookedUserId }: RequestOf<'booking.removeUserFromSlot'>) {
    return this.edits.removeUserFromSlot(userId, slotId, bookedUserId);
  }
}
