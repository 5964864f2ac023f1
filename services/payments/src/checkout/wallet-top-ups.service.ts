import { Inject, Injectable } from '@nestjs/common';
import {
  Currencies,
  formatMoney,
  isCurrency,
  PaymentsText,
  WalletTopUpText,
  type CheckoutSessionDto,
} from '@lobby/contracts';
import { APP_CONFIG, DomainError } from '@lobby/service-kit';
import { CheckoutService } from './checkout.service';
import { cardGatewayOf } from '../payment-gateways/payment-gateways.service';
import type { PaymentsConfig } from '../payments.config';
import { TopUpLimits } from '../wallet/top-up-limits';

/**
 * A fan adds money to their wallet by card: the configured card gateway (Stripe, else the sandbox outside
 * production) through the one checkout path; the paid session credits the wallet once ("Top-up").
 */
@Injectable()
export class WalletTopUpsService {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly limits: TopUpLimits,
    @Inject(APP_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  async create(userId: string, amount: unknown, currency: unknown): Promise<CheckoutSessionDto> {
    if (!isCurrency(currency)) throw DomainError.invalid(WalletTopUpText.currency(Currencies));
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw DomainError.invalid(WalletTopUpText.amount);
    }
    const { min, max } = await this.limits.of(currency);
    if (amount < min || amount > max) {
      throw DomainError.invalid(
        WalletTopUpText.outOfRange(
          formatMoney({ amount: min, currency }),
          formatMoney({ amount: max, currency }),
        ),
      );
    }
    const card = cardGatewayOf(this.config);
    if (!card) throw DomainError.invalid(PaymentsText.checkoutProviderUnavailable);
    return this.checkout.openTopUp(userId, amount, currency, card);
  }

  returned(userId: string, sessionId: string): Promise<CheckoutSessionDto> {
    return this.checkout.topUpReturn(userId, sessionId);
  }
}
