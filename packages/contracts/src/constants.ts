/** Business constants and limits of spec §9. */

export const TOAST_DURATION_MS = 3000;
export const TOAST_EXIT_MS = 300;
export const FAVORITE_DEBOUNCE_MS = 1000;
export const SEARCH_DEBOUNCE_MS = 500;
export const REQUIREMENTS_DEBOUNCE_MS = 500;

export const PayoutTaxDefaults = {
  indirectTaxPercent: 18,
  platformFeeIndirectTaxPercent: 18,
  tdsPercent: 0.1,
} as const;

export const LivePriceMinimumDefaults = { INR: 100, USD: 5 } as const;
export const LivePriceConfigKeys = {
  INR: 'MINIMUM_GIG_LIVE_PRICE_INR',
  USD: 'MINIMUM_GIG_LIVE_PRICE_USD',
} as const;

/** The lowest gig price (major units) when configuration is missing: below it the platform fee rounds to nothing. */
export const GigPriceMinimumDefaults = { INR: 10, USD: 1 } as const;
export const GigPriceConfigKeys = {
  INR: 'MINIMUM_GIG_PRICE_INR',
  USD: 'MINIMUM_GIG_PRICE_USD',
} as const;

export const TextLimits = {
  titleMax: 70,
  titleWarnAbove: 50,
  embeddedTitleCut: 69,
  descriptionHintMin: 500,
  descriptionHintMax: 3000,
  readMoreThreshold: 300,
  thumbnailRatio: 16 / 9,
} as const;

export const PageSizes = {
  stars: 21,
  games: 21,
  products: 15,
  sessions: 6,
  queues: 10,
  queuesLarge: 15,
  slotUsers: 4,
  upcomingSlots: 5,
  orders: 10,
  monthlyOrdersFirstPage: 15,
  paginatedProducts: 10,
  admin: 10,
  reportedAndBanned: 10,
  /** GET /api/get/notifications pages; the realtime notificationsList sends this many newest. */
  notifications: 20,
  notificationsList: 50,
  /** The header search's suggestions, the hashtag list, and the landing's most popular stars and gigs. */
  suggestions: 8,
  hashTags: 20,
  mostPopular: 10,
  blogs: { latest: 5, popular: 4, trending: 5, staffPicks: 5, featured: 3, author: 4 },
} as const;

export const AdminInfluencerListDefaults = { page: 1, limit: 10, sort: 'fullName_asc' } as const;
export const PayoutHistorySort = 'created_desc';
export const PlayedValidationSort = 'updated_desc';
export const PlayedValidationDefaultRangeDays = 25;

export const EarningsWindowsDays = [7, 30, 90] as const;

export const BankCodeTypes = [
  'SWIFT',
  'IBAN',
  'Routing Number',
  'Sort Code',
  'IFSC Code',
  'Bank Code',
] as const;
export type BankCodeType = (typeof BankCodeTypes)[number];
export const OnboardingBankOptions = [
  'SWIFT Code',
  'IBAN',
  'Routing Number',
  'Sort Code',
  'IFSC Code',
  'Bank Code',
] as const;

export const NotificationLimits = {
  popupMs: 10_000,
  listTitleMax: 40,
  popupTitleMax: 30,
  suggestionNameMax: 20,
  skeletonRows: 5,
  popoverMaxHeightPx: 400,
} as const;

export const EARLY_ACCESS_COUNTDOWN_S = 120;
export const EARLY_ACCESS_MIN_PAGE_HEIGHT = 630;
export const LANDING_WELCOME_ADVANCE_MS = 2500;

export const CURRENCY_REFRESH_DEFAULT_MS = 24 * 60 * 60 * 1000;
export const LOCATION_CACHE_MS = 24 * 60 * 60 * 1000;

export const PlatformNames = ['PlayStation', 'Nintendo Switch', 'XBOX', 'PC', 'Android', 'iOS'] as const;
export const MOBILE_PLATFORMS_LABEL = 'Android/iOS';

/** Account security limits (not in the spec; see docs/decisions.md). */
export const AuthLimits = {
  otpDigits: 6,
  otpTtlMinutes: 15,
  otpMaxAttempts: 5,
  /** Mails with a code or link (verification, reset, email change) to one address per clock hour. */
  codeMailsPerAddressPerHour: 5,
  verificationLinkTtlHours: 24,
  passwordResetTtlMinutes: 60,
  streamerPasswordSetupTtlHours: 72,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  /** An OBS code's sign-in: one access token for a stream, never renewed (no refresh token). */
  obsSessionTtlSeconds: 24 * 60 * 60,
  passwordMinLength: 8,
  passwordMaxLength: 128,
} as const;

/** Usernames: 3 to 30 letters, digits, underscores or dots. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;
export const FULL_NAME_MAX_LENGTH = 100;

/**
 * Upper bounds on input the spec leaves open (see docs/decisions.md): one value per rule, read by the gateway's
 * DTOs, the owning service's rules and the web forms alike.
 */
export const InputLimits = {
  lobbyCodeMax: 100,
  slotSeatsMax: 100,
  slotRepeatWeeksMax: 52,
  /** How far back a streamer's slot history reaches, in days. */
  slotPastDaysMax: 31,
  gigPriceMax: 1_000_000,
  gigDescriptionMax: 10_000,
  tagsMax: 20,
  tagMax: 50,
  requirementsMax: 20,
  requirementMax: 200,
  linkMax: 500,
  imageUrlMax: 500,
  fileNameMax: 200,
  searchTermMax: 100,
  starNameMax: 100,
  suggestionsMax: 20,
  hashTagsMax: 100,
  mostPopularMax: 50,
  /** An email address (RFC 5321's 320 characters). */
  emailMax: 320,
  /** The website-access password (spec §6). */
  sitePasswordMin: 4,
  sitePasswordMax: 128,
  gameNameMax: 100,
  gameDescriptionMax: 5000,
  gameModeNameMax: 60,
  /** A game mode lasts at most a day (minutes). */
  gameModeMinutesMax: 24 * 60,
  gameModePlayersMax: 100,
  platformNameMax: 50,
  bannerTitleMax: 120,
  bannerSubtitleMax: 240,
  usersPerCallMax: 100,
  discordWebhookUrlMax: 512,
  promoCodeUsesMax: 1_000_000,
  promoCodeGigsMax: 100,
  /** Onboarding documents (bank statement, signed agreement, cancelled cheque): PDF, PNG or JPEG. */
  onboardingDocumentMaxBytes: 5 * 1024 * 1024,
  /** Far above any real price, far below 2^53. */
  amountMinorMax: 1_000_000_000_000,
  /** A wallet movement's idempotency key (a session id, `refund:…`, a payout's key). */
  idempotencyKeyMax: 200,
  /** Payment gateways are offered by priority, 0 first. */
  paymentGatewayPriorityMax: 1000,
  /** How many live sessions one list asks for. */
  liveSessionListMax: 100,
  /** A Stripe webhook delivery's body (Stripe's events are a few kilobytes) and its Stripe-Signature header. */
  stripeWebhookBytesMax: 1024 * 1024,
  stripeSignatureMax: 4096,
} as const;

/** A promo code: 3 to 32 letters, digits, underscores or hyphens. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const PROMO_CODE_MAX_LENGTH = 32;
