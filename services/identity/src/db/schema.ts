import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GamerTag } from '@lobby/contracts';

/** Case-insensitive text, so 'Alice@Mail.com' and 'alice@mail.com' are one account. */
const citext = customType<{ data: string }>({ dataType: () => 'citext' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
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
    lastIp: text('last_ip'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'users_role_check',
      sql`${table.role} in ('user','influencer','moderator','admin','developer','marketing','finance')`,
    ),
    check('users_base_currency_check', sql`${table.baseCurrency} in ('USD','INR')`),
  ],
);

export const staffPermissions = pgTable(
  'staff_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    canRead: boolean('can_read').notNull().default(false),
    canWrite: boolean('can_write').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.service] })],
);

export const moderatorStreamers = pgTable(
  'moderator_streamers',
  {
    moderatorId: uuid('moderator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streamerId: uuid('streamer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.moderatorId, table.streamerId] })],
);

/**
 * Single-use proofs sent by email: a secret link token (stored hashed) and, for email verification,
 * a 6-digit code (stored as an HMAC) with a bounded number of attempts. The row id is the public handle
 * the OTP page carries; it proves nothing by itself.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    linkTokenHash: text('link_token_hash').notNull().unique('one_time_codes_link_unique'),
    otpHash: text('otp_hash'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose),
    check(
      'one_time_codes_purpose_check',
      sql`${table.purpose} in ('email_verification','password_reset','streamer_password')`,
    ),
  ],
);

/** One family per sign-in; logging out or reusing a rotated refresh token revokes the whole family. */
export const tokenFamilies = pgTable('token_families', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

export const identitySchema = {
  users,
  staffPermissions,
  moderatorStreamers,
  oneTimeCodes,
  tokenFamilies,
  refreshTokens,
};

export type UserRow = typeof users.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type OneTimeCodePurpose = 'email_verification' | 'password_reset' | 'streamer_password';
