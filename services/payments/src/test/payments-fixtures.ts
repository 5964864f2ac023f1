import { randomBytes } from 'node:crypto';
import type { PromoCodeDto, PromoCodeInput } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { ServiceHarness } from '@lobby/test-kit';
import { paymentsService } from '../payments.definition';

/** The payments service for real (its own database and NATS) with factories for its records. */
export class PaymentsHarness extends ServiceHarness {
  constructor(env: Record<string, string> = {}) {
    super(paymentsService, env);
  }

  /** A promo code of a new streamer unless one is named; 10% off, no limits, by default. */
  async promoCode(
    overrides: Partial<PromoCodeInput> & { streamerId?: string } = {},
  ): Promise<PromoCodeDto & { streamerId: string }> {
    const streamerId = overrides.streamerId ?? newId();
    const { promoCode } = await this.send('payments.createPromoCode', {
      userId: streamerId,
      code: `CODE_${randomBytes(4).toString('hex')}`,
      discountType: 'percent',
      percentOff: 10,
      ...overrides,
    });
    return { ...promoCode, streamerId };
  }

  async topUp(userId: string, amount: number, currency: 'USD' | 'INR' = 'USD') {
    return this.send('payments.walletCredit', {
      userId,
      amount,
      currency,
      kind: 'top_up',
      idempotencyKey: `topup-${newId()}`,
    });
  }
}
