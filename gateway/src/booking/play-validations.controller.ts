import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import type { Parsed } from '@lobby/contracts';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/**
 * Staff mark a star's paid orders played or not played (spec §2, §7 Admin Payouts "played-validation orders"):
 * reading needs Payouts read, saving Payouts write. Booking has no staff records, so this guard is the check;
 * booking keeps who validated each order.
 */
@Controller('api/admin/validations/influencer-game-playing-validations')
@StaffRoute()
export class PlayValidationsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get(':streamerId')
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { streamerId }: Parsed<'playValidations', 'list', 'params'>,
    @Query() query: Parsed<'playValidations', 'list', 'query'>,
  ) {
    return this.rpc.send('booking.playValidationOrders', { userId: user.userId, streamerId, ...query });
  }

  @Post(':streamerId')
  @HttpCode(200)
  save(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { streamerId }: Parsed<'playValidations', 'save', 'params'>,
    @Body() { validations }: Parsed<'playValidations', 'save', 'body'>,
  ) {
    return this.rpc.send('booking.savePlayValidations', {
      userId: user.userId,
      streamerId,
      validations: validations.map(({ orderId, played }) => ({ orderId, played })),
    });
  }
}
