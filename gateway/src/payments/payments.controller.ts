import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ErrorText, toMinorUnits, type Parsed } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser, GatewayRequest } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/** What a buyer sees of payments (spec §7): ways to pay, rates, location, promo codes and the wallet. */
@Controller('api')
export class PaymentsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('user/get-active-payment-gateways')
  activePaymentGateways() {
    return this.rpc.send('payments.activePaymentGateways', {});
  }

  @Get('v1/get-conversion-rate/usd-to-inr')
  conversionRate() {
    return this.rpc.send('payments.conversionRate', { from: 'USD', to: 'INR' });
  }

  /** The viewer's location by their address: x-forwarded-for counts only behind a trusted proxy (TRUST_PROXY). */
  @Get('user/location')
  location(@Req() request: GatewayRequest) {
    return this.rpc.send('payments.location', { ip: request.ip });
  }

  @Get('user/wallet')
  @SignedIn()
  wallet(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('payments.walletBalance', { userId: user.userId });
  }

  /** The caller's own wallet movements only: the user id comes from the token, never from the request. */
  @Get('user/wallet/movements')
  @SignedIn()
  walletMovements(
    @CurrentUser() user: AuthenticatedUser,
    @Query() { page, limit }: Parsed<'payments', 'walletMovements', 'query'>,
  ) {
    return this.rpc.send('payments.walletMovements', { userId: user.userId, page, limit });
  }

  /** Adds money to the caller's own wallet by card: a checkout session to pay (the user comes from the token). */
  @Post('user/wallet/top-up')
  @SignedIn()
  topUp(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { amount, currency }: Parsed<'payments', 'walletTopUp', 'body'>,
  ) {
    return this.rpc.send('payments.createTopUp', { userId: user.userId, amount, currency });
  }

  @Get('user/wallet/top-up/limits')
  topUpLimits() {
    return this.rpc.send('payments.topUpLimits', {});
  }

  /** Back from the card page of the caller's own top-up: a Stripe payment is confirmed before its webhook. */
  @Post('user/wallet/top-up/:sessionId/return')
  @HttpCode(200)
  @SignedIn()
  topUpReturn(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { sessionId }: Parsed<'payments', 'walletTopUpReturn', 'params'>,
  ) {
    return this.rpc.send('payments.topUpReturn', { userId: user.userId, sessionId });
  }

  /**
   * The discount a code gives on a gig, or with `liveSessionId` on a VIP place of that live session. The price,
   * currency and streamer come from catalog (or booking's live session), never from the client; payments
   * answers why a code doesn't apply, and anything unexpected reads 'Error verifying promo code'.
   */
  @Get('verify-promo-code')
  @SignedIn()
  async verifyPromoCode(
    @CurrentUser() user: AuthenticatedUser,
    @Query()
    { code, gigId, liveSessionId, numberOfPlayers = 1 }: Parsed<'payments', 'verifyPromoCode', 'query'>,
  ) {
    try {
      if (liveSessionId !== undefined) {
        const live = await this.rpc.send('booking.liveQueueSession', { liveSessionId });
        return await this.rpc.send('payments.verifyPromoCode', {
          code,
          userId: user.userId,
          gigId: null,
          streamerId: live._influencer_id,
          amount: live.price,
          currency: live.currency,
        });
      }
      const gig = await this.rpc.send('catalog.gig', { viewerId: user.userId, idOrSlug: gigId! });
      return await this.rpc.send('payments.verifyPromoCode', {
        code,
        userId: user.userId,
        gigId: gig._id,
        streamerId: gig._influencer_id._id,
        amount: toMinorUnits(gig.price) * numberOfPlayers,
        currency: gig.baseCurrency,
      });
    } catch (error) {
      if (error instanceof DomainError && error.message) throw error;
      throw DomainError.invalid(ErrorText.errorVerifyingPromoCode);
    }
  }
}
