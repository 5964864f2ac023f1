import { Injectable } from '@nestjs/common';
import { PaymentsText, type Currency } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { WalletService } from '../wallet/wallet.service';
import type { CheckoutSessionRow } from './checkout.repository';
import {
  CANCELLED_BY_BUYER,
  type PaymentProvider,
  type ProviderOutcome,
  type ProviderRefund,
  type RefundRequest,
} from './payment-provider';

/**
 * The buyer's wallet (the internal ledger): the debit is keyed by the session id, so repeating it for the
 * same session moves no money twice, and a wallet too small to pay fails the session with nothing charged.
 */
@Injectable()
export class WalletProvider implements PaymentProvider {
  readonly name = 'wallet' as const;

  constructor(private readonly wallet: WalletService) {}

  async createCheckout(session: CheckoutSessionRow): Promise<ProviderOutcome> {
    if (session.amountMinor === 0) return { status: 'paid', providerRef: `wallet_free_${session.id}` };
    try {
      const debit = await this.wallet.debit({
        userId: session.userId,
        amount: session.amountMinor,
        currency: session.currency as Currency,
        idempotencyKey: session.id,
        kind: 'payment',
      });
      return { status: 'paid', providerRef: debit.transactionId };
    } catch (error) {
      if (error instanceof DomainError && error.message === PaymentsText.insufficientWalletBalance) {
        return { status: 'failed', reason: PaymentsText.insufficientWalletBalance };
      }
      throw error;
    }
  }

  /** Nothing comes back from a wallet: confirming re-runs the (idempotent) debit. */
  confirm(session: CheckoutSessionRow): Promise<ProviderOutcome> {
    return this.createCheckout(session);
  }

  /** A wallet session pays or fails as it opens, so there is never an open one to give up. */
  cancel(): Promise<ProviderOutcome> {
    return Promise.resolve({ status: 'failed', reason: CANCELLED_BY_BUYER });
  }

  async refund(session: CheckoutSessionRow, request?: RefundRequest): Promise<ProviderRefund> {
    const credit = await this.wallet.credit({
      userId: session.userId,
      amount: request?.amount ?? session.amountMinor,
      currency: session.currency as Currency,
      idempotencyKey: request?.idempotencyKey ?? `refund:${session.id}`,
      kind: 'refund',
    });
    return { refundRef: credit.transactionId, status: 'succeeded' };
  }
}
