import type { Actor, Message, Page, PageRequest } from '../rpc';
import type { OnboardingDocumentDto, OnboardingStatus, OnboardingSubmissionDto } from './onboarding';

/** Sorts of the admin stars list (spec §9: fullName_asc by default). */
export const AdminStarSorts = ['fullName_asc', 'fullName_desc', 'createdAt_desc', 'createdAt_asc'] as const;
export type AdminStarSort = (typeof AdminStarSorts)[number];
export const DEFAULT_ADMIN_STAR_SORT: AdminStarSort = 'fullName_asc';

/** Spec §3 "Admin influencer list preferences". */
export interface AdminStarListQuery {
  page?: number;
  limit?: number;
  search?: string;
  sort?: AdminStarSort;
}

/** A row of the admin stars list: identity's account with catalog's landing flag and gig count. */
export interface AdminStarDto {
  _id: string;
  fullName: string;
  username: string;
  email: string | null;
  billingCountry: string | null;
  isLive: boolean;
  /** The onboarding submission's state, null when the streamer has submitted nothing. */
  onboardingStatus: OnboardingStatus | null;
  /** Whether the landing page's star row shows them (catalog's flag). */
  showAtLanding: boolean;
  /** Has the streamer chosen a password (a star registered by staff has none until they follow the mail). */
  hasPassword: boolean;
  createdAt: string;
}

/** The admin star page: the account, its gig count and where its onboarding stands. */
export interface AdminStarDetailDto extends AdminStarDto {
  bio: string | null;
  profession: string | null;
  imageUrl: string | null;
  gigsCount: number;
  onboarding: OnboardingSubmissionDto | null;
}

/** Staff register a star (spec §7 Admin Influencers "register"): no password, the mail sets it. */
export interface RegisterStarInput {
  fullName: string;
  username: string;
  email: string;
  /** ISO 3166 alpha-2; decides the star's currency (IN → INR, else USD). */
  country: string;
}

/** Staff edit a star's public profile; an absent field is unchanged, an empty bio or profession clears it. */
export interface UpdateStarInput {
  fullName?: string;
  username?: string;
  bio?: string;
  profession?: string;
  country?: string;
}

/** Submissions listed for staff, newest first; `status` narrows the list. */
export interface OnboardingSubmissionsQuery {
  page?: number;
  limit?: number;
  status?: OnboardingStatus;
}

/** An onboarding submission as staff see it: whose it is, with the fields (bank numbers masked). */
export interface AdminOnboardingSubmissionDto extends OnboardingSubmissionDto {
  streamerId: string;
  streamerUsername: string;
  streamerEmail: string | null;
  verifiedBy: string | null;
}

/** A signed agreement (spec /admin/streamer-agreement): who handed it in, when, and where it stands. */
export interface StreamerAgreementDto {
  streamerId: string;
  streamerUsername: string;
  fullName: string;
  signedAgreement: OnboardingDocumentDto;
  /** The onboarding terms in force when they submitted are not versioned; the submission time dates them. */
  submittedAt: string;
  status: OnboardingStatus;
  verifiedAt: string | null;
}

/** The landing flag and public gig count catalog keeps per star. */
export interface StarCatalogFacts {
  _id: string;
  showAtLanding: boolean;
  gigsCount: number;
}

export interface StarsAdminSubjects {
  /** Staff with Influencers read. */
  'identity.adminStars': {
    req: Actor & PageRequest & { search?: string; sort?: AdminStarSort };
    res: Page<AdminStarDto>;
  };
  'identity.adminStar': { req: Actor & { id: string }; res: AdminStarDetailDto };
  /** Staff with Influencers write: the account without a password; the set-password link is mailed. */
  'identity.registerStar': { req: Actor & RegisterStarInput; res: Message & { star: AdminStarDetailDto } };
  'identity.updateStar': {
    req: Actor & { id: string } & UpdateStarInput;
    res: Message & { star: AdminStarDetailDto };
  };
  'identity.setStarShowAtLanding': {
    req: Actor & { id: string; showAtLanding: boolean };
    res: Message & { star: AdminStarDetailDto };
  };
  /** Deactivates the star: their page, gigs and sign-in go; orders and payouts stay. */
  'identity.removeStar': { req: Actor & { id: string }; res: Message };
  /** Staff with Onboarding read. */
  'identity.onboardingSubmissions': {
    req: Actor & PageRequest & { status?: OnboardingStatus };
    res: Page<AdminOnboardingSubmissionDto>;
  };
  /** Staff with Onboarding write: verifies every submitted one of `streamerIds` in one transaction. */
  'identity.verifyOnboarding': {
    req: Actor & { streamerIds: string[] };
    res: Message & { verified: string[]; alreadyVerified: string[] };
  };
  'identity.streamerAgreements': { req: Actor & PageRequest; res: Page<StreamerAgreementDto> };

  /** Internal (identity → catalog): the landing flag and gig count of these stars. */
  'catalog.starCatalogFacts': { req: { ids: string[] }; res: StarCatalogFacts[] };
  /** Internal (identity → catalog, after identity checked Influencers write): sets the landing flag, audited. */
  'catalog.setShowAtLanding': {
    req: { actorId: string; starId: string; showAtLanding: boolean };
    res: StarCatalogFacts;
  };
}

/** Facts about onboarding that other services act on (JetStream, through identity's outbox). */
export const OnboardingEventSubjects = {
  onboardingVerified: 'events.identity.onboarding-verified',
} as const;
export type { OnboardingVerifiedEvent } from '../schema/domain-events';

/** The streamer's in-app notice when staff verify their onboarding. */
export const ONBOARDING_VERIFIED_TITLE = 'Your onboarding details are verified';
