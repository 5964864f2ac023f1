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
  verificationLinkTtlHours: 24,
  passwordResetTtlMinutes: 60,
  streamerPasswordSetupTtlHours: 72,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  passwordMinLength: 8,
  passwordMaxLength: 128,
} as const;

/** Usernames: 3 to 30 letters, digits, underscores or dots. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;
export const FULL_NAME_MAX_LENGTH = 100;
