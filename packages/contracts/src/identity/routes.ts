import type {
  AuthSession,
  ObsSession,
  DeletionRequestDto,
  DeletionRequestStatus,
  ModeratedStreamer,
  OAuthProvider,
  PendingEmailChange,
  PendingVerification,
  UserDto,
  EmailPreferencesDto,
} from './types';
import type { ReportStatus } from './moderation';
import type { AuditLogQuery } from '../audit/staff-actions';
import type { StaffListQuery } from './staff';
import type { Message, Page } from '../rpc';
import type { ResponseOf } from '../subjects';
import type { AdminStarSort } from './stars-admin';

import {
  GET,
  POST,
  PUT,
  DELETE,
  type Body,
  type QueryParams,
  type ActingFor,
  type PageQuery,
  type UserAnswer,
} from '../http-route';

/** Identity's REST routes (spec §7), grouped as the gateway's controllers are. */
export const identityRoutes = {
  accountModeration: {
    deletionRequests: GET('/api/admin/delete-requests').as<{
      response: Page<DeletionRequestDto>;
      query: PageQuery & { status?: DeletionRequestStatus };
    }>(),
    approveDeletion: POST('/api/admin/delete-requests/:id/approve').as<{ response: Message }>(),
    /** Ends the accounts' sessions and sockets at once and hides their gigs; settles their pending reports. */
    ban: POST('/api/admin/ban-users').as<{
      response: ResponseOf<'identity.banUsers'>;
      body: Body<'accountModeration', 'ban'>;
    }>(),
    unban: POST('/api/admin/unban-users').as<{
      response: ResponseOf<'identity.unbanUsers'>;
      body: Body<'accountModeration', 'unban'>;
    }>(),
    /** Accounts with reports in a status, grouped per account, newest report first (spec §7 Reports and bans). */
    reportedUsers: GET('/api/admin/reported-users').as<{
      response: ResponseOf<'identity.reportedUsers'>;
      query: PageQuery & { status?: ReportStatus };
    }>(),
    reviewReports: POST('/api/admin/reported-users/review').as<{
      response: ResponseOf<'identity.reviewReports'>;
      body: Body<'accountModeration', 'reviewReports'>;
    }>(),
    /** Bans in force, newest first. */
    bannedUsers: GET('/api/admin/banned-users').as<{
      response: ResponseOf<'identity.bannedUsers'>;
      query: PageQuery;
    }>(),
  },
  account: {
    report: POST('/api/post/report-user-account').as<{
      response: Message;
      body: Body<'account', 'report'>;
    }>(),
    requestDeletion: POST('/api/v1/user/auth/request-account-deletion').as<{
      response: Message;
      body: Body<'account', 'requestDeletion'>;
    }>(),
    unsubscribe: POST('/api/unsubscribe').as<{ response: Message; body: Body<'account', 'unsubscribe'> }>(),
    emailPreferences: GET('/api/user/email-preferences').as<{ response: EmailPreferencesDto }>(),
    setEmailPreferences: PUT('/api/user/email-preferences').as<{
      response: EmailPreferencesDto;
      body: Body<'account', 'setEmailPreferences'>;
    }>(),
  },
  emailChange: {
    change: POST('/api/auth/user/change-email/:id').as<{
      response: PendingEmailChange;
      body: Body<'emailChange', 'change'>;
    }>(),
    resend: POST('/api/auth/user/rechange-email/:id').as<{ response: PendingEmailChange }>(),
    verify: POST('/api/auth/change-email-verify_otp').as<{
      response: UserAnswer;
      body: Body<'emailChange', 'verify'>;
    }>(),
  },
  moderator: {
    moderatorDetails: GET('/api/v1/auth/get-moderator-details').as<{
      response: { streamers: ModeratedStreamer[] };
    }>(),
    allStreamersData: GET('/api/v1/moderator/get-all-streamers-data').as<{
      response: { streamers: ModeratedStreamer[] };
      query: QueryParams;
    }>(),
    verifyObsCode: POST('/api/obs/verify-code').as<{
      response: ObsSession;
      body: Body<'moderator', 'verifyObsCode'>;
    }>(),
  },
  /** Appointing moderators (issue 33): the streamer's side, the invitee's and moderator's side, and staff's. */
  moderatorAppointments: {
    list: GET('/api/streamer/moderators').as<{ response: ResponseOf<'identity.streamerModerators'> }>(),
    invite: POST('/api/streamer/moderators/invitations').as<{
      response: ResponseOf<'identity.inviteModerator'>;
      body: Body<'moderatorAppointments', 'invite'>;
    }>(),
    cancelInvitation: DELETE('/api/streamer/moderators/invitations/:id').as<{ response: Message }>(),
    remove: DELETE('/api/streamer/moderators/:moderatorId').as<{ response: Message }>(),
    myInvitations: GET('/api/user/moderator-invitations').as<{
      response: ResponseOf<'identity.myModeratorInvitations'>;
    }>(),
    accept: POST('/api/user/moderator-invitations/:id/accept').as<{ response: Message }>(),
    decline: POST('/api/user/moderator-invitations/:id/decline').as<{ response: Message }>(),
    leave: DELETE('/api/user/moderated-streamers/:streamerId').as<{ response: Message }>(),
  },
  adminModerators: {
    list: GET('/api/admin/influencers/:id/moderators').as<{
      response: ResponseOf<'identity.adminStreamerModerators'>;
    }>(),
    appoint: POST('/api/admin/influencers/:id/moderators').as<{
      response: ResponseOf<'identity.appointModerator'>;
      body: Body<'adminModerators', 'appoint'>;
    }>(),
    dismiss: DELETE('/api/admin/influencers/:id/moderators/:moderatorId').as<{ response: Message }>(),
  },
  password: {
    forgot: POST('/api/auth/forgot_password').as<{ response: Message; body: Body<'password', 'forgot'> }>(),
    reset: POST('/api/auth/reset_password/:token').as<{
      response: Message;
      body: Body<'password', 'reset'>;
    }>(),
    change: POST('/auth/change_password').as<{ response: Message; body: Body<'password', 'change'> }>(),
    setStreamerPassword: POST('/api/auth/set-streamer-password').as<{
      response: Message;
      body: Body<'password', 'setStreamerPassword'>;
    }>(),
  },
  profileEdit: {
    updateUser: POST('/api/update_user').as<{
      response: UserAnswer;
      body: Body<'profileEdit', 'updateUser'>;
    }>(),
    updateGamerTags: POST('/api/update_user_gamerTag').as<{
      response: UserAnswer;
      body: Body<'profileEdit', 'updateGamerTags'>;
    }>(),
    updateBio: POST('/api/update_user_bio').as<{
      response: UserAnswer;
      body: Body<'profileEdit', 'updateBio'>;
    }>(),
    updateSocialLinks: POST('/api/update-social-links').as<{
      response: UserAnswer;
      body: Body<'profileEdit', 'updateSocialLinks'>;
      query: ActingFor;
    }>(),
    deleteSocialLink: DELETE('/api/social-links/:platform').as<{ response: UserAnswer; query: ActingFor }>(),
    updateProfilePicture: POST('/api/edit/profile_picture').as<{
      response: UserAnswer;
      body: FormData;
      query: ActingFor;
    }>(),
    updateInfluencerProfile: POST('/api/influencer/profile/update').as<{
      response: UserAnswer;
      body: FormData;
      query: ActingFor;
    }>(),
  },
  /** Onboarding and bank details (forms with files: FormData), for a streamer or their moderator. */
  onboarding: {
    submit: POST('/api/post/streamer/onboard').as<{
      response: Omit<ResponseOf<'identity.submitOnboarding'>, 'replacedStorageKeys'>;
      body: FormData;
      query: ActingFor;
    }>(),
    addBankDetails: POST('/api/v1/streamer/add-bank-details').as<{
      response: Omit<ResponseOf<'identity.addBankDetails'>, 'replacedStorageKeys'>;
      body: FormData;
      query: ActingFor;
    }>(),
    status: GET('/api/v1/streamer-bank-details-submission-status').as<{
      response: ResponseOf<'identity.onboardingStatus'>;
      query: ActingFor;
    }>(),
    terms: GET('/api/v1/streamer/onboarding-bank-details-terms-and-conditions').as<{
      response: ResponseOf<'identity.onboardingTerms'>;
      query: ActingFor;
    }>(),
    /** The document's bytes (PDF, PNG or JPEG), for download. */
    document: GET('/api/v1/streamer/onboarding-documents/:id').as<{ response: Blob }>(),
  },
  profile: {
    currentUser: GET('/api/current_user').as<{ response: UserDto }>(),
    updatedUser: POST('/api/updated_user').as<{ response: UserDto }>(),
    saveEmail: POST('/api/auth/user/save-email/:id').as<{
      response: UserAnswer;
      body: Body<'profile', 'saveEmail'>;
    }>(),
    saveCountry: POST('/api/auth/user/save-country/:id').as<{
      response: AuthSession;
      body: Body<'profile', 'saveCountry'>;
    }>(),
    storeUserIp: POST('/api/post/store-user-ip').as<{ response: unknown }>(),
  },
  registration: {
    signup: POST('/auth/signup').as<{
      response: PendingVerification;
      body: Body<'registration', 'signup'>;
    }>(),
    /** Proving the email signs the new user in: the answer is a login's, with the spec's message. */
    verifyLink: POST('/api/auth/verify/:token').as<{ response: AuthSession & Message }>(),
    verifyOtp: POST('/api/auth/verify_otp').as<{
      response: AuthSession & Message;
      body: Body<'registration', 'verifyOtp'>;
    }>(),
    /** `token` names the new pending verification when the server issued one. */
    resend: POST('/api/auth/resend/verification').as<{
      response: Message & { token?: string };
      body: Body<'registration', 'resend'>;
    }>(),
  },
  session: {
    login: POST('/auth/login').as<{ response: AuthSession; body: { email: string; password: string } }>(),
    adminLogin: POST('/api/admin/login').as<{
      response: AuthSession;
      body: Body<'session', 'adminLogin'>;
    }>(),
    refresh: POST('/api/auth/refresh-token').as<{
      response: AuthSession;
      body: Body<'session', 'refresh'>;
    }>(),
    generateNewToken: POST('/api/auth/generate-new-token').as<{
      response: AuthSession;
      body: { refreshToken: string };
    }>(),
    logout: GET('/api/logout').as<{ response: Message }>(),
  },
  /** The team (spec §6 /admin/user-management and /admin/manage-permissions). */
  staff: {
    list: GET('/api/admin/staff').as<{
      response: ResponseOf<'identity.staffMembers'>;
      query: StaffListQuery & QueryParams;
    }>(),
    /** Creates the account with its role and grants and mails the link to choose a password. */
    invite: POST('/api/admin/staff').as<{
      response: ResponseOf<'identity.inviteStaff'>;
      body: Body<'staff', 'invite'>;
    }>(),
    changeRole: PUT('/api/admin/staff/:id/role').as<{
      response: ResponseOf<'identity.changeStaffRole'>;
      body: Body<'staff', 'changeRole'>;
    }>(),
    /** Deactivating ends the member's sessions at once; the last active admin can't be deactivated. */
    setActive: PUT('/api/admin/staff/:id/active').as<{
      response: ResponseOf<'identity.setStaffActive'>;
      body: Body<'staff', 'setActive'>;
    }>(),
    /** Replaces every grant of the member. */
    setPermissions: PUT('/api/admin/staff/:id/permissions').as<{
      response: ResponseOf<'identity.setStaffPermissions'>;
      body: Body<'staff', 'setPermissions'>;
    }>(),
  },
  /** Every staff write, newest first (issue 17 item 8). */
  auditLog: {
    list: GET('/api/admin/audit-log').as<{
      response: ResponseOf<'identity.auditLog'>;
      query: AuditLogQuery & QueryParams;
    }>(),
  },
  /** Staff: stars (spec §7 Admin Influencers; /admin/influencer, /admin/add-influencer/). */
  adminStars: {
    list: GET('/api/admin/influencers').as<{
      response: ResponseOf<'identity.adminStars'>;
      query: PageQuery & { search?: string; sort?: AdminStarSort };
    }>(),
    get: GET('/api/admin/influencers/:id').as<{ response: ResponseOf<'identity.adminStar'> }>(),
    register: POST('/api/admin/influencers').as<{
      response: ResponseOf<'identity.registerStar'>;
      body: Body<'adminStars', 'register'>;
    }>(),
    update: PUT('/api/admin/influencers/:id').as<{
      response: ResponseOf<'identity.updateStar'>;
      body: Body<'adminStars', 'update'>;
    }>(),
    showAtLanding: PUT('/api/admin/influencers/:id/show-at-landing').as<{
      response: ResponseOf<'identity.setStarShowAtLanding'>;
      body: Body<'adminStars', 'showAtLanding'>;
    }>(),
    remove: DELETE('/api/admin/influencers/:id').as<{ response: Message }>(),
  },
  /** Staff: onboarding verification (/admin/verify-onboarding-details) and signed agreements (/admin/streamer-agreement). */
  adminOnboarding: {
    submissions: GET('/api/admin/onboarding-submissions').as<{
      response: ResponseOf<'identity.onboardingSubmissions'>;
      query: PageQuery & { status?: 'submitted' | 'verified' };
    }>(),
    verify: POST('/api/admin/onboarding-submissions/verify').as<{
      response: ResponseOf<'identity.verifyOnboarding'>;
      body: Body<'adminOnboarding', 'verify'>;
    }>(),
    agreements: GET('/api/admin/streamer-agreements').as<{
      response: ResponseOf<'identity.streamerAgreements'>;
      query: PageQuery;
    }>(),
  },
  socialSignIn: {
    providers: GET('/api/auth/providers').as<{ response: Record<OAuthProvider, boolean> }>(),
    /** Browser redirects to the provider, not JSON calls. */
    google: GET('/api/auth/google').as<{ query: QueryParams }>(),
    discord: GET('/api/auth/discord').as<{ query: QueryParams }>(),
    googleCallback: GET('/api/auth/google/callback').as<{ query: QueryParams }>(),
    discordCallback: GET('/api/auth/discord/callback').as<{ query: QueryParams }>(),
  },
} as const;
