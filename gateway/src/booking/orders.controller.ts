import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { AuthText, type Parsed, type CreateOrderInput } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { ActingForStreamer, ActingStreamerId, CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { InvoicePdf } from './invoice-pdf';

/**
 * A fan's orders and sessions, and a streamer's orders (spec §7). Booking re-checks that an order is the
 * caller's (or their slot's streamer's); marking an order paid is internal to payments and never routed here.
 */
@Controller('api')
export class OrdersController {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(InvoicePdf) private readonly invoicePdf: InvoicePdf,
  ) {}

  /** Holds the seats until the hold expires or the order is paid. */
  @Post(['book-slot/create-order', 'create/order'])
  @SignedIn()
  createOrder(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateOrderInput) {
    return this.rpc.send('booking.createOrder', {
      userId: user.userId,
      slotId: body.slotId,
      numberOfPlayers: body.numberOfPlayers,
      gamerTags: body.gamerTags,
    });
  }

  @Get('get/order_by_orderid/:id')
  @SignedIn()
  order(@CurrentUser() user: AuthenticatedUser, @Param() { id }: Parsed<'orders', 'order', 'params'>) {
    return this.rpc.send('booking.order', { userId: user.userId, orderId: id });
  }

  @Get(['get/orders_by_userid/:id', 'get/orders/paginated/user/:id'])
  @SignedIn()
  ordersOfUser(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'orders', 'ordersOfUser', 'params'>,
    @Query() { page, limit }: Parsed<'orders', 'ordersOfUser', 'query'>,
  ) {
    return this.rpc.send('booking.ordersByUser', { userId: ownId(user, id), page, limit });
  }

  /** Booking sizes the pages (spec §9: 15 on the first monthly page, then 10) unless the client asks. */
  @Get('get/orders/monthly/user/:id')
  @SignedIn()
  monthlyOrdersOfUser(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'orders', 'monthlyOrdersOfUser', 'params'>,
    @Query() query: Parsed<'orders', 'monthlyOrdersOfUser', 'query'>,
  ) {
    return this.rpc.send('booking.ordersByUser', { userId: ownId(user, id), ...query });
  }

  @Get('get/upcomingsessions/:id')
  @SignedIn()
  upcomingSessions(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'orders', 'upcomingSessions', 'params'>,
    @Query() { page, limit, sort }: Parsed<'orders', 'upcomingSessions', 'query'>,
  ) {
    return this.rpc.send('booking.sessions', {
      userId: ownId(user, id),
      when: 'upcoming',
      page,
      limit,
      sort,
    });
  }

  @Get('get/pastsessions/:id')
  @SignedIn()
  pastSessions(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'orders', 'pastSessions', 'params'>,
    @Query() { page, limit, sort }: Parsed<'orders', 'pastSessions', 'query'>,
  ) {
    return this.rpc.send('booking.sessions', { userId: ownId(user, id), when: 'past', page, limit, sort });
  }

  /** The streamer's paid orders (a moderator names the streamer in the path). */
  @Get('get/orders/influencer/:streamerId')
  @ActingForStreamer()
  streamerOrders(
    @ActingStreamerId() streamerId: string,
    @Param() _params: Parsed<'orders', 'streamerOrders', 'params'>,
    @Query() { page, limit }: Parsed<'orders', 'streamerOrders', 'query'>,
  ) {
    return this.rpc.send('booking.ordersByStreamer', { userId: streamerId, page, limit });
  }

  @Get('get/orders/paginated/influencer/:streamerId')
  @ActingForStreamer()
  streamerMonthlyOrders(
    @ActingStreamerId() streamerId: string,
    @Param() _params: Parsed<'orders', 'streamerMonthlyOrders', 'params'>,
    @Query() query: Parsed<'orders', 'streamerMonthlyOrders', 'query'>,
  ) {
    return this.rpc.send('booking.ordersByStreamer', { userId: streamerId, ...query });
  }

  /** The invoice of a paid order, for its buyer or its streamer. */
  @Get('get/user_order/invoice/:id')
  @SignedIn()
  invoice(@CurrentUser() user: AuthenticatedUser, @Param() { id }: Parsed<'orders', 'invoice', 'params'>) {
    return this.rpc.send('booking.invoice', { userId: user.userId, orderId: id });
  }

  @Get('get/user_order/invoice/:id/pdf')
  @SignedIn()
  async invoiceDownload(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'orders', 'invoiceDownload', 'params'>,
  ) {
    const invoice = await this.rpc.send('booking.invoice', { userId: user.userId, orderId: id });
    return this.invoicePdf.download(invoice);
  }

  @Post('orders/update_gamer_tags')
  @HttpCode(200)
  @SignedIn()
  updateGamerTags(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: Parsed<'orders', 'updateGamerTags', 'body'>,
  ) {
    return this.rpc.send('booking.updateGamerTags', {
      userId: user.userId,
      orderId: body.order_id,
      slotId: body.slot_id,
      gamerTags: body.updatedGamerTagsWithId.map(({ _id, gamerTag }) => ({ _id, gamerTag })),
    });
  }

  @Post('v1/user/edit-gamer-tag')
  @HttpCode(200)
  @SignedIn()
  editGamerTag(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: Parsed<'orders', 'editGamerTag', 'body'>,
  ) {
    return this.rpc.send('booking.editGamerTag', { userId: user.userId, ...body });
  }

  /** The caller's bookings of a gig whose slot hasn't ended. */
  @Post('v1/user/booked-slot-details')
  @HttpCode(200)
  @SignedIn()
  bookedSlotDetails(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: Parsed<'orders', 'bookedSlotDetails', 'body'>,
  ) {
    return this.rpc.send('booking.bookedSlotDetails', { userId: user.userId, ...body });
  }

  /**
   * A fan's lobby code: of a gig (their paid booking running now or next; null until there is one), or of a live
   * session with `liveSessionId` (only while their place is in playing next or in game).
   */
  @Get('user/lobby-code-details')
  @SignedIn()
  async userLobbyCode(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { productId, liveSessionId }: Parsed<'orders', 'userLobbyCode', 'query'>,
  ) {
    if (liveSessionId !== undefined) {
      return this.rpc.send('booking.liveLobbyCode', { userId: user.userId, liveSessionId });
    }
    const details = await this.rpc.send('booking.userLobbyCode', { userId: user.userId, gigId: productId! });
    return details ?? { lobbyCode: null };
  }

  @Post('orders/cancel/:id')
  @HttpCode(200)
  @SignedIn()
  cancel(@CurrentUser() user: AuthenticatedUser, @Param() { id }: Parsed<'orders', 'cancel', 'params'>) {
    return this.rpc.send('booking.cancelOrder', { userId: user.userId, orderId: id });
  }
}

/** Paths that name a user serve only that user. */
function ownId(user: AuthenticatedUser, id: string): string {
  if (id !== user.userId) throw DomainError.forbidden(AuthText.forbidden);
  return id;
}
