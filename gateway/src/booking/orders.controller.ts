import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { AuthText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { CreateOrderDto, OrderIdParams, OrdersPageQuery, UserIdParams } from './booking.dto';

/**
 * A fan's orders (spec §7). Booking re-checks that an order is the caller's (or their slot's streamer's);
 * marking an order paid is internal to payments and never routed here.
 */
@Controller('api')
@SignedIn()
export class OrdersController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /** Holds the seats until the hold expires or the order is paid. */
  @Post('book-slot/create-order')
  createOrder(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateOrderDto) {
    return this.rpc.send('booking.createOrder', {
      userId: user.userId,
      slotId: body.slotId,
      numberOfPlayers: body.numberOfPlayers,
      gamerTags: body.gamerTags,
    });
  }

  @Get('get/order_by_orderid/:id')
  order(@CurrentUser() user: AuthenticatedUser, @Param() { id }: OrderIdParams) {
    return this.rpc.send('booking.order', { userId: user.userId, orderId: id });
  }

  /** The path names the user; only that user may read their orders. */
  @Get('get/orders_by_userid/:id')
  ordersOfUser(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: UserIdParams,
    @Query() { page, limit }: OrdersPageQuery,
  ) {
    if (id !== user.userId) throw DomainError.forbidden(AuthText.forbidden);
    return this.rpc.send('booking.ordersByUser', { userId: user.userId, page, limit });
  }

  @Post('orders/cancel/:id')
  @HttpCode(200)
  cancel(@CurrentUser() user: AuthenticatedUser, @Param() { id }: OrderIdParams) {
    return this.rpc.send('booking.cancelOrder', { userId: user.userId, orderId: id });
  }
}
