import { Inject, Injectable } from '@nestjs/common';
import { ErrorText, type SandboxOutcome } from '@lobby/contracts';
import { APP_CONFIG, DomainError } from '@lobby/service-kit';
import type { PaymentsConfig } from '../payments.config';
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

/**
 * Cards without Stripe: a local hosted page (rendered by the web) where the buyer pays or fails. Development only:
 * in production (NODE_ENV=production) it is not a way to pay at all.
 */
@Injectable()
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly active: boolean;

  constructor(@Inject(APP_CONFIG) config: PaymentsConfig) {
    this.active = !config.production;
  }

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
