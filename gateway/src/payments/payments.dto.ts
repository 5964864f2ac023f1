import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  type CheckoutProviderName,
  Currencies,
  type Currency,
  ErrorText,
  InputLimits,
  PROMO_CODE_PATTERN,
  type PromoDiscountType,
  type SandboxOutcome,
  WalletTopUpText,
} from '@lobby/contracts';
import { BookingFieldText, GamerTagsField, PlayersField } from '../booking/booking.dto';
import { CatalogFieldText, Given, IsCatalogId, IsCatalogIds } from '../catalog/catalog-fields';

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


const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Present with a value; left out or null means "none". */
const Optional = () => ValidateIf((_body, value) => value !== undefined && value !== null);

/** What a streamer (or staff) sends to create a promo code; amounts in minor units. */
export class CreatePromoCodeDto {
  @trimmed()
  @IsString({ message: PaymentsFieldText.code })
  @Matches(PROMO_CODE_PATTERN, { message: PaymentsFieldText.code })
  code!: string;

  @IsIn(['percent', 'fixed'], { message: PaymentsFieldText.discountType })
  discountType!: PromoDiscountType;

  @Optional()
  @IsInt({ message: PaymentsFieldText.percentOff })
  @Min(1, { message: PaymentsFieldText.percentOff })
  @Max(100, { message: PaymentsFieldText.percentOff })
  percentOff?: number | null;

  @Optional()
  @IsInt({ message: PaymentsFieldText.amountOff })
  @Min(1, { message: PaymentsFieldText.amountOff })
  @Max(InputLimits.amountMinorMax, { message: PaymentsFieldText.amountOff })
  amountOff?: number | null;

  @Optional()
  @IsIn(Currencies, { message: PaymentsFieldText.currency })
  currency?: Currency | null;

  @ValidateIf((_body, value) => value !== undefined && value !== null && value !== '')
  @IsISO8601({}, { message: PaymentsFieldText.validFrom })
  validFrom?: string | null;

  @ValidateIf((_body, value) => value !== undefined && value !== null && value !== '')
  @IsISO8601({}, { message: PaymentsFieldText.validUntil })
  validUntil?: string | null;

  @Optional()
  @IsInt({ message: PaymentsFieldText.maxUses })
  @Min(1, { message: PaymentsFieldText.maxUses })
  @Max(InputLimits.promoCodeUsesMax, { message: PaymentsFieldText.maxUses })
  maxUses?: number | null;

  @Optional()
  @IsInt({ message: PaymentsFieldText.maxUsesPerUser })
  @Min(1, { message: PaymentsFieldText.maxUsesPerUser })
  @Max(InputLimits.promoCodeUsesMax, { message: PaymentsFieldText.maxUsesPerUser })
  maxUsesPerUser?: number | null;

  @Given()
  @IsArray({ message: PaymentsFieldText.gigIds })
  @ArrayMaxSize(InputLimits.promoCodeGigsMax, { message: PaymentsFieldText.gigIds })
  @IsCatalogIds(CatalogFieldText.gigId)
  gigIds?: string[];

  @Given()
  @IsBoolean({ message: PaymentsFieldText.isActive })
  isActive?: boolean;
}

/** Staff may create a code for any streamer, or (null or left out) one for every streamer. */
export class AdminCreatePromoCodeDto extends CreatePromoCodeDto {
  @Optional()
  @IsCatalogId(CatalogFieldText.starId)
  streamerId?: string | null;
}

export class PromoCodeIdParams {
  @IsCatalogId(PaymentsFieldText.promoCodeId)
  id!: string;
}

/** The path names the streamer; the ActingForStreamer guard lets only them or their moderator in. */
export class PromoCodeStreamerParams {
  @IsCatalogId(CatalogFieldText.starId)
  streamerId!: string;
}

/** Staff read one streamer's codes (payments lists codes per streamer). */
export class AdminPromoCodesQuery {
  @IsCatalogId(CatalogFieldText.starId)
  streamerId!: string;
}

export class VerifyPromoCodeQuery {
  @trimmed()
  @IsString({ message: ErrorText.errorVerifyingPromoCode })
  @Matches(PROMO_CODE_PATTERN, { message: ErrorText.errorVerifyingPromoCode })
  code!: string;

  /** The gig the code is for; left out with `liveSessionId` (a VIP place of that session). */
  @ValidateIf((query: VerifyPromoCodeQuery) => query.liveSessionId === undefined)
  @IsCatalogId(CatalogFieldText.gigId)
  gigId?: string;

  @IsOptional()
  @IsCatalogId(PaymentsFieldText.liveSessionId)
  liveSessionId?: string;

  /** The discount is worked out on the gig's price for this many players (1 when left out). */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: ErrorText.errorVerifyingPromoCode })
  @Min(1, { message: ErrorText.errorVerifyingPromoCode })
  @Max(100, { message: ErrorText.errorVerifyingPromoCode })
  numberOfPlayers?: number;
}

/** How a buyer pays: one of the active gateways, and an optional promo code. */
class CheckoutChoiceDto {
  @IsIn(['sandbox', 'wallet', 'stripe'], { message: PaymentsFieldText.provider })
  provider: CheckoutProviderName = 'sandbox';

  @IsOptional()
  @trimmed()
  @IsString({ message: ErrorText.errorVerifyingPromoCode })
  @Matches(PROMO_CODE_PATTERN, { message: ErrorText.errorVerifyingPromoCode })
  promoCode?: string;
}

/**
 * Spec POST /api/create-checkout-session: pay a held order; or, with a slot instead of an order, book and pay
 * in one request (the server gives the hold back when no checkout can be opened).
 */
export class CreateCheckoutSessionDto extends CheckoutChoiceDto {
  @ValidateIf((body: CreateCheckoutSessionDto) => body.slotId === undefined)
  @IsCatalogId(PaymentsFieldText.orderId)
  orderId?: string;

  @ValidateIf((body: CreateCheckoutSessionDto) => body.orderId === undefined && body.slotId !== undefined)
  @IsCatalogId(BookingFieldText.slotId)
  slotId?: string;

  @ValidateIf((body: CreateCheckoutSessionDto) => body.slotId !== undefined)
  @PlayersField()
  numberOfPlayers?: number;

  @ValidateIf((body: CreateCheckoutSessionDto) => body.slotId !== undefined)
  @GamerTagsField()
  gamerTags?: string[];
}

/** Spec POST /api/create-live-checkout-session: pay a held VIP place. */
export class CreateLiveCheckoutSessionDto extends CheckoutChoiceDto {
  @IsCatalogId(PaymentsFieldText.entryId)
  entryId!: string;
}

/** Spec POST /api/live-payment-success: the checkout session the buyer came back from. */
export class LivePaymentSuccessDto {
  @IsCatalogId(PaymentsFieldText.sessionId)
  sessionId!: string;
}

/** POST /api/checkout/cancel: the checkout the buyer came back from without paying. */
export class CancelCheckoutDto {
  @IsCatalogId(PaymentsFieldText.sessionId)
  sessionId!: string;
}

export class CheckoutSessionParams {
  @IsCatalogId(PaymentsFieldText.sessionId)
  sessionId!: string;
}

/** Money into the caller's wallet by card: minor units of a currency a wallet holds (payments checks the limits). */
export class WalletTopUpDto {
  @IsInt({ message: PaymentsFieldText.topUpAmount })
  @Min(1, { message: PaymentsFieldText.topUpAmount })
  @Max(InputLimits.amountMinorMax, { message: PaymentsFieldText.topUpAmount })
  amount!: number;

  @IsIn(Currencies, { message: PaymentsFieldText.currency })
  currency!: Currency;
}

/** What the buyer did on the sandbox's hosted page. */
export class SandboxOutcomeDto {
  @IsIn(['pay', 'fail'], { message: PaymentsFieldText.sandboxOutcome })
  outcome!: SandboxOutcome;
}

export class PaymentGatewayParams {
  @IsCatalogId(PaymentsFieldText.gatewayId)
  id!: string;
}

export class UpdatePaymentGatewayDto {
  @Given()
  @IsInt({ message: PaymentsFieldText.priority })
  @Min(0, { message: PaymentsFieldText.priority })
  @Max(InputLimits.paymentGatewayPriorityMax, { message: PaymentsFieldText.priority })
  priority?: number;

  @Given()
  @IsBoolean({ message: PaymentsFieldText.isActive })
  isActive?: boolean;
}
