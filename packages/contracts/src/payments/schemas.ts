import { z } from 'zod';
import { EarningsWindowsDays, InputLimits, PROMO_CODE_PATTERN } from '../constants';
import { Currencies } from '../currency';
import { ErrorText } from '../texts';
import { BookingFieldText, gamerTags, players } from '../booking/schemas';
import { CatalogFieldText } from '../catalog/schemas';
import {
  firstIssueText,
  id,
  isoDateTime,
  jsonWholeNumber,
  list,
  MAX_PAGE,
  message,
  oneOf,
  optional,
  pageQuery,
  wholeNumber,
  timeZoneName,
} from '../schema/fields';
import { PayoutText } from './payouts';
import { WalletTopUpText } from './types';

/**
 * Shapes and upper bounds of payments requests, with the texts the client shows. Payments owns the rules
 * (which fields a discount type needs, the validity window, ownership) and answers them itself.
 */
export const PaymentsFieldText = {
  code: 'A promo code is 3 to 32 letters, digits, - or _',
  discountType: 'The discount type must be percent or fixed',
  percentOff: 'The percent off must be a whole number from 1 to 100',
  amountOff: 'The amount off must be a whole number of minor units from 1',
  currency: `The currency must be one of: ${Currencies.join(', ')}`,
  validFrom: 'The start of validity must be a date and time',
  validUntil: 'The end of validity must be a date and time',
  maxUses: 'The total uses must be a whole number from 1, or empty for unlimited',
  maxUsesPerUser: 'The uses per fan must be a whole number from 1, or empty for unlimited',
  gigIds: `Choose at most ${InputLimits.promoCodeGigsMax} gigs`,
  isActive: 'isActive must be true or false',
  promoCodeId: 'Invalid promo code id',
  gatewayId: 'Invalid payment gateway id',
  priority: `The priority must be a whole number from 0 to ${InputLimits.paymentGatewayPriorityMax}`,
  orderId: 'Invalid order id',
  provider: 'The payment method must be sandbox, wallet or stripe',
  sessionId: 'Invalid checkout session id',
  entryId: 'Invalid queue place id',
  liveSessionId: 'Invalid live session id',
  sandboxOutcome: 'The outcome must be pay or fail',
  topUpAmount: WalletTopUpText.amount,
} as const;

/** A promo code as typed: trimmed, then letters, digits, - or _ (`text` answers anything else). */
const promoCode = (text: string) => z.string({ error: text }).trim().regex(PROMO_CODE_PATTERN, text);

/** A point in time of a code's validity; empty, null or left out means "none". */
const validity = (text: string) => z.union([z.literal(''), isoDateTime(text)], { error: text }).nullish();

/** What a streamer (or staff) sends to create or edit a promo code; amounts in minor units. */
export const PromoCodeBody = message({
  code: promoCode(PaymentsFieldText.code),
  discountType: oneOf(['percent', 'fixed'], PaymentsFieldText.discountType),
  percentOff: jsonWholeNumber(1, 100, PaymentsFieldText.percentOff).nullish(),
  amountOff: jsonWholeNumber(1, InputLimits.amountMinorMax, PaymentsFieldText.amountOff).nullish(),
  currency: oneOf(Currencies, PaymentsFieldText.currency).nullish(),
  validFrom: validity(PaymentsFieldText.validFrom),
  validUntil: validity(PaymentsFieldText.validUntil),
  maxUses: jsonWholeNumber(1, InputLimits.promoCodeUsesMax, PaymentsFieldText.maxUses).nullish(),
  maxUsesPerUser: jsonWholeNumber(
    1,
    InputLimits.promoCodeUsesMax,
    PaymentsFieldText.maxUsesPerUser,
  ).nullish(),
  gigIds: list(id(CatalogFieldText.gigId), {
    max: InputLimits.promoCodeGigsMax,
    message: PaymentsFieldText.gigIds,
  }).optional(),
  isActive: z.boolean({ error: PaymentsFieldText.isActive }).optional(),
});
export type PromoCodeBodyInput = z.output<typeof PromoCodeBody>;

/** Staff may create a code for any streamer, or (null or left out) one for every streamer. */
export const AdminPromoCodeBody = PromoCodeBody.extend({ streamerId: id(CatalogFieldText.starId).nullish() });

const promoCodeIdParams = message({ id: id(PaymentsFieldText.promoCodeId) });
/** '?streamerId=…' of a moderator acting for a streamer (the guard checks it). */
const actingFor = message({ streamerId: z.string().optional() });

/** The gig the code is for, or with `liveSessionId` a VIP place of that session. */
export const VerifyPromoCodeQuery = message({
  code: promoCode(ErrorText.errorVerifyingPromoCode),
  gigId: z.unknown().optional(),
  liveSessionId: id(PaymentsFieldText.liveSessionId).nullish(),
  /** The discount is worked out on the gig's price for this many players (1 when left out). */
  numberOfPlayers: wholeNumber(1, 100, ErrorText.errorVerifyingPromoCode).nullish(),
}).transform((query, context) => {
  const gigId =
    query.liveSessionId === undefined ? id(CatalogFieldText.gigId).safeParse(query.gigId) : undefined;
  if (gigId && !gigId.success) {
    context.addIssue({ code: 'custom', message: firstIssueText(gigId.error) });
    return z.NEVER;
  }
  return {
    code: query.code,
    gigId: gigId?.data,
    liveSessionId: query.liveSessionId ?? undefined,
    numberOfPlayers: query.numberOfPlayers ?? 1,
  };
});

/** How a buyer pays: one of the active gateways, and an optional promo code. */
const checkoutChoice = {
  provider: oneOf(['sandbox', 'wallet', 'stripe'], PaymentsFieldText.provider).default('sandbox'),
  promoCode: promoCode(ErrorText.errorVerifyingPromoCode).nullish(),
};

const heldOrder = message({ orderId: id(PaymentsFieldText.orderId) });
const seatsToHold = message({
  slotId: id(BookingFieldText.slotId),
  numberOfPlayers: players,
  gamerTags,
});

/**
 * Spec POST /api/create-checkout-session: pay a held order; or, with a slot instead of an order, book and pay
 * in one request (the server gives the hold back when no checkout can be opened).
 */
export const CreateCheckoutSessionBody = message({
  ...checkoutChoice,
  orderId: z.unknown().optional(),
  slotId: z.unknown().optional(),
  numberOfPlayers: z.unknown().optional(),
  gamerTags: z.unknown().optional(),
}).transform((body, context) => {
  const { provider, promoCode: code } = body;
  const choice = { provider, promoCode: code ?? undefined };
  const held = body.slotId === undefined ? heldOrder.safeParse(body) : undefined;
  if (held?.success) return { ...choice, orderId: held.data.orderId } as CheckoutOfOrder;
  const seats = held ?? seatsToHold.safeParse(body);
  if (!seats.success) {
    context.addIssue({ code: 'custom', message: firstIssueText(seats.error) });
    return z.NEVER;
  }
  return { ...choice, ...(seats.data as z.output<typeof seatsToHold>) } as CheckoutOfSeats;
});
export interface CheckoutChoice {
  provider: 'sandbox' | 'wallet' | 'stripe';
  promoCode?: string;
}
export type CheckoutOfOrder = CheckoutChoice & { orderId: string; slotId?: undefined };
export type CheckoutOfSeats = CheckoutChoice & z.output<typeof seatsToHold> & { orderId?: undefined };
export type CreateCheckoutSessionInput = CheckoutOfOrder | CheckoutOfSeats;

/** Spec POST /api/create-live-checkout-session: pay a held VIP place. */
export const CreateLiveCheckoutSessionBody = message({
  ...checkoutChoice,
  entryId: id(PaymentsFieldText.entryId),
});

/** The checkout session the buyer came back from (live payment success, a cancelled checkout). */
export const CheckoutSessionBody = message({ sessionId: id(PaymentsFieldText.sessionId) });
const checkoutSessionParams = message({ sessionId: id(PaymentsFieldText.sessionId) });

/** Money into the caller's wallet by card: minor units of a currency a wallet holds (payments checks the limits). */
export const WalletTopUpBody = message({
  amount: jsonWholeNumber(1, InputLimits.amountMinorMax, PaymentsFieldText.topUpAmount),
  currency: oneOf(Currencies, PaymentsFieldText.currency),
});

/** What the buyer did on the sandbox's hosted page. */
export const SandboxOutcomeBody = message({
  outcome: oneOf(['pay', 'fail'], PaymentsFieldText.sandboxOutcome),
});

export const UpdatePaymentGatewayBody = message({
  priority: jsonWholeNumber(0, InputLimits.paymentGatewayPriorityMax, PaymentsFieldText.priority).optional(),
  isActive: z.boolean({ error: PaymentsFieldText.isActive }).optional(),
});

/** One request names at most this many orders (as payments allows). */
const MAX_ORDERS = 1000;
const payoutId = id(ErrorText.badRequest);
const orderIds = (min: number) => list(payoutId, { min, max: MAX_ORDERS, message: ErrorText.badRequest });

export const CreatePayoutBody = message({
  streamerId: payoutId,
  currency: oneOf(Currencies, ErrorText.badRequest),
  orderIds: orderIds(1),
});
export const UpdatePayoutBody = message({
  addOrderIds: orderIds(0).nullish(),
  removeOrderIds: orderIds(0).nullish(),
});
export const CompletePayoutBody = message({
  transferReference: z
    .string({ error: PayoutText.transferReferenceRequired })
    .trim()
    .max(100, PayoutText.transferReferenceRequired),
});
const payoutParams = message({ id: payoutId });
const payoutStreamerParams = message({ streamerId: payoutId });
const payoutPage = message(pageQuery());
const staffId = { userId: payoutId };
const streamerPayoutPage = message({ ...pageQuery(), streamerId: z.string().optional() });
const starParams = message({ streamerId: id(CatalogFieldText.starId) });

/** A streamer's earnings: `?tz=` the zone their days are counted in, `?currency=` the one figures are in. */
export const EarningsQuery = message({
  tz: timeZoneName(),
  currency: optional(oneOf(Currencies, ErrorText.badRequest)),
  /** The moderator's `?streamerId=`: the path names the same streamer, and the guard reads the path. */
  streamerId: z.string().optional(),
});
/** `?days=`: one of the earnings windows (required). */
export const EarningsSeriesQuery = EarningsQuery.extend({
  days: z.preprocess(
    (value) => (typeof value === 'string' ? Number(value) : value),
    z.union(
      EarningsWindowsDays.map((days) => z.literal(days)),
      { error: ErrorText.badRequest },
    ),
  ),
});

/** Payments' routes, grouped as the route map groups them. */
export const paymentsRouteSchemas = {
  checkout: {
    createCheckoutSession: { body: CreateCheckoutSessionBody },
    sandboxSession: { params: checkoutSessionParams },
    sandboxComplete: { params: checkoutSessionParams, body: SandboxOutcomeBody },
    orderSuccess: { params: checkoutSessionParams },
    orderOfSession: { params: checkoutSessionParams },
    payHeldOrder: { params: message({ id: id(BookingFieldText.orderId) }) },
    cancel: { body: CheckoutSessionBody },
  },
  liveCheckout: {
    createLiveCheckoutSession: { body: CreateLiveCheckoutSessionBody },
    livePaymentSuccess: { body: CheckoutSessionBody },
  },
  paymentGateways: {
    update: { params: message({ id: id(PaymentsFieldText.gatewayId) }), body: UpdatePaymentGatewayBody },
  },
  payments: {
    walletMovements: { query: message(pageQuery()) },
    walletTopUp: { body: WalletTopUpBody },
    walletTopUpReturn: { params: checkoutSessionParams },
    verifyPromoCode: { query: VerifyPromoCodeQuery },
  },
  adminPromoCodes: {
    list: { query: message({ streamerId: id(CatalogFieldText.starId) }) },
    create: { body: AdminPromoCodeBody },
    toggle: { params: promoCodeIdParams },
    update: { params: promoCodeIdParams, body: PromoCodeBody },
    remove: { params: promoCodeIdParams },
  },
  streamerPromoCodes: {
    list: { params: starParams },
    create: { body: PromoCodeBody, query: actingFor },
    toggle: { params: promoCodeIdParams, query: actingFor },
    update: { params: promoCodeIdParams, body: PromoCodeBody, query: actingFor },
    remove: { params: promoCodeIdParams, query: actingFor },
  },
  earnings: {
    total: { params: starParams, query: EarningsQuery },
    byDay: { params: starParams, query: EarningsSeriesQuery },
    platformFees: { params: starParams },
    liveSessions: { params: starParams },
  },
  adminPayouts: {
    remaining: { params: payoutStreamerParams },
    generate: { params: payoutStreamerParams },
    active: { params: payoutStreamerParams },
    history: { params: payoutStreamerParams, query: payoutPage },
    create: { body: CreatePayoutBody },
    get: { params: payoutParams },
    update: { params: payoutParams, body: UpdatePayoutBody },
    remove: { params: payoutParams },
    complete: { params: payoutParams, body: CompletePayoutBody },
    sheet: { params: payoutParams },
  },
  streamerPayouts: {
    history: { query: streamerPayoutPage },
    summary: { query: actingFor },
    get: { params: payoutParams, query: actingFor },
    statement: { params: payoutParams, query: actingFor },
  },
};

/** Payments' requests over NATS: the route's pieces, with the caller (and path ids) the gateway adds. */
export const paymentsSubjectSchemas = {
  'payments.saleTax': message({
    orderId: z.string({ error: ErrorText.badRequest }).min(1, ErrorText.badRequest),
    streamerId: id(ErrorText.badRequest),
    amountPaid: jsonWholeNumber(0, Number.MAX_SAFE_INTEGER, ErrorText.badRequest),
  }),
  'payments.updatePaymentGateway': UpdatePaymentGatewayBody.extend({
    ...staffId,
    gatewayId: id(PaymentsFieldText.gatewayId),
  }),
  'payments.remainingPayouts': payoutStreamerParams,
  'payments.activePayouts': payoutStreamerParams,
  'payments.generatePayouts': payoutStreamerParams.extend(staffId),
  'payments.payoutHistory': payoutStreamerParams.extend({
    page: optional(wholeNumber(1, MAX_PAGE, ErrorText.badRequest)),
  }),
  'payments.createPayout': CreatePayoutBody.extend(staffId),
  'payments.updatePayout': message({
    ...staffId,
    payoutId,
    addOrderIds: optional(orderIds(0)),
    removeOrderIds: optional(orderIds(0)),
  }),
  'payments.removePayout': message({ ...staffId, payoutId }),
  'payments.completePayout': CompletePayoutBody.extend({ ...staffId, payoutId }),
};
