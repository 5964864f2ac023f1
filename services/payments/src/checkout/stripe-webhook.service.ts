import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorText,
  InputLimits,
  PaymentsText,
  type CheckoutSessionDto,
  type StripeWebhookAck,
} from '@lobby/contracts';
import { DomainError, isUuid, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { CheckoutService } from './checkout.service';
import { OrderRefundsService } from './order-refunds.service';
import {
  ourSessionIdOf,
  StripeProvider,
  type StripeCharge,
  type StripeCheckoutSession,
  type StripeEvent,
} from './stripe.provider';

/** Paid (a card at once, or a delayed method later) and expired; every other event is acknowledged. */
const HANDLED_EVENTS = new Set<string>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);
/** Stripe refunded a charge (ours through the API, or one made in its dashboard). */
const CHARGE_REFUNDED = 'charge.refunded';
/** A delayed payment method (a bank debit) that Stripe reports failed after the buyer left. */
const ASYNC_PAYMENT_FAILED = 'checkout.session.async_payment_failed';
/** The body arrives base64-encoded: four characters for every three bytes. */
const MAX_RAW_BODY_LENGTH = Math.ceil(InputLimits.stripeWebhookBytesMax / 3) * 4;

/**
 * Stripe's side of a checkout: the signed webhook (verified over the exact bytes) and the buyer's return
 * page. Both end in CheckoutService.confirmWith → the one idempotent completion, whichever comes first.
 */
@Injectable()
export class StripeWebhookService {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly stripe: StripeProvider,
    private readonly refunds: OrderRefundsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `rawBody` is the request body base64-encoded; a bad signature or a stale timestamp → 400, nothing changes. */
  async webhook(rawBody: string, signature: string): Promise<StripeWebhookAck> {
    if (!this.stripe.active) throw DomainError.notFound(PaymentsText.checkoutProviderUnavailable);
    const valid =
      rawBody.length > 0 &&
      rawBody.length <= MAX_RAW_BODY_LENGTH &&
      signature.length > 0 &&
      signature.length <= InputLimits.stripeSignatureMax;
    if (!valid) throw DomainError.invalid(ErrorText.badRequest);
    let event: StripeEvent;
    try {
      event = this.stripe.constructEvent(Buffer.from(rawBody, 'base64'), signature);
    } catch (error) {
      this.logger.warn({ err: error }, 'refused a Stripe webhook with a bad signature');
      throw DomainError.invalid(PaymentsText.stripeSignatureInvalid);
    }
    if (event.type === CHARGE_REFUNDED) return this.chargeRefunded(event);
    if (!HANDLED_EVENTS.has(event.type)) {
      return { received: true, outcome: 'ignored' };
    }
    const stripeSession = event.data.object as StripeCheckoutSession;
    const sessionId = ourSessionIdOf(stripeSession);
    if (!sessionId || !isUuid(sessionId)) {
      this.logger.info({ eventId: event.id }, 'ignored a Stripe event for no checkout of ours');
      return { received: true, outcome: 'ignored' };
    }
    try {
      const settled =
        event.type === ASYNC_PAYMENT_FAILED
          ? await this.checkout.failWith(sessionId, 'stripe', 'Stripe async payment failed')
          : await this.checkout.confirmWith(sessionId, 'stripe', stripeSession);
      return { received: true, sessionId, outcome: outcomeOf(settled) };
    } catch (error) {
      if (error instanceof DomainError && error.message === PaymentsText.checkoutNotFound) {
        this.logger.info({ eventId: event.id, sessionId }, 'ignored a Stripe event for an unknown checkout');
        return { received: true, sessionId, outcome: 'ignored' };
      }
      // Already closed (superseded or expired here): a payment was refunded by the one completion path.
      if (error instanceof DomainError && error.message === PaymentsText.checkoutClosed) {
        this.logger.warn({ eventId: event.id, sessionId }, 'Stripe event for a closed checkout');
        return { received: true, sessionId, outcome: 'closed' };
      }
      throw error;
    }
  }

  /** A refund of ours went through at Stripe (it may have answered pending): the order's refund is settled. */
  private async chargeRefunded(event: StripeEvent): Promise<StripeWebhookAck> {
    const charge = event.data.object as StripeCharge;
    const paymentIntent =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!paymentIntent) return { received: true, outcome: 'ignored' };
    const refunds = (charge.refunds?.data ?? []).map((refund) => ({
      id: refund.id,
      orderId: refund.metadata?.orderId,
    }));
    const outcome = await this.refunds.chargeRefunded(paymentIntent, refunds);
    return { received: true, outcome };
  }

  /** The return page: asks Stripe about the session and completes it if paid. */
  returned(sessionId: string): Promise<CheckoutSessionDto> {
    if (!this.stripe.active) throw DomainError.notFound(PaymentsText.checkoutNotFound);
    return this.checkout.confirmWith(sessionId, 'stripe');
  }
}

function outcomeOf(session: CheckoutSessionDto): StripeWebhookAck['outcome'] {
  if (session.status === 'paid') return 'completed';
  if (session.status === 'created') return 'ignored';
  return 'failed';
}
