import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GamerTag, SessionScope, SocialLink } from '@lobby/contracts';
import { citext, createdAt, idColumn, oneOf, timestampTz, updatedAt } from '@lobby/service-kit';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: citext('email').unique('users_email_unique'),
    username: citext('username').notNull().unique('users_username_unique'),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    billingCountry: text('billing_country'),
    baseCurrency: text('base_currency').notNull().default('USD'),
    imageUrl: text('image_url'),
    bio: text('bio'),
    profession: text('profession'),
    gamerTags: jsonb('gamer_tags').$type<GamerTag[]>().notNull().default([]),
    socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
    /**
     * The email was saved without proof (email capture after a social sign-in). Such an address never
     * links another sign-in to this account; proving it (password reset, email change) clears the flag.
     */
    emailUnconfirmed: boolean('email_unconfirmed').notNull().default(false),
    lastIp: text('last_ip'),
    /** The streamer's running live session (live's `session-changed` events); null when not live. */
    liveSessionId: uuid('live_session_id'),
    /** The `version` of the newest live event applied, so an older snapshot never undoes a newer one. */
    liveVersion: timestampTz('live_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    oneOf('users_role_check', table.role, [
      'user',
      'influencer',
      'moderator',
      'admin',
      'developer',
      'marketing',
      'finance',
    ]),
    oneOf('users_base_currency_check', table.baseCurrency, ['USD', 'INR']),
  ],
);

/** A column naming the user a row belongs to: the row goes when the user's row does. */
export const ownedByUser = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const staffPermissions = pgTable(
  'staff_permissions',
  {
    userId: ownedByUser('user_id'),
    service: text('service').notNull(),
    canRead: boolean('can_read').notNull().default(false),
    canWrite: boolean('can_write').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.service] })],
);

export const moderatorStreamers = pgTable(
  'moderator_streamers',
  {
    moderatorId: ownedByUser('moderator_id'),
    streamerId: ownedByUser('streamer_id'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.moderatorId, table.streamerId] })],
);

/**
 * A streamer's invitation to moderate for them, answered once by the invitee. At most one pending invitation per
 * streamer and invitee (the partial unique index), so inviting twice at once makes one.
 */
export const moderatorInvitations = pgTable(
  'moderator_invitations',
  {
    id: idColumn(),
    streamerId: ownedByUser('streamer_id'),
    inviteeId: ownedByUser('invitee_id'),
    status: text('status').notNull().default('pending'),
    answeredAt: timestampTz('answered_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('moderator_invitations_pending_unique')
      .on(table.streamerId, table.inviteeId)
      .where(sql`status = 'pending'`),
    index('moderator_invitations_invitee_idx').on(table.inviteeId, table.status),
    oneOf('moderator_invitations_status_check', table.status, [
      'pending',
      'accepted',
      'declined',
      'cancelled',
    ]),
  ],
);

/**
 * Single-use proofs sent by email: a secret link token (stored hashed) and, for email verification,
 * a 6-digit code (stored as an HMAC) with a bounded number of attempts. The row id is the public handle
 * the OTP page carries; it proves nothing by itself.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: idColumn(),
    userId: ownedByUser('user_id'),
    purpose: text('purpose').notNull(),
    /** For an email change: the address the code was sent to, which becomes the account's email. */
    newEmail: citext('new_email'),
    linkTokenHash: text('link_token_hash').notNull().unique('one_time_codes_link_unique'),
    otpHash: text('otp_hash'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    otpExpiresAt: timestampTz('otp_expires_at'),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose),
    oneOf('one_time_codes_purpose_check', table.purpose, [
      'email_verification',
      'password_reset',
      'streamer_password',
      'email_change',
    ]),
  ],
);

/**
 * Wrong passwords given for an account since its last sign-in, from any address. From a few on, each one locks
 * password sign-in for a growing while (see SignInThrottle); a sign-in clears the row.
 */
export const signInFailures = pgTable('sign_in_failures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull(),
  lockedUntil: timestampTz('locked_until'),
});

/**
 * Account mail with a code or link (verification, reset, email change) queued per address in each clock hour,
 * so nobody can flood an address or ask for code after code. Counted with one atomic upsert.
 */
export const recipientMailCounts = pgTable(
  'recipient_mail_counts',
  {
    email: text('email').notNull(),
    hourStart: timestampTz('hour_start').notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.hourStart] })],
);

/** One family per sign-in; logging out or reusing a rotated refresh token revokes the whole family. */
export const tokenFamilies = pgTable('token_families', {
  id: idColumn(),
  userId: ownedByUser('user_id'),
  revokedAt: timestampTz('revoked_at'),
  /** Set for an OBS code's sign-in, with the end of its one access token. */
  scope: text('scope').$type<SessionScope>(),
  expiresAt: timestampTz('expires_at'),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_hash_unique'),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/** Google and Discord identities, each linked to one account. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: ownedByUser('user_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerUserId] }),
    index('oauth_accounts_user_idx').on(table.userId),
  ],
);

/** A user's report of another account; at most one open (pending) report per pair. */
export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    reporterId: ownedByUser('reporter_id'),
    reportedId: ownedByUser('reported_id'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    reviewedAt: timestampTz('reviewed_at'),
  },
  (table) => [
    uniqueIndex('reports_open_pair_unique')
      .on(table.reporterId, table.reportedId)
      .where(sql`${table.status} = 'pending'`),
    index('reports_reported_idx').on(table.reportedId),
    oneOf('reports_status_check', table.status, ['pending', 'reviewed', 'banned']),
  ],
);

/** Who banned whom, why, and when it was lifted; at most one ban in force per account. */
export const bans = pgTable(
  'bans',
  {
    id: idColumn(),
    userId: ownedByUser('user_id'),
    reason: text('reason').notNull(),
    bannedBy: uuid('banned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    liftedAt: timestampTz('lifted_at'),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('bans_in_force_unique')
      .on(table.userId)
      .where(sql`${table.liftedAt} is null`),
  ],
);

/** A user's request to delete their account; staff approve it, which anonymises the account. */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: idColumn(),
    userId: ownedByUser('user_id'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestampTz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('deletion_requests_pending_unique')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('deletion_requests_created_idx').on(table.createdAt),
    oneOf('deletion_requests_status_check', table.status, ['pending', 'approved']),
  ],
);

/** Addresses that asked for no marketing mail, whether or not an account uses them. */
export const marketingOptOuts = pgTable('marketing_opt_outs', {
  email: citext('email').primaryKey(),
  createdAt: createdAt(),
});

export const identitySchema = {
  users,
  staffPermissions,
  moderatorStreamers,
  moderatorInvitations,
  oneTimeCodes,
  signInFailures,
  recipientMailCounts,
  tokenFamilies,
  refreshTokens,
  oauthAccounts,
  reports,
  bans,
  deletionRequests,
  marketingOptOuts,
};

export type UserRow = typeof users.$inferSelect;
export type ModeratorInvitationRow = typeof moderatorInvitations.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type OneTimeCodePurpose =
  'email_verification' | 'password_reset' | 'streamer_password' | 'email_change';
export type ReportRow = typeof reports.$inferSelect;
export type DeletionRequestRow = typeof deletionRequests.$inferSelect;
