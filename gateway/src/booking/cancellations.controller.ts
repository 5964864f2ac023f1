import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import type { Parsed } from '@lobby/contracts';
import {
  ActingForStreamer,
  ActingStreamerId,
  CurrentUser,
  SignedIn,
  StaffRoute,
} from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/**
 * Cancelling paid bookings (issue 16): the fan's quote and cancel of their own order (booking answers 404 for
 * anyone else's), the streamer's (or their moderator's) cancel of a slot, which after its start marks it not
 * held, and staff doing the same for any slot (Influencers write, in the contracts' StaffRouteTable). Booking holds every rule.
 */
@Controller('api')
export class CancellationsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /** What the fan would get back for cancelling now, by the order's policy. */
  @Get('user/orders/:orderId/cancellation')
  @SignedIn()
  quote(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { orderId }: Parsed<'cancellations', 'quote', 'params'>,
    @Query() { refundTo }: Parsed<'cancellations', 'quote', 'query'>,
  ) {
    return this.rpc.send('booking.cancellationQuote', { userId: user.userId, orderId, refundTo });
  }

  @Post('user/orders/:orderId/cancel')
  @HttpCode(200)
  @SignedIn()
  cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { orderId }: Parsed<'cancellations', 'cancel', 'params'>,
    @Body() { refundTo }: Parsed<'cancellations', 'cancel', 'body'>,
  ) {
    return this.rpc.send('booking.cancelPaidOrder', { userId: user.userId, orderId, refundTo });
  }

  @Post('streamer/slots/:slotId/cancel')
  @HttpCode(200)
  @ActingForStreamer()
  cancelSlot(
    @ActingStreamerId() streamerId: string,
    @Param() { slotId }: Parsed<'cancellations', 'cancelSlot', 'params'>,
  ) {
    return this.rpc.send('booking.cancelSlot', { userId: streamerId, slotId });
  }

  @Post('admin/slots/:slotId/cancel')
  @HttpCode(200)
  @StaffRoute()
  cancelSlotAsStaff(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { slotId }: Parsed<'cancellations', 'cancelSlotAsStaff', 'params'>,
  ) {
    return this.rpc.send('booking.cancelSlot', { userId: user.userId, slotId, asStaff: true });
  }
}
