import { Injectable } from '@nestjs/common';
import { ErrorText, type SandboxOutcome } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { CheckoutSessionRow } from './checkout.repository';
import {
  CANCELLED_BY_BUYER,
  type PaymentProvider,
  type ProviderOutcome,
  type ProviderRefund,
  type RefundRequest,
} from './payment-provider';

export function sandboxCheckoutPath(sessionId: string): string {
  return `/checkout/sandbox/${sessionId}`;
}

/** Cards without Stripe: a local hosted page (rendered by the web) where the buyer pays or fails. */
@Injectable()
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  createCheckout(session: CheckoutSessionRow): Promise<ProviderOutcome> {
    return Promise.resolve({ status: 'pending', url: sandboxCheckoutPath(session.id) });
  }

  confirm(session: CheckoutSessionRow, input: unknown): Promise<ProviderOutcome> {
    const outcome = input as SandboxOutcome;
    if (outcome === 'pay') return Promise.resolve({ status: 'paid', providerRef: `sandbox_${session.id}` });
    if (outcome === 'fail') return Promise.resolve({ status: 'failed', reason: 'declined in the sandbox' });
    throw DomainError.invalid(ErrorText.badRequest);
  }

  /** Nothing is open anywhere but here: the session just fails. */
  cancel(): Promise<ProviderOutcome> {
    return Promise.resolve({ status: 'failed', reason: CANCELLED_BY_BUYER });
  }

  /** The sandbox gives money back at once; a part refund is named by its key. */
  refund(session: CheckoutSessionRow, request?: RefundRequest): Promise<ProviderRefund> {
    const refundRef = request ? `sandbox_refund_${request.idempotencyKey}` : `sandbox_refund_${session.id}`;
    return Promise.resolve({ refundRef, status: 'succeeded' });
  }
}
