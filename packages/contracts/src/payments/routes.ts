import type { OrderDto, QueueEntryDto } from '../booking/types';
import type {
  CheckoutSessionDto,
  PaymentGatewayName,
  PromoCodeInput,
  LocationDto,
  PaymentGatewayDto,
  PromoVerification,
  SandboxOutcome,
  WalletBalanceDto,
  WalletMovementDto,
  WalletTopUpLimitsDto,
} from './types';
import type { EarningsWindow } from './earnings';
import type { PayoutDto } from './payouts';
import type { Currency, CurrencyRates } from '../currency';
import type { Message, Page } from '../rpc';
import type { ResponseOf } from '../subjects';

import { GET, POST, PUT, DELETE, type Body, type ActingFor, type PageQuery } from '../http-route';

/** Payments' REST routes (spec §7), grouped as the gateway's controllers are. */
export const paymentsRoutes = {
  checkout: {
    createCheckoutSession: POST('/api/create-checkout-session').as<{
      response: CheckoutSessionDto;
      /** An order already held, or the seats to hold: then the hold is released if no checkout can open. */
      body: { provider: PaymentGatewayName; promoCode?: string } & (
        { orderId: string } | { slotId: string; numberOfPlayers: number; gamerTags: string[] }
      );
    }>(),
    sandboxSession: GET('/api/checkout/sandbox/:sessionId').as<{ response: CheckoutSessionDto }>(),
    sandboxComplete: POST('/api/checkout/sandbox/:sessionId').as<{
      response: CheckoutSessionDto;
      body: { outcome: SandboxOutcome };
    }>(),
    orderSuccess: POST('/api/update/order/sucess/:sessionId').as<{ response: unknown }>(),
    orderOfSession: GET('/api/get/orders_by_stipe_session_id/:sessionId').as<{ response: OrderDto }>(),
    /** Pays the caller's order awaiting payment again, with the provider and promo code of its last checkout. */
    payHeldOrder: POST('/api/orders/pay/:id').as<{ response: CheckoutSessionDto }>(),
    /** The buyer left the provider's page: the checkout closes and its hold is freed (paid stays paid). */
    cancel: POST('/api/checkout/cancel').as<{ response: CheckoutSessionDto; body: { sessionId: string } }>(),
    /** Called by Stripe, signed with the webhook secret. */
    stripeWebhook: POST('/api/stripe').as<{ response: unknown; body: unknown }>(),
  },
  liveCheckout: {
    createLiveCheckoutSession: POST('/api/create-live-checkout-session').as<{
      response: CheckoutSessionDto;
      body: { entryId: string; provider: PaymentGatewayName; promoCode?: string };
    }>(),
    livePaymentSuccess: POST('/api/live-payment-success').as<{
      response: QueueEntryDto;
      body: { sessionId: string };
    }>(),
  },
  paymentGateways: {
    list: GET('/api/admin/payment-gateways').as<{ response: PaymentGatewayDto[] }>(),
    update: PUT('/api/admin/payment-gateways/:id').as<{
      response: PaymentGatewayDto;
      body: Body<'paymentGateways', 'update'>;
    }>(),
  },
  payments: {
    activePaymentGateways: GET('/api/user/get-active-payment-gateways').as<{
      response: PaymentGatewayDto[];
    }>(),
    conversionRate: GET('/api/v1/get-conversion-rate/usd-to-inr').as<{ response: CurrencyRates }>(),
    location: GET('/api/user/location').as<{ response: LocationDto }>(),
    wallet: GET('/api/user/wallet').as<{ response: WalletBalanceDto }>(),
    walletMovements: GET('/api/user/wallet/movements').as<{
      response: Page<WalletMovementDto>;
      query: PageQuery;
    }>(),
    /** Adds money to the caller's wallet by card: a checkout session to pay (minor units). */
    walletTopUp: POST('/api/user/wallet/top-up').as<{
      response: CheckoutSessionDto;
      body: { amount: number; currency: Currency };
    }>(),
    walletTopUpLimits: GET('/api/user/wallet/top-up/limits').as<{ response: WalletTopUpLimitsDto[] }>(),
    /** Back from the card page of a top-up: confirms a Stripe payment; the session as it then is. */
    walletTopUpReturn: POST('/api/user/wallet/top-up/:sessionId/return').as<{
      response: CheckoutSessionDto;
    }>(),
    verifyPromoCode: GET('/api/verify-promo-code').as<{
      response: PromoVerification;
      query: { code: string; gigId: string; numberOfPlayers: number };
    }>(),
  },
  adminPromoCodes: {
    list: GET('/api/admin/promo-codes').as<{
      response: ResponseOf<'payments.streamerPromoCodes'>;
      query: PageQuery & ActingFor;
    }>(),
    create: POST('/api/admin/promo-codes').as<{
      response: ResponseOf<'payments.createPromoCode'>;
      body: PromoCodeInput;
    }>(),
    toggle: POST('/api/admin/promo-codes/:id/toggle').as<{
      response: ResponseOf<'payments.togglePromoCode'>;
    }>(),
    update: PUT('/api/admin/promo-codes/:id').as<{
      response: ResponseOf<'payments.updatePromoCode'>;
      body: PromoCodeInput;
    }>(),
    remove: DELETE('/api/admin/promo-codes/:id').as<{ response: Message }>(),
  },
  streamerPromoCodes: {
    list: GET('/api/streamer/get-promocode/:streamerId').as<{
      response: ResponseOf<'payments.streamerPromoCodes'>;
      query: PageQuery;
    }>(),
    create: POST('/api/streamer/promo-codes').as<{
      response: ResponseOf<'payments.createPromoCode'>;
      body: PromoCodeInput;
      query: ActingFor;
    }>(),
    toggle: POST('/api/streamer/promo-codes/:id/toggle').as<{
      response: ResponseOf<'payments.togglePromoCode'>;
      query: ActingFor;
    }>(),
    update: PUT('/api/streamer/promo-codes/:id').as<{
      response: ResponseOf<'payments.updatePromoCode'>;
      body: PromoCodeInput;
      query: ActingFor;
    }>(),
    remove: DELETE('/api/streamer/promo-codes/:id').as<{ response: Message; query: ActingFor }>(),
  },
  earnings: {
    total: GET('/api/get/influencer/total-earnings/:streamerId').as<{
      response: ResponseOf<'payments.streamerEarnings'>;
      query: ActingFor & { tz?: string; currency?: Currency };
    }>(),
    byDay: GET('/api/get/influencer/paginated-earnings/:streamerId').as<{
      response: ResponseOf<'payments.streamerEarningsByDay'>;
      query: ActingFor & { days: EarningsWindow; tz?: string; currency?: Currency };
    }>(),
    platformFees: GET('/api/influencers/:streamerId/platform-fees').as<{
      response: ResponseOf<'payments.platformFees'>;
      query: ActingFor;
    }>(),
    liveSessions: GET('/api/get/influencer/live-session-earnings/:streamerId').as<{
      response: ResponseOf<'payments.liveSessionEarnings'>;
      query: ActingFor;
    }>(),
    tutorialLink: GET('/api/get/influencer/tutorial-link').as<{
      response: { url: string };
      query: ActingFor;
    }>(),
  },
  adminPayouts: {
    /** Remaining lines per currency (played, paid, in no payout; refunds of paid-out sales as negative lines). */
    remaining: GET('/api/admin/payouts/influencer/:streamerId/remaining').as<{
      response: ResponseOf<'payments.remainingPayouts'>;
    }>(),
    /** Merges every remaining line into the streamer's draft per currency; 'Payout created successfully'. */
    generate: POST('/api/admin/payouts/influencer/:streamerId/generate').as<{
      response: ResponseOf<'payments.generatePayouts'>;
    }>(),
    active: GET('/api/admin/payouts/influencer/:streamerId/active').as<{
      response: ResponseOf<'payments.activePayouts'>;
    }>(),
    history: GET('/api/admin/payouts/influencer/:streamerId/history').as<{
      response: ResponseOf<'payments.payoutHistory'>;
      query: { page?: number };
    }>(),
    /** Merges the chosen remaining orders into the streamer's draft in that currency. */
    create: POST('/api/admin/payouts').as<{
      response: ResponseOf<'payments.createPayout'>;
      body: { streamerId: string; currency: Currency; orderIds: string[] };
    }>(),
    get: GET('/api/admin/payouts/:id').as<{ response: PayoutDto }>(),
    update: PUT('/api/admin/payouts/:id').as<{
      response: ResponseOf<'payments.updatePayout'>;
      body: { addOrderIds?: string[]; removeOrderIds?: string[] };
    }>(),
    remove: DELETE('/api/admin/payouts/:id').as<{ response: Message }>(),
    complete: POST('/api/admin/payouts/:id/complete').as<{
      response: ResponseOf<'payments.completePayout'>;
      body: { transferReference: string };
    }>(),
    /** The payout's .xlsx (each line with gross, fee, GST, TDS, net, then totals). */
    sheet: GET('/api/admin/payouts/:id/sheet').as<{ response: Blob }>(),
  },
  streamerPayouts: {
    /** Spec /payout-history: completed payouts, created_desc, 10 a page. */
    history: GET('/api/get/influencer/payout-history').as<{
      response: ResponseOf<'payments.payoutHistory'>;
      query: ActingFor & { page?: number };
    }>(),
    /** Remaining now, drafts in preparation and the last completed payout, for the dashboard. */
    summary: GET('/api/get/influencer/payout-summary').as<{
      response: ResponseOf<'payments.payoutSummary'>;
      query: ActingFor;
    }>(),
    get: GET('/api/get/influencer/payouts/:id').as<{ response: PayoutDto; query: ActingFor }>(),
    /** A completed payout's statement (PDF: gross, platform fee, GST on the fee, TDS, net). */
    statement: GET('/api/get/influencer/payouts/:id/statement').as<{ response: Blob; query: ActingFor }>(),
  },
} as const;
