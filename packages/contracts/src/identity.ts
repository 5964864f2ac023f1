import type { Currency } from './currency';
import type { Role, StaffPermission } from './roles';

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
    images: { url: string | null };
    isLive: boolean;
    upcomingSlot: string | null;
  };
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

/** Claims of an access token. `fam` names the refresh-token family (one per sign-in). */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  fam: string;
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
