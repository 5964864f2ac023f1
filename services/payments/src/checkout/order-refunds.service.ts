import { Inject, Injectable } from '@nestjs/common';
import type { Currency, OrderRefundDueEvent } from '@lobby/contracts';
import { CLOCK, type Clock, LOGGER, TransactionRunner } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { PromoCodesService } from '../promo-codes/promo-codes.service';
import { WalletRepository } from '../wallet/wallet.repository';
import { WalletService } from '../wallet/wallet.service';
import type { CheckoutSessionRow } from './checkout.repository';
import { OrderRefundsRepository, type OrderRefundRow } from './order-refunds.repository';
import { PAYMENT_PROVIDERS, type PaymentProvider, type ProviderRefund } from './payment-provider';

/** The key every movement of one order's refund is named by, at the provider and in the wallet. */
export const orderRefundKey = (orderId: string) => `order-refund:${orderId}`;

/**
 * Refunds booking says are due (order-refund-due), the way the order was paid: a card through its provider
 * (Stripe's refund, the sandbox's at once), a wallet payment, or on the fan's wish, to the wallet. One row per
 * order and one key per order at the provider and in the ledger make any number of repeats (the event
 * redelivered, several at once, Stripe's charge.refunded) refund once and book once.
 */
@Injectable()
export class OrderRefundsService {
  private readonly providers: Map<string, PaymentProvider>;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly refunds: OrderRefundsRepository,
    private readonly wallet: WalletService,
    private readonly ledger: WalletRepository,
    private readonly promoCodes: PromoCodesService,
    @Inject(PAYMENT_PROVIDERS) providers: PaymentProvider[],
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.providers = new Map(providers.map((provider) => [provider.name, provider]));
  }

  /** Refunds what the event says is due, once; answers the order's refund as it now is. */
  async refundDue(event: OrderRefundDueEvent): Promise<OrderRefundRow> {
    const session = await this.sessionOf(event);
    const provider = session ? this.providers.get(session.provider) : undefined;
    // Before cancellations, every refund-due went to the wallet: an event without refundTo still does.
    const toCard = event.refundTo === 'card' && provider !== undefined && session!.provider !== 'wallet';
    const refund = await this.refunds.claim({
      orderId: event.orderId,
      userId: event.userId,
      sessionId: session?.id ?? null,
      method: toCard ? 'card' : 'wallet',
      provider: session?.provider ?? null,
      amountMinor: event.amount,
      currency: event.currency,
      status: 'pending',
      reason: event.reason ?? null,
    });
    if (refund.status === 'succeeded') return refund;
    const sent = await this.send(refund, session);
    const settled = await this.transactions.run(async (tx) => {
      const current = (await this.refunds.lock(tx, refund.orderId))!;
      if (current.method === 'card') {
        // The money leaves for the card (system:payment → system:card), booked once whichever call gets here.
        await this.ledger.recordExternalPayment(
          tx,
          {
            idempotencyKey: `card-${orderRefundKey(current.orderId)}`,
            userId: current.userId,
            amount: current.amountMinor,
            currency: current.currency as Currency,
            sandbox: current.provider === 'sandbox',
          },
          'refund',
        );
      }
      // charge.refunded may have confirmed it already: it stays succeeded.
      const done = current.status === 'succeeded' || sent.status !== 'pending';
      return this.refunds.settle(tx, current.orderId, {
        status: done ? 'succeeded' : 'pending',
        refundRef: current.refundRef ?? sent.refundRef,
        chargeRef: current.chargeRef ?? sent.chargeRef ?? null,
        settledAt: current.settledAt ?? (done ? this.clock.now() : null),
      });
    });
    this.logger.info(
      {
        orderId: settled.orderId,
        method: settled.method,
        amount: settled.amountMinor,
        status: settled.status,
      },
      'refunded an order',
    );
    await this.promoCodes.release(settled.orderId);
    return settled;
  }

  /**
   * Stripe's charge.refunded: a refund of ours that was pending has gone through. A charge none of our refunds
   * names (a refund made in Stripe's dashboard) changes nothing here. Repeating it changes nothing.
   */
  async chargeRefunded(
    chargeRef: string,
    stripeRefunds: { id: string; orderId?: string }[],
  ): Promise<'refunded' | 'ignored'> {
    const rows = new Map((await this.refunds.ofCharge(chargeRef)).map((row) => [row.orderId, row]));
    // The webhook can overtake our own record of Stripe's answer: the refund's metadata names the order.
    for (const { orderId } of stripeRefunds) {
      const row = orderId && !rows.has(orderId) ? await this.refunds.find(orderId) : undefined;
      if (row?.method === 'card') rows.set(row.orderId, row);
    }
    const refundRefs = stripeRefunds.map((refund) => refund.id);
    const ours = [...rows.values()].filter(
      (row) => row.refundRef === null || refundRefs.includes(row.refundRef),
    );
    if (ours.length === 0) {
      this.logger.info({ chargeRef }, 'ignored charge.refunded for no refund of ours');
      return 'ignored';
    }
    for (const row of ours) {
      await this.transactions.run(async (tx) => {
        const current = (await this.refunds.lock(tx, row.orderId))!;
        if (current.status === 'succeeded') return;
        await this.refunds.settle(tx, current.orderId, {
          status: 'succeeded',
          refundRef: current.refundRef,
          chargeRef: current.chargeRef ?? chargeRef,
          settledAt: this.clock.now(),
        });
      });
    }
    return 'refunded';
  }

  /** Moves the money: back to the card through the session's provider, or into the fan's wallet. */
  private async send(
    refund: OrderRefundRow,
    session: CheckoutSessionRow | undefined,
  ): Promise<ProviderRefund> {
    const request = { amount: refund.amountMinor, idempotencyKey: orderRefundKey(refund.orderId) };
    if (refund.method === 'card' && session) {
      return this.providers.get(session.provider)!.refund(session, request);
    }
    const credit = await this.wallet.credit({
      userId: refund.userId,
      amount: refund.amountMinor,
      currency: refund.currency as Currency,
      idempotencyKey: request.idempotencyKey,
      kind: 'refund',
    });
    return { refundRef: credit.transactionId, status: 'succeeded' };
  }

  private async sessionOf(event: OrderRefundDueEvent): Promise<CheckoutSessionRow | undefined> {
    const session = await this.refunds.paidSessionOf(event.orderId);
    if (session && session.userId === event.userId) return session;
    return undefined;
  }
}
