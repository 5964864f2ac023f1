import { type Parsed, type PromoCodeBodyInput } from '@lobby/contracts';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ActingForStreamer, ActingStreamerId, CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/** The promo-code fields of a create request, without the request's own fields (streamerId). */
function promoCodeInput(body: PromoCodeBodyInput) {
  return {
    code: body.code,
    discountType: body.discountType,
    percentOff: body.percentOff,
    amountOff: body.amountOff,
    currency: body.currency,
    validFrom: body.validFrom,
    validUntil: body.validUntil,
    maxUses: body.maxUses,
    maxUsesPerUser: body.maxUsesPerUser,
    gigIds: body.gigIds,
    isActive: body.isActive,
  };
}

/**
 * A streamer's promo codes, by the streamer or their moderator (naming `streamerId`). The acting streamer
 * goes to payments as the actor, and payments refuses a code that isn't theirs.
 */
@Controller('api/streamer')
@ActingForStreamer()
export class StreamerPromoCodesController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /** Spec get-promocode/{id}: the id must be the acted-for streamer (the guard refuses anyone else). */
  @Get('get-promocode/:streamerId')
  list(
    @ActingStreamerId() streamerId: string,
    @Param() params: Parsed<'streamerPromoCodes', 'list', 'params'>,
  ) {
    return this.rpc.send('payments.streamerPromoCodes', {
      userId: streamerId,
      ...params,
    });
  }

  @Post('promo-codes')
  create(@ActingStreamerId() streamerId: string, @Body() body: PromoCodeBodyInput) {
    return this.rpc.send('payments.createPromoCode', { ...promoCodeInput(body), userId: streamerId });
  }

  @Post('promo-codes/:id/toggle')
  @HttpCode(200)
  toggle(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'adminPromoCodes', 'toggle', 'params'>,
  ) {
    return this.rpc.send('payments.togglePromoCode', { userId: streamerId, promoCodeId: id });
  }

  @Put('promo-codes/:id')
  update(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'adminPromoCodes', 'toggle', 'params'>,
    @Body() body: PromoCodeBodyInput,
  ) {
    return this.rpc.send('payments.updatePromoCode', {
      ...promoCodeInput(body),
      userId: streamerId,
      promoCodeId: id,
    });
  }

  @Delete('promo-codes/:id')
  remove(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'adminPromoCodes', 'toggle', 'params'>,
  ) {
    return this.rpc.send('payments.deletePromoCode', { userId: streamerId, promoCodeId: id });
  }
}

/** Staff manage every streamer's codes and platform-wide ones (spec §7 Admin "Promo codes CRUD"). */
@Controller('api/admin/promo-codes')
@StaffRoute()
export class AdminPromoCodesController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get()
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { streamerId }: Parsed<'adminPromoCodes', 'list', 'query'>,
  ) {
    return this.rpc.send('payments.streamerPromoCodes', { userId: user.userId, isStaff: true, streamerId });
  }

  /** Every code, newest first, 10 a page: one streamer's, the platform's (`streamerId=platform`), or all. */
  @Get('all')
  all(@CurrentUser() user: AuthenticatedUser, @Query() query: Parsed<'adminTools', 'promoCodes', 'query'>) {
    return this.rpc.send('payments.adminPromoCodes', {
      userId: user.userId,
      ...query,
    });
  }

  @Post()
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: Parsed<'adminPromoCodes', 'create', 'body'>) {
    return this.rpc.send('payments.createPromoCode', {
      ...promoCodeInput(body),
      userId: user.userId,
      isStaff: true,
      streamerId: body.streamerId ?? null,
    });
  }

  @Post(':id/toggle')
  @HttpCode(200)
  toggle(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'adminPromoCodes', 'toggle', 'params'>,
  ) {
    return this.rpc.send('payments.togglePromoCode', { userId: user.userId, isStaff: true, promoCodeId: id });
  }

  @Put(':id')
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'adminPromoCodes', 'toggle', 'params'>,
    @Body() body: PromoCodeBodyInput,
  ) {
    return this.rpc.send('payments.updatePromoCode', {
      ...promoCodeInput(body),
      userId: user.userId,
      isStaff: true,
      promoCodeId: id,
    });
  }

  @Delete(':id')
  remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'adminPromoCodes', 'toggle', 'params'>,
  ) {
    return this.rpc.send('payments.deletePromoCode', { userId: user.userId, isStaff: true, promoCodeId: id });
  }
}
