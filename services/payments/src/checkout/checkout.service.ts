import { Inject, Injectable } from '@nestjs/common';
import {
  CheckoutKinds,
  type CheckoutStartedEvent,
  ErrorText,
  isCurrency,
  PaymentsEventSubjects,
  PaymentsText,
  type CheckoutProviderName,
  type CheckoutSessionKind,
  type CheckoutSessionDto,
  type Currency,
  type HoldKind,
  type PaymentFailedEvent,
  type PaymentSucceededEvent,
  type RequestOf,
  type SandboxOutcome,
} from '@lobby/contracts';
import {
  addToOutbox,
  CLOCK,
  type Clock,
  DomainError,
  LOGGER,
  newId,
  TransactionRunner,
} from '@lobby/service-kit';
import type { Logger } from 'pino';
import { isWholeAmount } from '../promo-codes/promo-code-input';
import { PromoCodesService } from '../promo-codes/promo-codes.service';
import { WalletRepository } from '../wallet/wallet.repository';
import { checkoutStates } from './checkout-state';
import { CheckoutRepository, type CheckoutSessionRow } from './checkout.repository';
import { BookingHolds } from './booking-holds';
import {
  CANCELLED_BY_BUYER,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  type ProviderOutcome,
} from './payment-provider';

/** How long a buyer has to pay on a hosted page. */
export const CHECKOUT_TTL_MS = 30 * 60_000;

/**
 * Checkout sessions: one per attempt to pay an order, through one provider. Every provider ends in the same
 * two places: `complete` (created → paid, with `events.payments.payment-succeeded` in the outbox, in one
 * transaction) and `fail` (created → failed, giving a reserved promo use back). Both are idempotent.
 */
@Injectable()
export class CheckoutService {
  private readonly providers: Map<CheckoutProviderName, PaymentProvider>;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly sessions: CheckoutRepository,
    private readonly promoCodes: PromoCodesService,
    private readonly ledger: WalletRepository,
    private readonly holds: BookingHolds,
    @Inject(PAYMENT_PROVIDERS) providers: PaymentProvider[],
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.providers = new Map(providers.map((provider) => [provider.name, provider]));
  }

  /**
   * Opens a checkout for a hold. With `releaseHoldOnFailure` any failure to open it (a refused promo code, a
   * short wallet, the provider down) fails the attempt with `payment-failed` in the same transaction, and
   * booking is asked to free a held order before the answer: the browser gets a checkout or an error, and no
   * hold is left behind. A session already paid or being paid is never released.
   */
  async create(request: RequestOf<'payments.createCheckout'>): Promise<CheckoutSessionDto> {
    const { amount, currency, promoCode } = request;
    const valid =
      CheckoutKinds.includes(request.kind ?? 'order') &&
      isWholeAmount(amount) &&
      amount > 0 &&
      isCurrency(currency) &&
      (promoCode === undefined || promoCode.trim() !== '');
    if (!valid) throw DomainError.invalid(ErrorText.badRequest);
    if (!request.releaseHoldOnFailure) return this.open(request, { keepHold: true });
    const attempt: Attempt = { session: undefined };
    try {
      return await this.open(request, { keepHold: false }, attempt);
    } catch (error) {
      const stillHeld =
        error instanceof DomainError &&
        (error.message === PaymentsText.checkoutOrderPaid ||
          error.message === PaymentsText.checkoutInProgress);
      if (!stillHeld) {
        if (!attempt.session) await this.recordRefused(request, error);
        await this.holds.releaseNow(request.userId, request.orderId);
      }
      throw error;
    }
  }

  /**
   * Pays a held booking order again with the choices of its last checkout by this buyer: the same provider and
   * promo code (the sandbox and none when there was no checkout yet). A refusal leaves the order held.
   */
  async resume(request: RequestOf<'payments.resumeCheckout'>): Promise<CheckoutSessionDto> {
    const last = await this.sessions.lastOfOrder(request.orderId, request.userId);
    return this.create({
      ...request,
      kind: 'order',
      provider: last?.provider ?? 'sandbox',
      promoCode: last?.promoCode ?? undefined,
    });
  }

  private async open(
    request: RequestOf<'payments.createCheckout'>,
    context: FailureContext,
    attempt: Attempt = { session: undefined },
  ): Promise<CheckoutSessionDto> {
    const { userId, orderId, amount, currency, provider: providerName, promoCode } = request;
    const kind = request.kind ?? 'order';
    const provider = this.providers.get(providerName);
    if (!provider) throw DomainError.invalid(PaymentsText.checkoutProviderUnavailable);

    let discount = 0;
    if (promoCode !== undefined) {
      // A VIP place has no gig: the promo rules then accept only the streamer's codes that name no gigs.
      const gigId = kind === 'vip' ? null : (request.gigId ?? null);
      const { streamerId } = request;
      if (!streamerId || (kind !== 'vip' && gigId === null)) throw DomainError.invalid(ErrorText.badRequest);
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
      // Catalog's analytics count checkouts started; the event goes out only if the session opens.
      (tx, opened) =>
        request.streamerId
          ? addToOutbox(tx, PaymentsEventSubjects.checkoutStarted, {
              sessionId: opened.id,
              holdKind: kind === 'vip' ? 'vip' : 'slot',
              holdId: orderId,
              userId,
              streamerId: request.streamerId,
              gigId: kind === 'vip' ? null : (request.gigId ?? null),
              amount: opened.amountMinor,
              currency,
              startedAt: now.toISOString(),
            } satisfies CheckoutStartedEvent)
          : Promise.resolve(),
    );
    if (session === 'paid') throw DomainError.conflict(PaymentsText.checkoutOrderPaid);
    if (session === 'busy') throw DomainError.conflict(PaymentsText.checkoutInProgress);
    attempt.session = session;
    let outcome: ProviderOutcome;
    try {
      outcome = await provider.createCheckout(session);
    } catch (error) {
      this.logger.error({ err: error, sessionId: session.id }, 'checkout provider failed');
      await this.fail(session.id, 'provider error', context);
      throw error;
    }
    const settled = await this.settle(session, outcome, context);
    if (outcome.status === 'failed' && outcome.reason === PaymentsText.insufficientWalletBalance) {
      throw DomainError.conflict(PaymentsText.insufficientWalletBalance);
    }
    return settled;
  }

  /**
   * An attempt refused before a session opened (a promo code that doesn't apply, a provider not offered) is
   * kept as a failed session, with `payment-failed` in the same transaction so booking releases its hold.
   */
  private async recordRefused(request: RequestOf<'payments.createCheckout'>, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : 'refused';
    const now = this.clock.now();
    await this.transactions.run(async (tx) => {
      const refused = await this.sessions.recordFailed(tx, {
        id: newId(),
        orderId: request.orderId,
        kind: request.kind ?? 'order',
        userId: request.userId,
        provider: request.provider,
        amountMinor: request.amount,
        currency: request.currency,
        promoCode: request.promoCode?.trim() ?? null,
        discountMinor: 0,
        status: 'failed',
        failureReason: reason,
        expiresAt: now,
        completedAt: now,
      });
      await addToOutbox(tx, PaymentsEventSubjects.paymentFailed, failedEventOf(refused, reason));
    });
    await this.promoCodes.release(request.orderId);
  }

  /**
   * A card checkout that adds `amount` to the buyer's own wallet once paid (the caller checked the amount). Its
   * session is its own order (no hold, no booking event): completing it credits the wallet once, a decline or a
   * close credits nothing.
   */
  async openTopUp(
    userId: string,
    amount: number,
    currency: Currency,
    providerName: 'stripe' | 'sandbox',
  ): Promise<CheckoutSessionDto> {
    const provider = this.providers.get(providerName);
    if (!provider) throw DomainError.invalid(PaymentsText.checkoutProviderUnavailable);
    const now = this.clock.now();
    const id = newId();
    const session = await this.sessions.open(
      {
        id,
        orderId: id,
        kind: 'top_up',
        userId,
        provider: provider.name,
        amountMinor: amount,
        currency,
        promoCode: null,
        discountMinor: 0,
        status: 'created',
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      },
      now,
    );
    if (session === 'paid' || session === 'busy') throw new Error(`top-up session ${id} collided`);
    let outcome: ProviderOutcome;
    try {
      outcome = await provider.createCheckout(session);
    } catch (error) {
      this.logger.error({ err: error, sessionId: session.id }, 'checkout provider failed');
      await this.fail(session.id, 'provider error', { keepHold: true });
      throw error;
    }
    return this.settle(session, outcome, { keepHold: true });
  }

  /**
   * The buyer is back from a top-up's card page: a Stripe payment is confirmed with Stripe (the webhook may not
   * have come yet); the session as it then is. Only the buyer's own top-up sessions.
   */
  async topUpReturn(userId: string, sessionId: string): Promise<CheckoutSessionDto> {
    const session = await this.found(sessionId);
    if (session.userId !== userId || session.kind !== 'top_up') {
      throw DomainError.notFound(PaymentsText.checkoutNotFound);
    }
    if (session.provider !== 'stripe' || session.status !== 'created') return toCheckoutDto(session);
    return this.confirmWith(session.id, 'stripe');
  }

  /**
   * The buyer gave up the checkout (back from the provider's page): the provider's side closes, the session
   * fails and `payment-failed` goes out in the same transaction, so booking frees the hold at once. Money that
   * moved before the close completes the payment instead; a closed session answers as it is.
   */
  async cancel(userId: string, sessionId: string): Promise<CheckoutSessionDto> {
    const session = await this.found(sessionId);
    if (session.userId !== userId) throw DomainError.notFound(PaymentsText.checkoutNotFound);
    if (session.status !== 'created') return toCheckoutDto(session);
    const outcome = await this.providers.get(session.provider)!.cancel(session);
    if (outcome.status === 'paid') return this.completeOrRefund(session, outcome.providerRef);
    try {
      return await this.fail(session.id, CANCELLED_BY_BUYER);
    } catch (error) {
      // Paid (or closed) in the moment between: the session as it now is says which.
      if (!(error instanceof DomainError) || error.message !== PaymentsText.checkoutClosed) throw error;
      return toCheckoutDto(await this.found(session.id));
    }
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
    return this.settle(session, await provider.confirm(session, outcome), afterDecline(session));
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
    return this.fail(session.id, reason, afterDecline(session));
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
    const paid = await this.transactions.run(async (tx) => {
      const current = await this.sessions.lock(tx, sessionId);
      if (!current) throw DomainError.notFound(PaymentsText.checkoutNotFound);
      if (current.status === 'paid') return current;
      checkoutStates.assertTransition(current.status, 'paid');
      const moved = await this.sessions.move(tx, current.id, 'paid', {
        providerRef,
        completedAt: this.clock.now(),
      });
      if (!moved) throw DomainError.conflict(PaymentsText.checkoutClosed);
      if (moved.kind === 'top_up') {
        // Paid once (the row lock above), credited once (the key): the wallet's "Top-up" movement.
        await this.ledger.moveIn(tx, {
          idempotencyKey: `top-up:${moved.id}`,
          kind: 'top_up',
          userId: moved.userId,
          amount: moved.amountMinor,
          currency: moved.currency as Currency,
          direction: 1,
          sandbox: moved.provider === 'sandbox',
        });
        return moved;
      }
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
          sandbox: moved.provider === 'sandbox',
        });
      }
      return moved;
    });
    return toCheckoutDto(paid);
  }

  /**
   * created → failed; a reserved promo use goes back. Failing a failed session again changes nothing. A failed
   * payment tells booking (`payment-failed`, in the same transaction) to give the hold back at once, unless the
   * hold is to stay payable.
   */
  async fail(
    sessionId: string,
    reason: string,
    { keepHold = false }: FailureContext = {},
  ): Promise<CheckoutSessionDto> {
    const { session, changed } = await this.transactions.run(async (tx) => {
      const current = await this.sessions.lock(tx, sessionId);
      if (!current) throw DomainError.notFound(PaymentsText.checkoutNotFound);
      if (current.status === 'failed') return { session: current, changed: false };
      checkoutStates.assertTransition(current.status, 'failed');
      const moved = await this.sessions.move(tx, current.id, 'failed', {
        failureReason: reason,
        completedAt: this.clock.now(),
      });
      if (!moved) throw DomainError.conflict(PaymentsText.checkoutClosed);
      // A top-up holds nothing, so nothing is released.
      if (!keepHold && moved.kind !== 'top_up') {
        await addToOutbox(tx, PaymentsEventSubjects.paymentFailed, failedEventOf(moved, reason));
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
    const refunded = await this.transactions.run(async (tx) => {
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
          sandbox: moved.provider === 'sandbox',
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
    const moved = await this.transactions.run((tx) =>
      this.sessions.move(tx, session.id, 'expired', { completedAt }),
    );
    if (moved) await this.promoCodes.release(moved.orderId);
    return toCheckoutDto(moved ?? (await this.found(session.id)));
  }

  private async found(sessionId: string): Promise<CheckoutSessionRow> {
    const session = await this.sessions.find(sessionId);
    if (!session) throw DomainError.notFound(PaymentsText.checkoutNotFound);
    return session;
  }
}

/** The session an attempt opened, once it has one (a failure after that fails the session itself). */
interface Attempt {
  session: CheckoutSessionRow | undefined;
}

interface FailureContext {
  /**
   * The hold stays payable: the failure answers a request to pay an order the buyer keeps (a short wallet on
   * the order's page, a declined card), so no `payment-failed` goes out.
   */
  keepHold?: boolean;
}

/**
 * A declined payment leaves a booking order awaiting payment until its hold ends, so the fan pays again (or
 * cancels) with the seats still theirs; a VIP place is given up, so the fan can hold a new one at once.
 */
const afterDecline = (session: CheckoutSessionRow): FailureContext => ({
  keepHold: session.kind === 'order',
});

const failedEventOf = (session: CheckoutSessionRow, reason: string): PaymentFailedEvent => ({
  sessionId: session.id,
  holdKind: holdKindOf(session.kind),
  holdId: session.orderId,
  userId: session.userId,
  reason,
});

/** The hold a session pays for (a top-up holds nothing and never names one). */
export const holdKindOf = (kind: CheckoutSessionKind): HoldKind => (kind === 'vip' ? 'vip' : 'slot');

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
    promoCode: row.promoCode,
    expiresAt: row.expiresAt.toISOString(),
  };
}
