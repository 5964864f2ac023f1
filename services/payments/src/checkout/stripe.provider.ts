import { Inject, Injectable } from '@nestjs/common';
import { walletTopUpReturnPath } from '@lobby/contracts';
import { APP_CONFIG } from '@lobby/service-kit';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../payments.config';
import type { CheckoutSessionRow } from './checkout.repository';
import {
  CANCELLED_BY_BUYER,
  type PaymentProvider,
  type ProviderOutcome,
  type ProviderRefund,
  type RefundRequest,
} from './payment-provider';

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is created. */
const STRIPE_MIN_EXPIRY_S = 30 * 60;
/** Slack for the time between our clock and Stripe's receiving the request. */
const STRIPE_EXPIRY_SLACK_S = 60;

export type StripeCheckoutSession = Stripe.Checkout.Session;
export type StripeEvent = Stripe.Event;
export type StripeCharge = Stripe.Charge;

export function stripeSuccessUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl}/checkout/success?session_id=${sessionId}`;
}

export function stripeCancelUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl}/checkout/cancel?session_id=${sessionId}`;
}

/** Our checkout session a Stripe Checkout Session belongs to (we set both when creating it). */
export function ourSessionIdOf(stripeSession: StripeCheckoutSession): string | undefined {
  return stripeSession.client_reference_id ?? stripeSession.metadata?.sessionId ?? undefined;
}

/**
 * Cards through Stripe Checkout (active when STRIPE_SECRET_KEY is set). Creating is idempotent by our
 * session id; the webhook and the return page both turn Stripe's session into an outcome here and complete
 * through CheckoutService's one path.
 */
@Injectable()
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly client: Stripe | null;

  constructor(@Inject(APP_CONFIG) private readonly config: PaymentsConfig) {
    this.client = config.stripeSecretKey
      ? new Stripe(config.stripeSecretKey, {
          ...(config.stripeApi ?? {}),
          maxNetworkRetries: 2,
          timeout: 10_000,
        })
      : null;
  }

  get active(): boolean {
    return this.client !== null;
  }

  async createCheckout(session: CheckoutSessionRow): Promise<ProviderOutcome> {
    const nowS = Math.floor(Date.now() / 1000);
    const ours = Math.floor(session.expiresAt.getTime() / 1000);
    const created = await this.stripe().checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: session.currency.toLowerCase(),
              unit_amount: session.amountMinor,
              product_data: { name: productName(session) },
            },
          },
        ],
        client_reference_id: session.id,
        metadata: { sessionId: session.id, orderId: session.orderId },
        ...returnUrls(this.config.publicUrl, session),
        // Aligned with our session's expiry, but never below Stripe's 30-minute minimum.
        expires_at: Math.max(ours, nowS + STRIPE_MIN_EXPIRY_S + STRIPE_EXPIRY_SLACK_S),
      },
      { idempotencyKey: `checkout:${session.id}` },
    );
    return this.outcomeOf(session, created);
  }

  /**
   * `input` is Stripe's Checkout Session from a verified webhook event; without one (the return page) the
   * session is fetched from Stripe by the id kept in provider_ref.
   */
  async confirm(session: CheckoutSessionRow, input: unknown): Promise<ProviderOutcome> {
    const stripeSession =
      (input as StripeCheckoutSession | undefined) ??
      (session.providerRef ? await this.stripe().checkout.sessions.retrieve(session.providerRef) : undefined);
    if (!stripeSession) return { status: 'failed', reason: 'no Stripe session was created' };
    return this.outcomeOf(session, stripeSession);
  }

  /**
   * Expires Stripe's session so nothing can be paid on its page any more. Stripe expires only an open
   * session: when it refuses, the session as Stripe has it says whether it was paid meanwhile.
   */
  async cancel(session: CheckoutSessionRow): Promise<ProviderOutcome> {
    if (!session.providerRef) return { status: 'failed', reason: CANCELLED_BY_BUYER };
    let stripeSession: StripeCheckoutSession;
    try {
      stripeSession = await this.stripe().checkout.sessions.expire(session.providerRef);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      stripeSession = await this.stripe().checkout.sessions.retrieve(session.providerRef);
    }
    const outcome = this.outcomeOf(session, stripeSession);
    return outcome.status === 'paid' ? outcome : { status: 'failed', reason: CANCELLED_BY_BUYER };
  }

  /**
   * Refunds the session's payment intent, all of it or `request.amount`, under an idempotency key (Stripe answers
   * a repeat with the same refund). Stripe may answer `pending`; charge.refunded confirms it later.
   */
  async refund(session: CheckoutSessionRow, request?: RefundRequest): Promise<ProviderRefund> {
    const stripeSession = await this.stripe().checkout.sessions.retrieve(session.providerRef!);
    const paymentIntent =
      typeof stripeSession.payment_intent === 'string'
        ? stripeSession.payment_intent
        : stripeSession.payment_intent?.id;
    if (!paymentIntent) throw new Error(`Stripe session ${stripeSession.id} has no payment intent`);
    const refund = await this.stripe().refunds.create(
      {
        payment_intent: paymentIntent,
        ...(request ? { amount: request.amount } : {}),
        metadata: { sessionId: session.id, orderId: session.orderId },
      },
      { idempotencyKey: request?.idempotencyKey ?? `refund:${session.id}` },
    );
    return {
      refundRef: refund.id,
      status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      chargeRef: paymentIntent,
    };
  }

  /** Verifies a webhook delivery over its exact bytes (default tolerance 300 s); throws when it isn't Stripe's. */
  constructEvent(rawBody: Buffer, signature: string): StripeEvent {
    return this.stripe().webhooks.constructEvent(rawBody, signature, this.config.stripeWebhookSecret ?? '');
  }

  private outcomeOf(session: CheckoutSessionRow, stripeSession: StripeCheckoutSession): ProviderOutcome {
    const paid =
      stripeSession.status === 'complete' &&
      (stripeSession.payment_status === 'paid' || stripeSession.payment_status === 'no_payment_required');
    if (paid) {
      const sameMoney =
        stripeSession.amount_total === session.amountMinor &&
        stripeSession.currency?.toLowerCase() === session.currency.toLowerCase();
      if (!sameMoney) {
        throw new Error(
          `Stripe session ${stripeSession.id} charged ${stripeSession.amount_total} ${stripeSession.currency}, expected ${session.amountMinor} ${session.currency}`,
        );
      }
      return { status: 'paid', providerRef: stripeSession.id };
    }
    if (stripeSession.status === 'expired') return { status: 'failed', reason: 'Stripe checkout expired' };
    return { status: 'pending', url: stripeSession.url ?? '', providerRef: stripeSession.id };
  }

  private stripe(): Stripe {
    if (!this.client) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY)');
    return this.client;
  }
}

/** Where Stripe sends the buyer back: a top-up to their wallet, a payment for a hold to the checkout pages. */
function returnUrls(publicUrl: string, session: CheckoutSessionRow) {
  if (session.kind === 'top_up') {
    return {
      success_url: `${publicUrl}${walletTopUpReturnPath(session.id)}`,
      cancel_url: `${publicUrl}${walletTopUpReturnPath(session.id, true)}`,
    };
  }
  return {
    success_url: stripeSuccessUrl(publicUrl, session.id),
    cancel_url: stripeCancelUrl(publicUrl, session.id),
  };
}

/** What the buyer sees on Stripe's page. */
function productName(session: CheckoutSessionRow): string {
  if (session.kind === 'top_up') return 'Lobby wallet top-up';
  return session.kind === 'vip'
    ? `Lobby VIP queue place ${session.orderId}`
    : `Lobby order ${session.orderId}`;
}
