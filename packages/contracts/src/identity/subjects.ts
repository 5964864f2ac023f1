import type { Actor, Message, Page, PageRequest, Ping } from '../rpc';
import type {
  EmailPreferencesDto,
  ContactDto,
  AuthSession,
  ObsSession,
  ObsSessionDto,
  AuthState,
  DeletionRequestDto,
  GamerTagInput,
  InfluencerProfilePatch,
  ModeratedStreamer,
  ModeratedStreamersQuery,
  OAuthProfile,
  OAuthSession,
  PendingEmailChange,
  ProfilePatch,
  SocialLink,
  SocialPlatform,
  PendingVerification,
  SignupRequest,
  TokenPair,
  UserDto,
} from './types';

/** Identity's request subjects: accounts, credentials, sessions, profiles, reports and deletion. */
export interface IdentitySubjects {
  'identity.ping': Ping;
  'identity.signup': { req: SignupRequest; res: PendingVerification };
  /** Proving the email signs the new user in: the answer carries a session, as a login's does. */
  'identity.verifyEmailLink': { req: { token: string }; res: Message & AuthSession };
  'identity.verifyEmailOtp': { req: { token: string; otp: string }; res: Message & AuthSession };
  'identity.resendVerification': { req: { email: string }; res: Message & { token?: string } };
  'identity.login': { req: { identifier: string; password: string }; res: AuthSession };
  'identity.adminLogin': { req: { username: string; password: string }; res: AuthSession };
  'identity.currentUser': { req: Actor; res: UserDto };
  'identity.getUser': { req: Actor & { id: string }; res: UserDto };
  'identity.authState': { req: { userId: string; familyId: string }; res: AuthState };
  'identity.logout': { req: Actor & { familyId: string }; res: Message };
  'identity.refreshToken': { req: { refreshToken: string }; res: TokenPair };
  'identity.generateNewToken': { req: Actor & { familyId: string }; res: { accessToken: string } };
  'identity.forgotPassword': { req: { email: string }; res: Message };
  'identity.resetPassword': { req: { token: string; newPassword: string }; res: Message };
  'identity.changePassword': {
    /** `familyId`: the caller's sign-in, the one session the change keeps. */
    req: Actor & { familyId: string; oldPassword: string; newPassword: string };
    res: Message;
  };
  'identity.setStreamerPassword': { req: { email: string; token: string; password: string }; res: Message };
  'identity.saveEmail': { req: Actor & { id: string; email: string }; res: Message & { user: UserDto } };
  'identity.saveCountry': {
    req: Actor & { id: string; billingCountry: string; familyId: string | null };
    res: TokenPair & { user: UserDto };
  };
  /** The moderator's streamers (in the order they were given), optionally filtered, searched and sorted. */
  'identity.moderatorDetails': {
    req: Actor & ModeratedStreamersQuery;
    res: { streamers: ModeratedStreamer[] };
  };
  /**
   * Internal (an OBS code was redeemed by live): a new OBS-scoped sign-in for that streamer (one access token
   * for a stream, no refresh token). Refused like a login for a banned or inactive account.
   */
  'identity.signInRedeemedStreamer': { req: { streamerId: string }; res: ObsSession };
  /** The streamer's OBS sign-ins still in force. */
  'identity.obsSessions': { req: { userId: string }; res: { sessions: ObsSessionDto[] } };
  /** The streamer (or their moderator, for them) ends one of the streamer's OBS sign-ins and its sockets. */
  'identity.revokeObsSession': { req: { userId: string; id: string }; res: Message };
  'identity.storeUserIp': { req: { userId: string | null; ip: string }; res: { ip: string } };

  'identity.oauthSignIn': { req: OAuthProfile; res: OAuthSession };

  'identity.changeEmail': { req: Actor & { id: string; email: string }; res: PendingEmailChange };
  'identity.resendEmailChange': { req: Actor & { id: string }; res: PendingEmailChange };
  'identity.verifyEmailChange': {
    req: { token: string; email: string; otp: string };
    res: Message & { user: UserDto };
  };

  'identity.updateUser': { req: Actor & ProfilePatch; res: Message & { user: UserDto } };
  'identity.updateGamerTags': {
    req: Actor & { gamerTags: GamerTagInput[] };
    res: Message & { user: UserDto };
  };
  'identity.updateBio': { req: Actor & { bio: string }; res: Message & { user: UserDto } };
  'identity.updateSocialLinks': {
    req: Actor & { updatedLinks: SocialLink[] };
    res: Message & { user: UserDto };
  };
  'identity.deleteSocialLink': {
    req: Actor & { platform: SocialPlatform };
    res: Message & { user: UserDto };
  };
  'identity.updateProfilePicture': { req: Actor & { imageUrl: string }; res: Message & { user: UserDto } };
  /** `userId` is the streamer acted for (the gateway resolves a moderator's streamerId). */
  'identity.updateInfluencerProfile': {
    req: Actor & InfluencerProfilePatch;
    res: Message & { user: UserDto };
  };

  'identity.reportUser': { req: Actor & { reportedUserId: string; reason: string }; res: Message };
  /** Staff with 'Banned Users' write; the gateway checks it and identity checks it again. */
  'identity.banUsers': {
    req: Actor & { userIds: string[]; reason: string };
    res: Message & { userIds: string[] };
  };
  'identity.unbanUsers': { req: Actor & { userIds: string[] }; res: Message & { userIds: string[] } };

  'identity.requestAccountDeletion': { req: Actor & { reason: string }; res: Message };
  'identity.listDeletionRequests': {
    req: Actor & PageRequest & { status?: 'pending' | 'approved' };
    res: Page<DeletionRequestDto>;
  };
  'identity.approveAccountDeletion': { req: Actor & { requestId: string }; res: Message };

  /** Signed link from a marketing mail; no sign-in needed. */
  'identity.unsubscribe': { req: { email: string; signature: string }; res: Message };
  /** The caller's own email preferences (the marketing opt-out of their address). */
  'identity.emailPreferences': { req: Actor; res: EmailPreferencesDto };
  'identity.setEmailPreferences': { req: Actor & EmailPreferencesDto; res: EmailPreferencesDto };
  /**
   * Internal (notifications): how to reach people, for those of `userIds` who have an active account. Marketing
   * mail goes only to those with `marketingOptOut` false, and carries their `unsubscribeUrl`.
   */
  'identity.contacts': { req: { userIds: string[] }; res: ContactDto[] };
}
