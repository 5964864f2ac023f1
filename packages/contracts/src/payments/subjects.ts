import type { Currency } from '../currency';
import type { Actor, Message, Page, PageRequest } from '../rpc';
import type { EarningsSubjects } from './earnings';
import type { PayoutsSubjects } from './payouts';
import type {
  CheckoutKind,
  CheckoutProviderName,
  CheckoutSessionDto,
  ConversionRateDto,
  LocationDto,
  PaymentGatewayDto,
  PromoCodeDto,
  PromoCodeInput,
  PromoPrice,
  PromoUseDto,
  PromoVerification,
  SandboxOutcome,
  StripeWebhookAck,
  WalletBalanceDto,
  WalletCreditKind,
  WalletDebitKind,
  WalletMovementDto,
  WalletTopUpLimitsDto,
  WalletTransactionDto,
} from './types';

/** Set by the gateway when the caller is active staff with PromoCodes permission; services never infer it. */
interface StaffFlag {
  isStaff?: boolean;
}

interface WalletMovement {
  userId: string;
  /** Minor units, a positive integer. */
  amount: number;
  currency: Currency;
  /** Repeating a call with the same key returns the first result and moves no money. */
  idempotencyKey: string;
}

/** Payments' request subjects: wallet ledger, promo codes and currency rates. */
export interface PaymentsSubjects extends EarningsSubjects, PayoutsSubjects {
  'payments.walletBalance': { req: Actor; res: WalletBalanceDto };
  /** The caller's own wallet movements, newest first. */
  'payments.walletMovements': { req: Actor & Partial<PageRequest>; res: Page<WalletMovementDto> };
  /** Internal (refunds, top-ups); never routed from a client. */
  'payments.walletCredit': { req: WalletMovement & { kind: WalletCreditKind }; res: WalletTransactionDto };
  /** Internal (wallet checkout); 409 'Insufficient wallet balance' rather than going below zero. */
  'payments.walletDebit': { req: WalletMovement & { kind: WalletDebitKind }; res: WalletTransactionDto };

  /** `userId` is the acted-for streamer; staff may name any `streamerId` or null for every streamer. */
  'payments.createPromoCode': {
    req: Actor & StaffFlag & PromoCodeInput & { streamerId?: string | null };
    res: Message & { promoCode: PromoCodeDto };
  };
  /** Flips isActive (spec §4). */
  'payments.togglePromoCode': {
    req: Actor & StaffFlag & { promoCodeId: string };
    res: Message & { promoCode: PromoCodeDto };
  };
  /** Replaces the code's rules (its uses so far stay; orders keep the code and discount they used). */
  'payments.updatePromoCode': {
    req: Actor & StaffFlag & PromoCodeInput & { promoCodeId: string };
    res: Message & { promoCode: PromoCodeDto };
  };
  /** Soft delete: the code stops working and leaves the lists; past orders still name it. */
  'payments.deletePromoCode': { req: Actor & StaffFlag & { promoCodeId: string }; res: Message };
  /** Spec GET /api/streamer/get-promocode/{id}. */
  'payments.streamerPromoCodes': { req: Actor & StaffFlag & { streamerId: string }; res: PromoCodeDto[] };
  /** Spec GET /api/verify-promo-code: the discount a fan would get, in minor units. */
  'payments.verifyPromoCode': {
    req: PromoPrice & { code: string; userId: string };
    res: PromoVerification;
  };
  /**
   * Counts one use for an order, within the total and per-fan limits; repeating for the same order is a no-op.
   * With `price` it also re-checks the code applies to that gig and answers the discount, under the same lock.
   */
  'payments.reservePromoUse': {
    req: { code: string; userId: string; orderId: string; price?: PromoPrice };
    res: PromoUseDto;
  };
  /** Gives the order's use back (order expired or cancelled); releasing twice is a no-op. */
  'payments.releasePromoUse': { req: { orderId: string }; res: { released: boolean } };

  /** Spec GET /api/user/get-active-payment-gateways: what a buyer can pay with, by priority. */
  'payments.activePaymentGateways': { req: Record<string, never>; res: PaymentGatewayDto[] };
  /** Staff (Configurations write, checked by the gateway): every gateway, by priority. */
  'payments.paymentGateways': { req: Actor; res: PaymentGatewayDto[] };
  'payments.updatePaymentGateway': {
    req: Actor & { gatewayId: string; priority?: number; isActive?: boolean };
    res: PaymentGatewayDto;
  };

  /** Spec GET /api/v1/get-conversion-rate/usd-to-inr. */
  'payments.conversionRate': { req: { from: Currency; to: Currency }; res: ConversionRateDto };
  /** The viewer's location by IP (cached 24 h); never fails: empty fields and USD when unknown. */
  'payments.location': { req: { ip: string }; res: LocationDto };

  /**
   * Opens a checkout for a booking order or a VIP queue place (the gateway passes its amount and currency,
   * minor units). `sandbox` answers a local page url to pay on; `wallet` pays at once (409 'Insufficient wallet
   * balance' leaves the session failed and nothing charged). A promo code needs the streamer, and for an order
   * the gig; a VIP place has no gig, so only the streamer's codes that name no gigs apply to it.
   */
  'payments.createCheckout': {
    req: Actor & {
      /** The order's id, or the VIP place's id. */
      orderId: string;
      /** Left out: 'order'. */
      kind?: CheckoutKind;
      amount: number;
      currency: Currency;
      provider: CheckoutProviderName;
      promoCode?: string;
      gigId?: string;
      streamerId?: string;
      /** The order's hold end: a local (sandbox) session closes no later. */
      holdExpiresAt?: string;
      /**
       * The hold goes if no checkout opens for it: any failure (a refused promo code, a short wallet, the
       * provider down) records a failed session and `payment-failed` in one transaction, so booking releases
       * the hold. Left out, a refusal leaves the hold payable (an order paid again from its page).
       */
      releaseHoldOnFailure?: boolean;
    };
    res: CheckoutSessionDto;
  };
  /**
   * Pays a held booking order again (after a declined payment, or a checkout left open): a new checkout with the
   * provider and promo code of the order's last checkout by this buyer (the sandbox and no code when it had
   * none), superseding one still open. A refusal leaves the order held and payable.
   */
  'payments.resumeCheckout': {
    req: Actor & {
      orderId: string;
      amount: number;
      currency: Currency;
      gigId?: string;
      streamerId?: string;
      holdExpiresAt?: string;
    };
    res: CheckoutSessionDto;
  };
  /**
   * The buyer gives up an open checkout (back from the provider's page): the provider's session is closed
   * (Stripe expires it), ours fails and `payment-failed` goes out in the same transaction, so booking frees the
   * hold at once. A session paid meanwhile answers paid and nothing is undone; repeating answers the same; a
   * session that isn't the caller's is not found.
   */
  'payments.cancelCheckout': { req: Actor & { sessionId: string }; res: CheckoutSessionDto };
  /** The sandbox's hosted page: pay or fail the session; repeating an outcome answers the same session. */
  'payments.sandboxComplete': {
    req: Actor & { sessionId: string; outcome: SandboxOutcome };
    res: CheckoutSessionDto;
  };
  /**
   * Spec POST /api/stripe. `rawBody` is the request body exactly as received, base64-encoded (the gateway
   * must not parse and re-serialise it: the signature is over the bytes); `signature` is the
   * `Stripe-Signature` header. A bad signature or a timestamp older than 300 s → 400, nothing changes.
   * Repeating an event answers the same and changes nothing.
   */
  'payments.stripeWebhook': { req: { rawBody: string; signature: string }; res: StripeWebhookAck };
  /**
   * The Stripe return (success) page: asks Stripe about our session and completes it through the same
   * idempotent path as the webhook if it is paid (whichever arrives first); otherwise answers it as it is.
   */
  'payments.confirmStripeReturn': { req: { sessionId: string }; res: CheckoutSessionDto };
  /** The buyer's own checkout session (the sandbox page and the return page read it). */
  'payments.checkoutSession': { req: Actor & { sessionId: string }; res: CheckoutSessionDto };
  /**
   * Opens a card checkout (Stripe when configured, else the sandbox) that adds `amount` (minor units) to the
   * caller's wallet once paid; 400 outside the configured limits or in a currency a wallet can't hold.
   */
  'payments.createTopUp': { req: Actor & { amount: number; currency: Currency }; res: CheckoutSessionDto };
  /** The smallest and largest top-up per currency, as configured (minor units). */
  'payments.topUpLimits': { req: object; res: WalletTopUpLimitsDto[] };
  /**
   * The buyer is back from the card page of a top-up: a Stripe payment is confirmed with Stripe (crediting once,
   * whether or not the webhook came first); the session as it then is. Only the session's buyer (others 404).
   */
  'payments.topUpReturn': { req: Actor & { sessionId: string }; res: CheckoutSessionDto };
}
