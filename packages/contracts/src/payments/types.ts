import type { Currency, CurrencyRates, Money } from '../currency';

/** Payments' user-facing texts; the spec §8 fallbacks live in ErrorText. */
export const PaymentsText = {
  insufficientWalletBalance: 'Insufficient wallet balance',
  idempotencyKeyReused: 'This idempotency key was already used for a different request',
  promoCodeTaken: 'This promo code already exists',
  promoCodeNotFound: 'Invalid promo code',
  promoCodeMissing: 'Promo code not found',
  promoCodeNotYours: 'You can only manage your own promo codes',
  promoCodeInactive: 'This promo code is not active',
  promoCodeNotStarted: 'This promo code is not valid yet',
  promoCodeExpired: 'This promo code has expired',
  promoCodeNotApplicable: 'This promo code does not apply to this gig',
  promoCodeWrongCurrency: 'This promo code is for another currency',
  promoCodeUsedUp: 'This promo code has reached its usage limit',
  promoCodeFanLimit: 'You have already used this promo code the maximum number of times',
  promoCodeOrderTaken: 'This order already uses another promo code',
  promoCodeCreated: 'Promo code created successfully',
  promoCodeUpdated: 'Promo code updated',
  promoCodeDeleted: 'Promo code deleted',
  promoCodeActivated: 'Promo code activated',
  promoCodeDeactivated: 'Promo code deactivated',
  paymentGatewayMissing: 'Payment gateway not found',
  ratesUnavailable: 'Currency rates are unavailable right now. Please try again later.',
  checkoutNotFound: 'Checkout session not found',
  checkoutClosed: 'This checkout session is no longer open',
  checkoutProviderUnavailable: 'This payment method is not available',
  checkoutOrderPaid: 'This order is already paid',
  checkoutInProgress: 'A checkout for this order is already in progress',
  stripeSignatureInvalid: 'Invalid Stripe signature',
  paymentRefunded: 'The payment was refunded because the booking could not be completed',
} as const;

/** Why money moved: credits are top-ups and refunds, debits are wallet payments. */
export type WalletCreditKind = 'top_up' | 'refund';
export type WalletDebitKind = 'payment';

/** One movement of the fan's wallet as its ledger entry records it: credits positive, debits negative. */
export interface WalletMovementDto {
  _id: string;
  createdAt: string;
  kind: WalletCreditKind | WalletDebitKind;
  /** Signed minor units of `currency`. */
  amount: number;
  currency: Currency;
}

export interface WalletBalanceDto {
  userId: string;
  /** One entry per supported currency, amounts in minor units. */
  balances: Money[];
}

/** The result of a credit or debit; repeating the same idempotency key returns the same transaction. */
export interface WalletTransactionDto {
  transactionId: string;
  idempotencyKey: string;
  kind: WalletCreditKind | WalletDebitKind;
  userId: string;
  /** Minor units, always positive; the kind says the direction. */
  amount: number;
  currency: Currency;
  /** The wallet balance in minor units right after this call. */
  balance: number;
  createdAt: string;
}

export type PromoDiscountType = 'percent' | 'fixed';

/** What a streamer (or staff) sends to create a code. Amounts in minor units. */
export interface PromoCodeInput {
  code: string;
  discountType: PromoDiscountType;
  /** 1–100, for `percent`. */
  percentOff?: number | null;
  /** Minor units of `currency`, for `fixed`. */
  amountOff?: number | null;
  currency?: Currency | null;
  validFrom?: string | null;
  validUntil?: string | null;
  /** Total uses across all fans; null means unlimited. */
  maxUses?: number | null;
  /** Uses per fan; null means unlimited. */
  maxUsesPerUser?: number | null;
  /** Empty means every gig of the streamer. */
  gigIds?: string[];
  isActive?: boolean;
}

/** Spec §3 "Promo code" (_id, isActive) plus its rules. `streamerId` null is a platform-wide code (staff only). */
export interface PromoCodeDto {
  _id: string;
  code: string;
  streamerId: string | null;
  discountType: PromoDiscountType;
  percentOff: number | null;
  amountOff: number | null;
  currency: Currency | null;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  usesCount: number;
  gigIds: string[];
  isActive: boolean;
  createdAt: string;
}

export interface PromoVerification {
  _id: string;
  code: string;
  currency: Currency;
  /** Minor units. */
  amount: number;
  discount: number;
  finalAmount: number;
}

/**
 * What a code is applied to: a gig of a streamer at a price in minor units. `gigId` null is a streamer's VIP
 * queue place of a live session (no gig): only the streamer's codes that name no gigs apply to it.
 */
export interface PromoPrice {
  gigId: string | null;
  streamerId: string;
  amount: number;
  currency: Currency;
}

export interface PromoUseDto {
  promoCodeId: string;
  code: string;
  orderId: string;
  userId: string;
  /** Minor units; present when the reservation was given a price. */
  discount?: number;
  finalAmount?: number;
}

/** Spec §3 "Currency data". */
export type ConversionRateDto = CurrencyRates;

export type PaymentGatewayName = 'stripe' | 'sandbox' | 'wallet';

/** Spec §3 "payment gateway (priority)": lower priority numbers are offered first. */
export interface PaymentGatewayDto {
  _id: string;
  name: PaymentGatewayName;
  displayName: string;
  priority: number;
  isActive: boolean;
}

/** Spec §3 "Location data". On a failed lookup every field is empty and currency is USD (spec §4). */
export interface LocationDto {
  city: string;
  region: string;
  country_name: string;
  postal: string;
  country_calling_code: string;
  country_code: string;
  /** The display currency for the place: INR in India, USD elsewhere (the currencies prices exist in). */
  currency: Currency;
}

/** The ways a checkout can be paid; `stripe` joins when its strategy lands (cards go to `sandbox` until then). */
export type CheckoutProviderName = PaymentGatewayName;

/** created → paid | failed | expired, and paid → refunded when booking could not take the payment. */
export type CheckoutStatus = 'created' | 'paid' | 'failed' | 'expired' | 'refunded';

/** What the payments service answers Stripe for a verified webhook event (the gateway replies 200). */
export interface StripeWebhookAck {
  received: true;
  /** Our checkout session the event was about, when it named one. */
  sessionId?: string;
  /** completed, failed, already-closed, refunded (a refund of ours confirmed) or ignored (not acted on). */
  outcome: 'completed' | 'failed' | 'closed' | 'refunded' | 'ignored';
}

/** What a checkout pays for: a booking order, or a VIP place in a live queue (its id is the `orderId`). */
export const CheckoutKinds = ['order', 'vip'] as const;
export type CheckoutKind = (typeof CheckoutKinds)[number];
/** What a checkout session pays for: a hold, or money into the buyer's own wallet (a top-up). */
export type CheckoutSessionKind = CheckoutKind | 'top_up';

/** What the buyer does on the sandbox's hosted checkout page. */
export type SandboxOutcome = 'pay' | 'fail';

export interface CheckoutSessionDto {
  sessionId: string;
  /** The order's id, or the VIP queue place's id when `kind` is vip (a top-up's own session id). */
  orderId: string;
  kind: CheckoutSessionKind;
  provider: CheckoutProviderName;
  status: CheckoutStatus;
  /** Where the buyer pays (the sandbox's local page, later Stripe's); absent when nothing is left to do. */
  url?: string;
  /** Minor units charged, after the promo discount. */
  amount: number;
  discount: number;
  currency: Currency;
  /** The promo code the buyer gave for this attempt (null when none), what paying again applies once more. */
  promoCode: string | null;
  /** When an open session stops accepting payment. */
  expiresAt: string;
}

/**
 * Wallet top-ups by card: the configuration keys of the smallest and largest top-up per currency (major units),
 * and the amounts used while a key is missing.
 */
export const WalletTopUpConfigKeys = {
  min: { INR: 'WALLET_TOP_UP_MIN_INR', USD: 'WALLET_TOP_UP_MIN_USD' },
  max: { INR: 'WALLET_TOP_UP_MAX_INR', USD: 'WALLET_TOP_UP_MAX_USD' },
} as const satisfies Record<'min' | 'max', Record<Currency, string>>;

export const WalletTopUpDefaults = {
  min: { INR: 100, USD: 5 },
  max: { INR: 50_000, USD: 500 },
} as const satisfies Record<'min' | 'max', Record<Currency, number>>;

/** The smallest and largest top-up of one currency, in minor units. */
export interface WalletTopUpLimitsDto {
  currency: Currency;
  min: number;
  max: number;
}

export const WalletTopUpText = {
  /** `min` and `max` as formatted money ('₹100', '$500'). */
  outOfRange: (min: string, max: string) => `Add from ${min} to ${max} at a time`,
  amount: 'The amount must be a whole number of minor units from 1',
  currency: (currencies: readonly string[]) => `A wallet holds ${currencies.join(' or ')}`,
  movementLabel: 'Top-up',
} as const;

/**
 * Where a top-up's card page sends the fan back: their wallet, which confirms the payment and says how it went.
 * `cancelled`: they left the card page without paying (the checkout is then closed).
 */
export function walletTopUpReturnPath(sessionId: string, cancelled = false): string {
  const query = new URLSearchParams({ tab: 'wallet', top_up: sessionId });
  if (cancelled) query.set('cancelled', '1');
  return `/profile?${query}`;
}
