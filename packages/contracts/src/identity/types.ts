import type { Currency } from '../currency';
import type { Role, StaffPermission } from '../roles';

/** A gamer tag a fan plays under on one platform. */
export interface GamerTag {
  _id: string;
  platform: string;
  gamerTag: string;
}

/** A streamer as a moderator sees them (spec §3 "Moderator data"). */
export interface ModeratedStreamer {
  streamerId: {
    _id: string;
    username: string;
    fullName: string;
    images: { url: string | null };
    isLive: boolean;
    _live_session_id: string | null;
    /** The currency the streamer's prices and promo amounts are in. */
    baseCurrency: Currency;
    /** Start (ISO) of the streamer's next slot; the gateway adds it from booking. */
    upcomingSlot: string | null;
  };
}

/** Spec get-all-streamers-data: `filter` live or offline (else all), `searchTerm` in username or name. */
export interface ModeratedStreamersQuery {
  sortBy?: 'name' | 'live';
  filter?: 'all' | 'live' | 'offline';
  searchTerm?: string;
}

/** The user as JSON (spec §3 "User"). Only ever sent to the user themself or to staff. */
export interface UserDto {
  _id: string;
  fullName: string;
  username: string;
  email: string | null;
  baseCurrency: Currency;
  billingCountry: string | null;
  favorites: { gigs: string[]; stars: string[]; games: string[] };
  role: Role;
  isActive: boolean;
  isVerified: boolean;
  isInfluencer: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  isLive: boolean;
  _live_session_id: string | null;
  modStreamers: string[];
  images: { url: string | null };
  gamerTags: GamerTag[];
  bio: string | null;
  profession: string | null;
  socialLinks: SocialLink[];
  permissions: StaffPermission[];
  createdAt: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface AuthSession extends TokenPair {
  user: UserDto;
}

/**
 * What a sign-in may reach. 'obs': an OBS code's sign-in, limited to the overlay and the OBS dock's routes (the
 * live session, its queue, the signed-in user), without a refresh token.
 */
export type SessionScope = 'obs';

/** Claims of an access token. `fam` names the refresh-token family (one per sign-in); `scope` limits its reach. */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  fam: string;
  scope?: SessionScope;
}

/** One of a streamer's OBS sign-ins still in force, as the OBS setup page lists it. */
export interface ObsSessionDto {
  id: string;
  signedInAt: string;
  expiresAt: string;
}

/** An OBS code's sign-in: an access token for one stream and no refresh token. */
export interface ObsSession {
  accessToken: string;
  user: UserDto;
}

/** What the gateway needs on every authenticated request; read live so a ban takes effect at once. */
export interface AuthState {
  userId: string;
  role: Role;
  isActive: boolean;
  isBanned: boolean;
  permissions: StaffPermission[];
  modStreamers: string[];
  familyRevoked: boolean;
}

export interface SignupRequest {
  email: string;
  username: string;
  fullName: string;
  password: string;
}

/** `token` identifies the pending verification for the OTP page; it is not proof of owning the email. */
export interface PendingVerification {
  message: string;
  token: string;
  email: string;
}

export const OAuthProviders = ['google', 'discord'] as const;
export type OAuthProvider = (typeof OAuthProviders)[number];

/** What a social sign-in provider told us about the person, after the gateway finished the OAuth dance. */
export interface OAuthProfile {
  provider: OAuthProvider;
  providerUserId: string;
  /** Null when the provider gave none (Discord without the email scope, for example). */
  email: string | null;
  /** Only a provider-verified email may link to an existing account. */
  emailVerified: boolean;
  fullName: string;
  imageUrl: string | null;
}

/** A social sign-in: the session plus what the person must still give before using the site. */
export interface OAuthSession extends AuthSession {
  isNewUser: boolean;
  needsEmail: boolean;
  needsCountry: boolean;
}

export const SocialPlatforms = [
  'youtube',
  'twitch',
  'instagram',
  'x',
  'tiktok',
  'discord',
  'facebook',
  'kick',
] as const;
export type SocialPlatform = (typeof SocialPlatforms)[number];

export interface SocialLink {
  platform: SocialPlatform;
  url: string;
}

/** A gamer tag as a client sends it: one per platform. */
export interface GamerTagInput {
  platform: string;
  gamerTag: string;
}

export interface ProfilePatch {
  fullName?: string;
  username?: string;
}

/** Spec §3 "Influencer profile". */
export interface InfluencerProfilePatch {
  fullName?: string;
  bio?: string;
  profession?: string;
  imageUrl?: string;
}

export type DeletionRequestStatus = 'pending' | 'approved';

export interface DeletionRequestDto {
  _id: string;
  userId: string;
  username: string;
  email: string | null;
  reason: string;
  status: DeletionRequestStatus;
  createdAt: string;
  decidedAt: string | null;
}

export interface PendingEmailChange {
  message: string;
  /** Public id of the pending change, carried by /change-email/verifyotp/{token}/{email}. */
  token: string;
  email: string;
}

/** Limits on profile fields (not in the spec; see docs/decisions.md). */
export const ProfileLimits = {
  bioMax: 1000,
  professionMax: 80,
  gamerTagMax: 50,
  socialUrlMax: 300,
  reportReasonMax: 1000,
  deletionReasonMax: 1000,
  profilePictureMaxBytes: 5 * 1024 * 1024,
  profilePictureSizePx: 512,
} as const;

/**
 * The caller's email preferences: only marketing mail (new slots from creators they follow) can be turned off;
 * bookings, reminders, refunds and account mails always go out.
 */
export interface EmailPreferencesDto {
  marketing: boolean;
}

/** What notifications needs to address a person (identity.contacts). */
export interface ContactDto {
  userId: string;
  email: string;
  fullName: string;
  username: string;
  imageUrl: string | null;
  marketingOptOut: boolean;
  unsubscribeUrl: string;
}
