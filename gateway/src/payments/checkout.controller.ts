import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import {
  ErrorText,
  type OrderDto,
  PaymentsText,
  type CreateCheckoutSessionInput,
  type Parsed,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/**
 * Paying for an order (spec §7): the gateway composes booking (is the order the caller's, held, and at what
 * price) with payments (take the money through the chosen provider). Payments completes the session through
 * its one idempotent path and booking marks the order paid from the durable payment event.
 */
@Controller('api')
export class CheckoutController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /**
   * Pays a held order, or (with a slot instead of an order) books and pays in one request: booking holds the
   * seats and payments opens the checkout. The hold is payments' to give back: when no checkout opens for the
   * seats just held, payments releases them before answering (the gateway asks booking itself when payments
   * does not answer), so they are never kept from anyone.
   */
  @Post('create-checkout-session')
  @SignedIn()
  async createCheckoutSession(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateCheckoutSessionInput,
  ) {
    if (body.orderId !== undefined) {
      const order = await this.rpc.send('booking.orderForCheckout', {
        userId: user.userId,
        orderId: body.orderId,
      });
      return this.openCheckout(user, order, body, false);
    }
    const order = await this.rpc.send('booking.createOrder', {
      userId: user.userId,
      slotId: body.slotId!,
      numberOfPlayers: body.numberOfPlayers!,
      gamerTags: body.gamerTags!,
    });
    return this.openCheckout(user, order, body, true);
  }

  /**
   * Pays the caller's order awaiting payment again (after a declined card, or a checkout left open), with the
   * provider and promo code of its last checkout; booking says whether it is theirs and still payable. A refusal
   * leaves the order held.
   */
  @Post('orders/pay/:id')
  @SignedIn()
  async payHeldOrder(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'checkout', 'payHeldOrder', 'params'>,
  ) {
    const order = await this.rpc.send('booking.orderForCheckout', { userId: user.userId, orderId: id });
    try {
      return await this.rpc.send('payments.resumeCheckout', {
        userId: user.userId,
        ...checkoutOf(order),
      });
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) throw error;
      throw DomainError.unavailable(ErrorText.checkoutFailed);
    }
  }

  /** Checkout failures answer the word error (spec §8) unless the reason is one the buyer can act on. */
  private async openCheckout(
    user: AuthenticatedUser,
    order: OrderDto,
    body: CreateCheckoutSessionInput,
    releaseHoldOnFailure: boolean,
  ) {
    try {
      return await this.rpc.send('payments.createCheckout', {
        userId: user.userId,
        ...checkoutOf(order),
        provider: body.provider,
        promoCode: body.promoCode,
        releaseHoldOnFailure,
      });
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) throw error;
      // Payments may be down and so unable to give the hold back: booking frees the seats before the answer.
      if (releaseHoldOnFailure) await this.releaseHold(user, order);
      throw DomainError.unavailable(ErrorText.checkoutFailed);
    }
  }

  /** Never throws: should booking not answer either, the hold's own end frees the seats. */
  private async releaseHold(user: AuthenticatedUser, order: OrderDto) {
    await this.rpc
      .send('booking.releaseHold', { userId: user.userId, orderId: order._id })
      .catch(() => undefined);
  }

  /**
   * The buyer came back from the provider's page without paying: the checkout closes and its hold (seats or
   * VIP place) is freed at once. Only the buyer may; a paid checkout answers paid and nothing is undone.
   */
  @Post('checkout/cancel')
  @HttpCode(200)
  @SignedIn()
  cancelCheckout(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { sessionId }: Parsed<'checkout', 'cancel', 'body'>,
  ) {
    return this.rpc.send('payments.cancelCheckout', { userId: user.userId, sessionId });
  }

  /** The sandbox's hosted page reads its session. */
  @Get('checkout/sandbox/:sessionId')
  @SignedIn()
  sandboxSession(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { sessionId }: Parsed<'checkout', 'sandboxSession', 'params'>,
  ) {
    return this.rpc.send('payments.checkoutSession', { userId: user.userId, sessionId });
  }

  /** The buyer pays or fails on the sandbox's page: the same completion as any provider. */
  @Post('checkout/sandbox/:sessionId')
  @HttpCode(200)
  @SignedIn()
  sandboxComplete(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { sessionId }: Parsed<'checkout', 'sandboxSession', 'params'>,
    @Body() { outcome }: Parsed<'checkout', 'sandboxComplete', 'body'>,
  ) {
    return this.rpc.send('payments.sandboxComplete', { userId: user.userId, sessionId, outcome });
  }

  /**
   * The success page after any checkout (spec update/order/sucess): a Stripe return is confirmed with Stripe
   * (completing the session if the webhook hasn't yet); then the order as it stands. Marking it paid follows
   * the payment event, so the page may see it held for a moment.
   */
  @Post('update/order/sucess/:sessionId')
  @HttpCode(200)
  @SignedIn()
  async orderSuccess(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { sessionId }: Parsed<'checkout', 'sandboxSession', 'params'>,
  ) {
    const session = await this.rpc.send('payments.checkoutSession', { userId: user.userId, sessionId });
    if (session.provider === 'stripe' && session.status === 'created') {
      await this.rpc.send('payments.confirmStripeReturn', { sessionId });
    }
    return this.rpc.send('booking.order', { userId: user.userId, orderId: session.orderId });
  }

  /** The order a checkout session paid for (spec orders_by_stipe_session_id), for the session's buyer. */
  @Get('get/orders_by_stipe_session_id/:sessionId')
  @SignedIn()
  async orderOfSession(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { sessionId }: Parsed<'checkout', 'sandboxSession', 'params'>,
  ) {
    const session = await this.rpc.send('payments.checkoutSession', { userId: user.userId, sessionId });
    return this.rpc.send('booking.order', { userId: user.userId, orderId: session.orderId });
  }

  /**
   * Stripe's webhook: the signature is over the exact bytes, so the raw body goes to payments base64-encoded,
   * never parsed and re-serialised. Payments answers 400 for a bad signature or a stale timestamp.
   */
  @Post('stripe')
  @HttpCode(200)
  stripeWebhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    if (!request.rawBody || !signature) throw DomainError.invalid(PaymentsText.stripeSignatureInvalid);
    return this.rpc.send('payments.stripeWebhook', {
      rawBody: request.rawBody.toString('base64'),
      signature,
    });
  }
}

/** What payments needs of a held order to charge it: its id, price, gig and streamer, and when its hold ends. */
function checkoutOf(order: OrderDto) {
  return {
    orderId: order._id,
    amount: order.amount,
    currency: order.currency,
    gigId: order._gig_id ?? undefined,
    streamerId: order._influencer_id,
    holdExpiresAt: order.expiresAt,
  };
}
