import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ErrorText, PaymentsText, type Parsed } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/**
 * Paying for a VIP place of a live queue (spec §7), composed like an order's checkout: booking says the place is
 * the caller's, held and at what price; payments takes the money (kind 'vip', the place's id as the order id);
 * booking puts the place in line from payments' durable payment event.
 */
@Controller('api')
export class LiveCheckoutController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /** Checkout failures answer the word error (spec §8) unless the reason is one the buyer can act on. */
  @Post('create-live-checkout-session')
  @SignedIn()
  async createLiveCheckoutSession(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: Parsed<'liveCheckout', 'createLiveCheckoutSession', 'body'>,
  ) {
    const place = await this.rpc.send('booking.vipPlaceForCheckout', {
      userId: user.userId,
      entryId: body.entryId,
    });
    try {
      return await this.rpc.send('payments.createCheckout', {
        userId: user.userId,
        orderId: place._id,
        kind: 'vip',
        amount: place.amount!,
        currency: place.currency!,
        provider: body.provider,
        promoCode: body.promoCode ?? undefined,
        streamerId: place._influencer_id,
        holdExpiresAt: place.expiresAt ?? undefined,
        // Payments gives the place up when no checkout opens for it, so a fan who tries again holds a new one.
        releaseHoldOnFailure: true,
      });
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) throw error;
      throw DomainError.unavailable(ErrorText.checkoutFailed);
    }
  }

  /**
   * The success page after a VIP checkout: a Stripe return is confirmed with Stripe (completing the session if
   * the webhook hasn't yet); then the place as it stands. It goes in line on the payment event, so the page may
   * see it held for a moment.
   */
  @Post('live-payment-success')
  @HttpCode(200)
  @SignedIn()
  async livePaymentSuccess(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { sessionId }: Parsed<'liveCheckout', 'livePaymentSuccess', 'body'>,
  ) {
    const session = await this.rpc.send('payments.checkoutSession', { userId: user.userId, sessionId });
    if (session.kind !== 'vip') throw DomainError.notFound(PaymentsText.checkoutNotFound);
    if (session.provider === 'stripe' && session.status === 'created') {
      await this.rpc.send('payments.confirmStripeReturn', { sessionId });
    }
    return this.rpc.send('booking.queueEntry', { userId: user.userId, entryId: session.orderId });
  }
}
