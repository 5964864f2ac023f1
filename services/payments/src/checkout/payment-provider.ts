import type { CheckoutProviderName } from '@lobby/contracts';
import type { CheckoutSessionRow } from './checkout.repository';

/**
 * What a provider says about a session: wait for the buyer at `url` (with the provider's own id for the
 * session, kept as provider_ref), or it is already paid or failed.
 */
export type ProviderOutcome =
  | { status: 'pending'; url: string; providerRef?: string }
  | { status: 'paid'; providerRef: string }
  | { status: 'failed'; reason: string };

/**
 * One way to pay (STYLE "Payment providers are strategies"). The checkout service owns the session's states
 * and the one completion path; a provider only talks to where the money is. Adding `stripe` is one more
 * class in PAYMENT_PROVIDERS.
 */
export interface PaymentProvider {
  readonly name: CheckoutProviderName;
  /** False when the provider isn't configured here (stripe without a secret key): it is not offered. */
  readonly active?: boolean;
  /** Starts paying for a new (created) session; must be safe to repeat for the same session. */
  createCheckout(session: CheckoutSessionRow): Promise<ProviderOutcome>;
  /** Turns what came back from the buyer or the provider (a page's outcome, a webhook) into an outcome. */
  confirm(session: CheckoutSessionRow, input: unknown): Promise<ProviderOutcome>;
  /**
   * The buyer gave up an open session: the provider closes its side so nothing can be paid there any more.
   * Answers 'paid' when the money moved before the close; repeating it is safe.
   */
  cancel(session: CheckoutSessionRow): Promise<ProviderOutcome>;
  /**
   * Gives a paid session's money back: all of it, or `request.amount` (minor units) under the request's
   * idempotency key; repeating it with the same key refunds nothing more.
   */
  refund(session: CheckoutSessionRow, request?: RefundRequest): Promise<ProviderRefund>;
}

/** A refund of part (or all) of a paid session, named by a key so a repeat moves no money twice. */
export interface RefundRequest {
  amount: number;
  idempotencyKey: string;
}

/** The provider's refund: its id, whether the money is already on its way back, and the charge it reverses. */
export interface ProviderRefund {
  refundRef: string;
  status?: 'succeeded' | 'pending';
  /** Stripe's payment intent (what charge.refunded names). */
  chargeRef?: string;
}

export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');

/** Why a session the buyer gave up failed. */
export const CANCELLED_BY_BUYER = 'cancelled by the buyer';
