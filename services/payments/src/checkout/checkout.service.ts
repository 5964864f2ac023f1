import { Inject, Injectable } from '@nestjs/common';
import {
  CheckoutKinds,
  ErrorText,
  isCurrency,
  PaymentsEventSubjects,
  PaymentsText,
  type CheckoutKind,
  type CheckoutProviderName,
  type CheckoutSessionDto,
  type Currency,
  type HoldKind,
  type PaymentFailedEvent,
  type PaymentSucceededEvent,
  type RequestOf,
  type SandboxOutcome,
} from '@lobby/contracts';
import { addToOutbox, CLOCK, type Clock, DomainError, isUuid, LOGGER, newId } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { isWholeAmount } from '../promo-codes/promo-code-input';
import { PromoCodesService } from '../promo-codes/promo-codes.service';
import { WalletRepository } from '../wallet/wallet.repository';
import { checkoutStates } from './checkout-state';
import { CheckoutRepository, type CheckoutSessionRow } from './checkout.repository';
import { PAYMENT_PROVIDERS, type PaymentProvider, type ProviderOutcome } from './payment-provider';

/** How long a buyer has to pay on a hosted page. */
export const CHECKOUT_TTL_MS = 30 * 60_000;
const MAX_ORDER_ID_LENGTH = 200;

/**
 * Checkout sessions: one per attempt to pay an order, through one provider. Every provider ends in the same
 * two places: `complete` (created → paid, with `events.payments.payment-succeeded` in the outbox, in one
 * transaction) and `fail` (created → failed, giving a reserved promo use back). Both are idempotent.
 */
@Injectable()
export class CheckoutService {
  private readonly providers: Map<CheckoutProviderName, PaymentProvider>;

  constructor(
    private readonly sessions: CheckoutRepository,
    private readonly promoCodes: PromoCodesService,
    private readonly ledger: WalletRepository,
    @Inject(PAYMENT_PROVIDERS) providers: PaymentProvider[],
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.providers = new Map(providers.map((provider) => [provider.name, provider]));
  }

  async create(request: RequestOf<'payments.createCheckout'>): Promise<CheckoutSessionDto> {
    const { userId, orderId, amount, currency, provider: providerName, promoCode } = request;
    const kind = request.kind ?? 'order';
    const valid =
      CheckoutKinds.includes(kind) &&
      isUuid(userId) &&
      typeof orderId === 'string' &&
      orderId.length > 0 &&
      orderId.length <= MAX_ORDER_ID_LENGTH &&
      isWholeAmount(amount) &&
      amount > 0 &&
      isCurrency(currency) &&
      (promoCode === undefined || (typeof promoCode === 'string' && promoCode.trim() !== ''));
    if (!valid) throw DomainError.invalid(ErrorText.badRequest);
    const provider = this.providers.get(providerName);
    if (!provider) throw DomainError.invalid(PaymentsText.checkoutProviderUnavailable);

    let discount = 0;
    if (promoCode !== undefined) {
      // A VIP place has no gig: the promo rules then accept only the streamer's codes that name no gigs.
      const gigId = kind === 'vip' ? null : request.gigId;
      const { streamerId } = request;
      if (!isUuid(streamerId) || (gigId !== null && !isUuid(gigId))) {
        throw DomainError.invalid(ErrorText.badRequest);
      }
      const use = await this.promoCodes.reserve(promoCode, userId, orderId, {
        gigId,
        streamerId,
        amount,
        currency,
      });
      discount = use.discount ?? 0;
    }

    const now = this.clock.now();
    const holdEnd = request.holdExpiresAt ? Date.parse(request.holdExpiresAt) : Number.NaN;
    const expiresAt = new Date(
      Number.isNaN(holdEnd)
        ? now.getTime() + CHECKOUT_TTL_MS
        : Math.min(now.getTime() + CHECKOUT_TTL_MS, holdEnd),
    );
    const session = await this.sessions.open(
      {
        id: newId(),
        orderId,
        kind,
        userId,
        provider: provider.name,
        amountMinor: amount - discount,
        currency,
        promoCode: promoCode?.trim() ?? null,
        discountMinor: discount,
        status: 'created',
        expiresAt,
      },
      now,
    );
    if (session === 'paid') throw DomainError.conflict(PaymentsText.checkoutOrderPaid);
    if (session === 'busy') throw DomainError.conflict(PaymentsText.checkoutInProgress);
    let outcome: ProviderOutcome;
    try {
      outcome = await provider.createCheckout(session);
    } catch (error) {
      this.logger.error({ err: error, sessionId: session.id }, 'checkout provider failed');
      await this.fail(session.id, 'provider error', { buyerWaiting: true });
      throw error;
    }
    const settled = await this.settle(session, outcome, { buyerWaiting: true });
    if (outcome.status === 'failed' && outcome.reason === PaymentsText.insufficientWalletBalance) {
      throw DomainError.conflict(PaymentsText.insufficientWalletBalance);
    }
    return settled;
  }

  /** The sandbox's hosted page: the buyer paid or failed; goes through the same completion as any provider. */
  async sandboxComplete(
    userId: string,
    sessionId: string,
    outcome: SandboxOutcome,
  ): Promise<CheckoutSessionDto> {
    const session = await this.found(sessionId);
    if (session.provider !== 'sandbox' || session.userId !== userId) {
      throw DomainError.notFound(PaymentsText.checkoutNotFound);
    }
    if (session.status !== 'created' && session.status !== (outcome === 'pay' ? 'paid' : 'failed')) {
      throw DomainError.conflict(PaymentsText.checkoutClosed);
    }
    if (session.status === 'created' && this.clock.now() >= session.expiresAt) {
      await this.expire(session);
      throw DomainError.conflict(PaymentsText.checkoutClosed);
    }
    const provider = this.providers.get('sandbox')!;
    return this.settle(session, await provider.confirm(session, outcome));
  }

  /**
   * What a provider says about a session outside the buyer's first request (Stripe's webhook, the return
   * page): settled through the same paths as creating, so a paid session completes exactly once whichever
   * arrives first. A paid session answers as it is without asking the provider again.
   */
  async confirmWith(
    sessionId: string,
    providerName: CheckoutProviderName,
    input?: unknown,
  ): Promise<CheckoutSessionDto> {
    const session = await this.found(sessionId);
    const provider = this.providers.get(providerName);
    if (session.provider !== providerName || !provider) {
      throw DomainError.notFound(PaymentsText.checkoutNotFound);
    }
    if (session.status === 'paid') return toCheckoutDto(session);
    return this.settle(session, await provider.confirm(session, input));
  }

  /** A provider reports a session's payment failed (after the buyer left): it fails unless it is already paid. */
  async failWith(
    sessionId: string,
    providerName: CheckoutProviderName,
    reason: string,
  ): Promise<CheckoutSessionDto> {
    const session = await this.found(sessionId);
    if (session.provider !== providerName) throw DomainError.notFound(PaymentsText.checkoutNotFound);
    if (session.status !== 'created' && session.status !== 'failed') return toCheckoutDto(session);
    return this.fail(session.id, reason);
  }

  async one(userId: string, sessionId: string): Promise<CheckoutSessionDto> {
    const session = await this.found(sessionId);
    if (session.userId !== userId) throw DomainError.notFound(PaymentsText.checkoutNotFound);
    return toCheckoutDto(session);
  }

  /**
   * The one completion path: created → paid and the payment-succeeded event, in one transaction. The same
   * session again (a retry, a webhook racing the return page) changes nothing and answers the same session.
   */
  async complete(sessionId: string, providerRef: string): Promise<CheckoutSessionDto> {
    const paid = await this.sessions.transaction(async (tx) => {
      const current = isUuid(sessionId) ? await this.sessions.lock(tx, sessionId) : undefined;
      if (!current) throw DomainError.notFound(PaymentsText.checkoutNotFound);
      if (current.status === 'paid') return current;
      checkoutStates.assertTransition(current.status, 'paid');
      const moved = await this.sessions.move(tx, current.id, 'paid', {
        providerRef,
        completedAt: this.clock.now(),
      });
      if (!moved) throw DomainError.conflict(PaymentsText.checkoutClosed);
      const event: PaymentSucceededEvent = {
        sessionId: moved.id,
        holdKind: holdKindOf(moved.kind),
        holdId: moved.orderId,
        orderId: moved.orderId,
        userId: moved.userId,
        amount: moved.amountMinor,
        currency: moved.currency as Currency,
        provider: moved.provider,
        providerRef,
        discount: moved.discountMinor,
        promoCode: moved.promoCode,
      };
      await addToOutbox(tx, PaymentsEventSubjects.paymentSucceeded, event);
      // A wallet payment is already in the ledger (its debit); a card payment is booked here, once.
      if (moved.provider !== 'wallet' && moved.amountMinor > 0) {
        await this.ledger.recordExternalPayment(tx, {
          idempotencyKey: `card:${moved.id}`,
          userId: moved.userId,
          amount: moved.amountMinor,
          currency: moved.currency as Currency,
        });
      }
      return moved;
    });
    return toCheckoutDto(paid);
  }

  /**
   * created → failed; a reserved promo use goes back. Failing a failed session again changes nothing. A payment
   * that failed after the buyer left for the provider's page also tells booking (`payment-failed`, in the same
   * transaction) to give the hold back at once; while the buyer still waits for the checkout to open, the
   * caller decides about the hold.
   */
  async fail(
    sessionId: string,
    reason: string,
    { buyerWaiting = false }: FailureContext = {},
  ): Promise<CheckoutSessionDto> {
    const { session, changed } = await this.sessions.transaction(async (tx) => {
      const current = isUuid(sessionId) ? await this.sessions.lock(tx, sessionId) : undefined;
      if (!current) throw DomainError.notFound(PaymentsText.checkoutNotFound);
      if (current.status === 'failed') return { session: current, changed: false };
      checkoutStates.assertTransition(current.status, 'failed');
      const moved = await this.sessions.move(tx, current.id, 'failed', {
        failureReason: reason,
        completedAt: this.clock.now(),
      });
      if (!moved) throw DomainError.conflict(PaymentsText.checkoutClosed);
      if (!buyerWaiting) {
        const event: PaymentFailedEvent = {
          sessionId: moved.id,
          holdKind: holdKindOf(moved.kind),
          holdId: moved.orderId,
          userId: moved.userId,
          reason,
        };
        await addToOutbox(tx, PaymentsEventSubjects.paymentFailed, event);
      }
      return { session: moved, changed: true };
    });
    if (changed) {
      this.logger.info({ sessionId, reason }, 'checkout failed');
      // The failed session was the order's only live one, so the order's promo use (if any) goes back.
      await this.promoCodes.release(session.orderId);
    }
    return toCheckoutDto(session);
  }

  /**
   * Booking could not take a paid session's payment (the hold was gone, the order cancelled): the money goes
   * back the way it came (the provider's refund is idempotent per session) and the session becomes refunded.
   */
  async refundRejected(sessionId: string, reason: string): Promise<CheckoutSessionDto> {
    const session = await this.found(sessionId);
    if (session.status === 'refunded') return toCheckoutDto(session);
    if (session.status !== 'paid') throw DomainError.conflict(PaymentsText.checkoutClosed);
    const provider = this.providers.get(session.provider);
    if (!provider) throw new Error(`no ${session.provider} provider here to refund session ${session.id}`);
    const { refundRef } = await provider.refund(session);
    const refunded = await this.sessions.transaction(async (tx) => {
      const moved = await this.sessions.move(tx, session.id, 'refunded', {
        refundRef,
        failureReason: reason,
      });
      if (moved && moved.provider !== 'wallet' && moved.amountMinor > 0) {
        const payment = {
          idempotencyKey: `card-refund:${moved.id}`,
          userId: moved.userId,
          amount: moved.amountMinor,
          currency: moved.currency as Currency,
        };
        await this.ledger.recordExternalPayment(tx, payment, 'refund');
      }
      return moved;
    });
    this.logger.warn({ sessionId, refundRef, reason }, 'refunded a payment booking could not take');
    await this.promoCodes.release(session.orderId);
    return toCheckoutDto(refunded ?? (await this.found(session.id)));
  }

  /** The order gave its seats back (expired or cancelled): its open session closes and its promo use returns. */
  async closeForOrder(orderId: string): Promise<void> {
    const open = await this.sessions.openOfOrder(orderId);
    if (open) await this.expire(open);
    await this.promoCodes.release(orderId);
  }

  /** Closes open sessions past their time (the buyer never came back), giving their promo uses back. */
  async expireStale(batch = 200): Promise<number> {
    const stale = await this.sessions.openExpiredBy(this.clock.now(), batch);
    for (const session of stale) await this.expire(session);
    return stale.length;
  }

  private async settle(
    session: CheckoutSessionRow,
    outcome: ProviderOutcome,
    context: FailureContext = {},
  ): Promise<CheckoutSessionDto> {
    if (outcome.status === 'paid') return this.completeOrRefund(session, outcome.providerRef);
    if (outcome.status === 'failed') return this.fail(session.id, outcome.reason, context);
    if (session.status !== 'created') return toCheckoutDto(session);
    if (this.clock.now() >= session.expiresAt) return this.expire(session);
    if (outcome.providerRef && outcome.providerRef !== session.providerRef) {
      await this.sessions.setProviderRef(session.id, outcome.providerRef);
    }
    return { ...toCheckoutDto(session), url: outcome.url };
  }

  /**
   * Money moved but the session was closed meanwhile (superseded by a newer checkout, expired): the
   * compensation is the provider's refund, so the buyer is never charged for a session that isn't paid.
   */
  private async completeOrRefund(
    session: CheckoutSessionRow,
    providerRef: string,
  ): Promise<CheckoutSessionDto> {
    try {
      return await this.complete(session.id, providerRef);
    } catch (error) {
      if (!(error instanceof DomainError) || error.message !== PaymentsText.checkoutClosed) throw error;
      const provider = this.providers.get(session.provider);
      const { refundRef } = await provider!.refund(session);
      this.logger.warn(
        { sessionId: session.id, providerRef, refundRef },
        'refunded a payment for a closed checkout',
      );
      throw error;
    }
  }

  private async expire(session: CheckoutSessionRow): Promise<CheckoutSessionDto> {
    const completedAt = this.clock.now();
    const moved = await this.sessions.transaction((tx) =>
      this.sessions.move(tx, session.id, 'expired', { completedAt }),
    );
    if (moved) await this.promoCodes.release(moved.orderId);
    return toCheckoutDto(moved ?? (await this.found(session.id)));
  }

  private async found(sessionId: string): Promise<CheckoutSessionRow> {
    const session = isUuid(sessionId) ? await this.sessions.find(sessionId) : undefined;
    if (!session) throw DomainError.notFound(PaymentsText.checkoutNotFound);
    return session;
  }
}

interface FailureContext {
  /** The failure answers the request that opens the checkout (the buyer never reached the provider's page). */
  buyerWaiting?: boolean;
}

export const holdKindOf = (kind: CheckoutKind): HoldKind => (kind === 'vip' ? 'vip' : 'slot');

export function toCheckoutDto(row: CheckoutSessionRow): CheckoutSessionDto {
  return {
    sessionId: row.id,
    orderId: row.orderId,
    kind: row.kind,
    provider: row.provider,
    status: row.status,
    amount: row.amountMinor,
    discount: row.discountMinor,
    currency: row.currency as Currency,
    expiresAt: row.expiresAt.toISOString(),
  };
}
