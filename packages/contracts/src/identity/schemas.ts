import { z } from 'zod';
import isEmail from 'validator/lib/isEmail';
import { AuthLimits, FULL_NAME_MAX_LENGTH, InputLimits, USERNAME_PATTERN } from '../constants';
import { LiveText } from '../live/texts';
import { StaffRoles, StaffServices } from '../roles';
import { AccountFieldText, AccountText, AuthText, ErrorText, ValidationText } from '../texts';
import { id, isoDateTime, message, oneOf, optional, pageQuery, pattern } from '../schema/fields';
import { ModerationLimits, ReportStatuses } from './moderation';
import { ModeratorLimits, ModeratorText } from './moderator-appointments';
import { StaffLimits, StaffText } from './staff';
import { AdminStarSorts } from './stars-admin';
import { ProfileLimits, SocialPlatforms } from './types';

/**
 * Identity's requests: shapes and upper bounds, each field with the text the client shows. Identity owns the
 * rules (who may moderate, gamer-tag platforms, link format, an empty value removing an entry) and answers them
 * with the same texts. Text is taken as sent (not trimmed) unless a field says so.
 */

const MAX_EMAIL_LENGTH = 254;
const MAX_TOKEN_LENGTH = 512;
const MAX_SIGNATURE_LENGTH = 512;
const MAX_LIST_LENGTH = 50;
const MAX_PLATFORM_LENGTH = 50;

/** Text as sent, at most `max` characters; `min` 1 refuses the empty text. */
const sized = (max: number, message: string, min = 0) =>
  z.string({ error: message }).min(min, message).max(max, message);

/** Given text: not empty, at most `max` characters; a longer one is refused with `tooLong` when it has its own text. */
const givenText = (max: number, message: string, tooLong: string = message) =>
  z.string({ error: message }).min(1, message).max(max, tooLong);

/** An account's email address (validator's isEmail, as the accounts' forms always took). */
export const accountEmail = z
  .string({ error: AccountFieldText.invalidEmail })
  .refine((value) => isEmail(value), AccountFieldText.invalidEmail)
  .refine((value) => value.length <= MAX_EMAIL_LENGTH, AccountFieldText.invalidEmail);

export const username = pattern(USERNAME_PATTERN, AccountFieldText.username);
export const fullName = sized(FULL_NAME_MAX_LENGTH, AccountFieldText.fullName, 1);
const bio = sized(ProfileLimits.bioMax, AccountFieldText.bioTooLong);
const profession = sized(ProfileLimits.professionMax, AccountFieldText.professionTooLong);
const country = pattern(/^[A-Za-z]{2}$/, AuthText.countryInvalid);
const userId = id(AccountFieldText.invalidUserId);

/** A password being chosen. */
export const newPassword = z
  .string({ error: AccountFieldText.passwordTooShort })
  .min(AuthLimits.passwordMinLength, AccountFieldText.passwordTooShort)
  .max(AuthLimits.passwordMaxLength, AccountFieldText.passwordTooLong);

/** A password being checked, not chosen: only presence and the upper bound (hashing cost) apply. */
export const givenPassword = (text: string = AccountFieldText.enterPassword) =>
  givenText(AuthLimits.passwordMaxLength, text, AccountFieldText.passwordTooLong);

/** An email or a username as typed into a sign-in form. */
const identifier = (text: string) => givenText(MAX_EMAIL_LENGTH, text);

/** A token from an emailed link or an earlier answer. */
const linkToken = (text: string = AuthText.invalidLink) => givenText(MAX_TOKEN_LENGTH, text);

const otp = pattern(new RegExp(`^\\d{${AuthLimits.otpDigits}}$`), AccountFieldText.otpDigits);

/** From 1 to `max` ids: the list is checked first, then each id. */
const idList = (max: number, listText: string, idText: string) =>
  z.array(id(idText), { error: listText }).min(1, listText).max(max, listText);

/**
 * From 1 to `max` ids, each id checked before the list (the order these forms have always answered in: a value
 * that is not a list is read as one id).
 */
const idsThenList = (max: number, listText: string, idText: string) =>
  z.custom<string[]>().superRefine((value, context) => {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    if (!items.every((item) => id(idText).safeParse(item).success)) {
      context.addIssue({ code: 'custom', message: idText });
    } else if (!Array.isArray(value) || value.length === 0 || value.length > max) {
      context.addIssue({ code: 'custom', message: listText });
    }
  });

// Registration, session, password, email (spec §7 Auth).

export const SignupBody = message({
  email: accountEmail,
  username,
  fullName: z
    .string({ error: `Please enter your full name (at most ${FULL_NAME_MAX_LENGTH} characters)` })
    .min(1, `Please enter your full name (at most ${FULL_NAME_MAX_LENGTH} characters)`)
    .max(FULL_NAME_MAX_LENGTH, `Please enter your full name (at most ${FULL_NAME_MAX_LENGTH} characters)`),
  password: newPassword,
});
export type SignupInput = z.output<typeof SignupBody>;

export const LinkTokenParams = message({ token: linkToken() });
export const VerifyOtpBody = message({ token: linkToken(), otp });
export type VerifyOtpInput = z.output<typeof VerifyOtpBody>;
export const EmailBody = message({ email: accountEmail });
export type EmailInput = z.output<typeof EmailBody>;

const IDENTIFIER_REQUIRED = 'Please enter your email or username';
const given = (value: unknown) => value !== undefined && value !== null;

/**
 * `email` may hold an email or a username; `username` is accepted as well. One of them is required: given
 * neither, the email is the one asked for.
 */
export const LoginBody = z.preprocess(
  (body) =>
    typeof body === 'object' &&
    body !== null &&
    !given((body as Record<string, unknown>).email) &&
    !given((body as Record<string, unknown>).username)
      ? { ...body, email: '' }
      : body,
  message({
    email: identifier(IDENTIFIER_REQUIRED).nullish(),
    username: identifier(IDENTIFIER_REQUIRED).nullish(),
    password: givenPassword(),
  }),
);
export type LoginInput = z.output<typeof LoginBody>;

export const AdminLoginBody = message({
  username: identifier('Please enter your username'),
  password: givenPassword(),
});
export type AdminLoginInput = z.output<typeof AdminLoginBody>;

export const RefreshTokenBody = message({ refreshToken: linkToken('Please provide a refresh token') });

export const ResetPasswordBody = message({ newPassword });
export const ChangePasswordBody = message({
  oldPassword: givenPassword('Please enter your current password'),
  newPassword,
});
export const SetStreamerPasswordBody = message({
  email: accountEmail,
  token: linkToken(),
  password: newPassword,
});
export type SetStreamerPasswordInput = z.output<typeof SetStreamerPasswordBody>;

/** The page /change-email/verifyotp/{token}/{email} sends its token and address with the emailed code. */
export const VerifyEmailChangeBody = message({ email: accountEmail, token: linkToken(), otp });
export type VerifyEmailChangeInput = z.output<typeof VerifyEmailChangeBody>;

// The profile (spec §7 Profile).

export const AccountIdParams = message({ id: userId });
export const UserIdBody = AccountIdParams;

export const SaveCountryBody = message({
  billing_country: z
    .string({ error: AuthText.countryInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, AuthText.countryInvalid),
});

export const UpdateUserBody = message({
  fullName: optional(fullName),
  username: optional(username),
});
export type UpdateUserInput = z.output<typeof UpdateUserBody>;

/** A list of up to 50 entries, each an object of `shape`; anything else is a bad request. */
const listOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.array(message(shape), { error: ErrorText.badRequest }).max(MAX_LIST_LENGTH, ErrorText.badRequest);

export const UpdateProfileGamerTagsBody = message({
  gamerTags: listOf({
    platform: sized(MAX_PLATFORM_LENGTH, AccountFieldText.gamerTagPlatform),
    /** Empty removes the platform's tag. */
    gamerTag: sized(ProfileLimits.gamerTagMax, AccountFieldText.gamerTagTooLong),
  }),
});

export const UpdateBioBody = message({ bio });

/** One of SocialPlatforms, in any case. */
export const socialPlatform = z
  .string({ error: AccountFieldText.socialPlatform })
  .trim()
  .toLowerCase()
  .pipe(oneOf(SocialPlatforms, AccountFieldText.socialPlatform));

export const UpdateSocialLinksBody = message({
  updatedLinks: listOf({
    platform: socialPlatform,
    /** Empty removes the platform's link. */
    url: sized(ProfileLimits.socialUrlMax, AccountFieldText.socialUrl),
  }),
});

export const SocialPlatformParams = message({ platform: socialPlatform });

/** The form fields of POST /api/influencer/profile/update (the image is the form's file). */
export const InfluencerProfileBody = message({
  fullName: optional(fullName),
  bio: optional(bio),
  profession: optional(profession),
});
export type InfluencerProfileInput = z.output<typeof InfluencerProfileBody>;

// The account: reports, deletion, mail preferences.

const reportReason = sized(ProfileLimits.reportReasonMax, AccountFieldText.reportReason, 1);

export const ReportUserBody = message({ reportedUserId: userId, reason: reportReason });
export const AccountDeletionBody = message({
  reason: sized(ProfileLimits.deletionReasonMax, AccountFieldText.deletionReason, 1),
});

/** What the unsubscribe link in a marketing mail carries. */
export const UnsubscribeBody = message({
  email: accountEmail,
  signature: givenText(MAX_SIGNATURE_LENGTH, AccountText.invalidUnsubscribeLink),
});
export type UnsubscribeInput = z.output<typeof UnsubscribeBody>;

/** Whether marketing mail (new slots from followed creators) is wanted. */
export const EmailPreferencesBody = message({ marketing: z.boolean({ error: ErrorText.badRequest }) });

// Moderators (issue 33) and the moderator's pages.

/** The invitee: an email or a username (identity looks it up and judges who may moderate). */
export const ModeratorIdentifierBody = message({
  identifier: givenText(ModeratorLimits.identifierMax, ModeratorText.inviteeNotFound),
});
export const ModeratorInvitationParams = message({ id: id(ModeratorText.invitationNotFound) });
export const ModeratorParams = message({ moderatorId: id(ModeratorText.notModerator) });
export const ModeratedStreamerParams = message({ streamerId: id(ModeratorText.streamerNotFound) });
export const AdminStreamerParams = message({ id: id(ModeratorText.streamerNotFound) });
export const AdminModeratorParams = message({
  moderatorId: id(ModeratorText.notModerator),
  id: id(ModeratorText.streamerNotFound),
});

/** Texts of the moderator's streamer list filters (never shown by the web, which only sends valid values). */
const SEARCH_TERM_TEXT = 'searchTerm must be shorter than or equal to 100 characters';
export const ModeratedStreamersQuerySchema = message({
  sortBy: optional(oneOf(['name', 'live'], 'sortBy must be one of the following values: name, live')),
  filter: optional(
    oneOf(['all', 'live', 'offline'], 'filter must be one of the following values: all, live, offline'),
  ),
  searchTerm: optional(sized(100, SEARCH_TERM_TEXT)),
});
export type ModeratedStreamersInput = z.output<typeof ModeratedStreamersQuerySchema>;

/** Only the type and a bound here: live reads the code (case, spaces and dashes) and is the one judge of it. */
export const ObsCodeBody = message({ code: sized(40, LiveText.obsCodeInvalid) });

// Staff's pages: reports and bans, deletion requests, stars, staff, the audit log, onboarding.

const DELETION_STATUSES = ['pending', 'approved'] as const;
export const DeletionRequestsQuerySchema = message({
  status: optional(oneOf(DELETION_STATUSES, `The status must be one of: ${DELETION_STATUSES.join(', ')}`)),
  ...pageQuery(),
});
export const DeletionRequestParams = message({ id: id('Invalid request id') });

/** One ban or unban covers at most a page of a long admin list. */
const userIds = idList(
  InputLimits.usersPerCallMax,
  `Please choose from 1 to ${InputLimits.usersPerCallMax} users`,
  AccountFieldText.invalidUserId,
);
export const UnbanUsersBody = message({ userIds });
export const BanUsersBody = message({ reason: reportReason, userIds });

/** Reported users: pending by default (spec §9: reported and banned lists 10 a page). */
export const ReportedUsersQuerySchema = message({
  status: oneOf(ReportStatuses, `The status must be one of: ${ReportStatuses.join(', ')}`).default('pending'),
  ...pageQuery(),
});
/** A list of staff's pages with `?page&limit` only. */
export const StaffPageQuerySchema = message(pageQuery());

export const ReviewReportsBody = message({
  reportIds: idsThenList(
    ModerationLimits.reportsPerCallMax,
    `Please choose from 1 to ${ModerationLimits.reportsPerCallMax} reports`,
    'Invalid report id',
  ),
});

const STAR_SEARCH_MAX = 100;
export const AdminStarsQuerySchema = message({
  search: optional(sized(STAR_SEARCH_MAX, `The search must be at most ${STAR_SEARCH_MAX} characters`)),
  sort: optional(oneOf(AdminStarSorts, `The sort must be one of: ${AdminStarSorts.join(', ')}`)),
  ...pageQuery(),
});
export type AdminStarsQueryInput = z.output<typeof AdminStarsQuerySchema>;

export const StarParams = message({ id: id(ErrorText.userNotFound) });

export const RegisterStarBody = message({ fullName, username, email: accountEmail, country });
export const UpdateStarBody = message({
  fullName: optional(fullName),
  username: optional(username),
  bio: optional(bio),
  profession: optional(profession),
  country: optional(country),
});
export type UpdateStarBodyInput = z.output<typeof UpdateStarBody>;

export const ShowAtLandingBody = message({
  showAtLanding: z.boolean({ error: 'showAtLanding must be true or false' }),
});

const ONBOARDING_STATUSES = ['submitted', 'verified'] as const;
export const OnboardingSubmissionsQuerySchema = message({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    optional(oneOf(ONBOARDING_STATUSES, `The status must be one of: ${ONBOARDING_STATUSES.join(', ')}`)),
  ),
  ...pageQuery(),
});

export const VerifyOnboardingBody = message({
  streamerIds: idsThenList(
    InputLimits.usersPerCallMax,
    `Please choose from 1 to ${InputLimits.usersPerCallMax} streamers`,
    AccountFieldText.invalidUserId,
  ),
});

export const OnboardingDocumentParams = message({ id: id('Invalid document id') });

const STAFF_SEARCH_TEXT = `The search must be at most ${StaffLimits.searchMax} characters`;
const staffRole = oneOf(StaffRoles, StaffText.invalidRole);

export const StaffListQuerySchema = message({
  search: optional(sized(StaffLimits.searchMax, STAFF_SEARCH_TEXT)),
  role: optional(staffRole),
  status: optional(oneOf(['active', 'inactive'], StaffText.invalidStatus)),
  ...pageQuery(),
});
export type StaffListQueryInput = z.output<typeof StaffListQuerySchema>;

export const StaffParams = message({ id: id(StaffText.notStaff) });

/** One entry per staff service at most (identity refuses a service named twice). */
const staffPermissions = z
  .array(
    z.object(
      {
        service: oneOf(StaffServices, StaffText.invalidPermissions),
        read: z.boolean({ error: StaffText.invalidPermissions }),
        write: z.boolean({ error: StaffText.invalidPermissions }),
      },
      { error: StaffText.invalidPermissions },
    ),
    { error: StaffText.invalidPermissions },
  )
  .max(StaffServices.length, StaffText.invalidPermissions);

export const StaffPermissionsBody = message({ permissions: staffPermissions });
export const InviteStaffBody = message({
  email: accountEmail,
  username,
  fullName,
  role: staffRole,
  permissions: staffPermissions,
});
export const StaffRoleBody = message({ role: staffRole });
export const StaffActiveBody = message({ isActive: z.boolean({ error: StaffText.invalidActive }) });

const AUDIT_FILTER_MAX = 200;
const auditFilter = optional(sized(AUDIT_FILTER_MAX, StaffText.invalidAuditFilter));

/** `?actorId&action&targetType&targetId&from&to` of the audit log; `action` is a prefix ('catalog.'). */
export const AuditLogQuerySchema = message({
  actorId: optional(id(StaffText.invalidAuditFilter)),
  action: auditFilter,
  targetType: auditFilter,
  targetId: auditFilter,
  from: optional(isoDateTime(StaffText.invalidAuditFilter, { strict: true })),
  to: optional(isoDateTime(StaffText.invalidAuditFilter, { strict: true })),
  ...pageQuery(),
});
export type AuditLogQueryInput = z.output<typeof AuditLogQuerySchema>;

/** Identity's routes, grouped as the route map groups them. */
export const identityRouteSchemas = {
  registration: {
    signup: { body: SignupBody },
    verifyLink: { params: LinkTokenParams },
    verifyOtp: { body: VerifyOtpBody },
    resend: { body: EmailBody },
  },
  session: {
    login: { body: LoginBody },
    adminLogin: { body: AdminLoginBody },
    refresh: { body: RefreshTokenBody },
  },
  password: {
    forgot: { body: EmailBody },
    reset: { params: LinkTokenParams, body: ResetPasswordBody },
    change: { body: ChangePasswordBody },
    setStreamerPassword: { body: SetStreamerPasswordBody },
  },
  emailChange: {
    change: { params: AccountIdParams, body: EmailBody },
    resend: { params: AccountIdParams },
    verify: { body: VerifyEmailChangeBody },
  },
  profile: {
    updatedUser: { body: UserIdBody },
    saveEmail: { params: AccountIdParams, body: EmailBody },
    saveCountry: { params: AccountIdParams, body: SaveCountryBody },
  },
  profileEdit: {
    updateUser: { body: UpdateUserBody },
    updateGamerTags: { body: UpdateProfileGamerTagsBody },
    updateBio: { body: UpdateBioBody },
    updateSocialLinks: { body: UpdateSocialLinksBody },
    deleteSocialLink: { params: SocialPlatformParams },
    updateInfluencerProfile: { body: InfluencerProfileBody },
  },
  account: {
    report: { body: ReportUserBody },
    requestDeletion: { body: AccountDeletionBody },
    unsubscribe: { body: UnsubscribeBody },
    setEmailPreferences: { body: EmailPreferencesBody },
  },
  moderator: {
    allStreamersData: { query: ModeratedStreamersQuerySchema },
    verifyObsCode: { body: ObsCodeBody },
  },
  moderatorAppointments: {
    invite: { body: ModeratorIdentifierBody },
    cancelInvitation: { params: ModeratorInvitationParams },
    remove: { params: ModeratorParams },
    accept: { params: ModeratorInvitationParams },
    decline: { params: ModeratorInvitationParams },
    leave: { params: ModeratedStreamerParams },
  },
  adminModerators: {
    list: { params: AdminStreamerParams },
    appoint: { params: AdminStreamerParams, body: ModeratorIdentifierBody },
    dismiss: { params: AdminModeratorParams },
  },
  accountModeration: {
    deletionRequests: { query: DeletionRequestsQuerySchema },
    approveDeletion: { params: DeletionRequestParams },
    ban: { body: BanUsersBody },
    unban: { body: UnbanUsersBody },
    reportedUsers: { query: ReportedUsersQuerySchema },
    reviewReports: { body: ReviewReportsBody },
    bannedUsers: { query: StaffPageQuerySchema },
  },
  onboarding: {
    document: { params: OnboardingDocumentParams },
  },
  staff: {
    list: { query: StaffListQuerySchema },
    invite: { body: InviteStaffBody },
    changeRole: { params: StaffParams, body: StaffRoleBody },
    setActive: { params: StaffParams, body: StaffActiveBody },
    setPermissions: { params: StaffParams, body: StaffPermissionsBody },
  },
  auditLog: {
    list: { query: AuditLogQuerySchema },
  },
  adminStars: {
    list: { query: AdminStarsQuerySchema },
    get: { params: StarParams },
    register: { body: RegisterStarBody },
    update: { params: StarParams, body: UpdateStarBody },
    showAtLanding: { params: StarParams, body: ShowAtLandingBody },
    remove: { params: StarParams },
  },
  adminOnboarding: {
    submissions: { query: OnboardingSubmissionsQuerySchema },
    verify: { body: VerifyOnboardingBody },
    agreements: { query: StaffPageQuerySchema },
  },
};

// Identity's requests over NATS: a route's message with who asks (and the ids the gateway read from the path).

const actor = { userId };

/** A picture the gateway stored (checked and resized) under /uploads: its public path. */
const uploadPath = z
  .string({ error: ValidationText.invalidImage })
  .trim()
  .max(300, ValidationText.invalidImage)
  .regex(/^\/uploads\/[A-Za-z0-9._/-]+$/, ValidationText.invalidImage)
  .refine((path) => !path.includes('..'), ValidationText.invalidImage);

/** Any text: identity answers 404 for one that names no staff member, an id or not. */
const staffId = z.string({ error: StaffText.notStaff });

/** The most people one contacts request asks about (a notifications fan-out page). */
const CONTACTS_MAX = 5000;

/** Identity's requests over NATS. */
export const identitySubjectSchemas = {
  'identity.updateUser': UpdateUserBody.extend(actor),
  'identity.updateGamerTags': UpdateProfileGamerTagsBody.extend(actor),
  'identity.updateBio': UpdateBioBody.extend(actor),
  'identity.updateSocialLinks': UpdateSocialLinksBody.extend(actor),
  'identity.deleteSocialLink': SocialPlatformParams.extend(actor),
  'identity.updateProfilePicture': message({ ...actor, imageUrl: uploadPath }),
  'identity.updateInfluencerProfile': InfluencerProfileBody.extend({
    ...actor,
    imageUrl: optional(uploadPath),
  }),
  'identity.staffMembers': StaffListQuerySchema.extend(actor),
  'identity.inviteStaff': InviteStaffBody.extend(actor),
  'identity.changeStaffRole': StaffRoleBody.extend({ ...actor, staffId }),
  'identity.setStaffActive': StaffActiveBody.extend({ ...actor, staffId }),
  'identity.setStaffPermissions': StaffPermissionsBody.extend({ ...actor, staffId }),
  'identity.auditLog': AuditLogQuerySchema.extend(actor),
  'identity.adminStars': AdminStarsQuerySchema.extend(actor),
  'identity.registerStar': RegisterStarBody.extend(actor),
  'identity.updateStar': UpdateStarBody.extend({ ...actor, id: id(ErrorText.userNotFound) }),
  'identity.onboardingSubmissions': OnboardingSubmissionsQuerySchema.extend(actor),
  'identity.verifyOnboarding': VerifyOnboardingBody.extend(actor),
  'identity.listDeletionRequests': DeletionRequestsQuerySchema.extend(actor),
  /** The address as the link carries it (trimmed): its signature is the one check, so any other is refused alike. */
  'identity.unsubscribe': UnsubscribeBody.extend({
    email: z
      .string({ error: AccountText.invalidUnsubscribeLink })
      .trim()
      .min(1, AccountText.invalidUnsubscribeLink)
      .max(InputLimits.emailMax, AccountText.invalidUnsubscribeLink),
  }),
  'identity.setEmailPreferences': EmailPreferencesBody.extend(actor),
  'identity.saveEmail': EmailBody.extend({ ...actor, id: userId }),
  'identity.changeEmail': EmailBody.extend({ ...actor, id: userId }),
  'identity.verifyEmailChange': VerifyEmailChangeBody,
  'identity.contacts': message({
    userIds: z
      .array(id(ErrorText.badRequest), { error: ErrorText.badRequest })
      .max(CONTACTS_MAX, ErrorText.badRequest),
  }),
};
