import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { PlayValidationParams, PlayValidationsQuery, SavePlayValidationsDto } from './play-validations.dto';

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
    @Param() { streamerId }: PlayValidationParams,
    @Query() query: PlayValidationsQuery,
  ) {
    return this.rpc.send('booking.playValidationOrders', { userId: user.userId, streamerId, ...query });
  }

  @Post(':streamerId')
  @HttpCode(200)
  save(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { streamerId }: PlayValidationParams,
    @Body() { validations }: SavePlayValidationsDto,
  ) {
    return this.rpc.send('booking.savePlayValidations', {
      userId: user.userId,
      streamerId,
      validations: validations.map(({ orderId, played }) => ({ orderId, played })),
    });
  }
}
