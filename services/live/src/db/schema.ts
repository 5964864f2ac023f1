import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, oneOf, timestampTz } from '@lobby/service-kit';
import type { Currency, LiveSessionStatus, Requirement } from '@lobby/contracts';

/**
 * A streamer's live session. Streamer, game, mode and platform are identity's and catalog's ids (no foreign key
 * across services); their names are snapshots taken when the session starts or is edited, so reads need no
 * other service. At most one session per streamer is live: the partial unique index refuses a second one.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: idColumn(),
    streamerId: uuid('streamer_id').notNull(),
    streamerUsername: text('streamer_username').notNull(),
    streamerName: text('streamer_name').notNull(),
    streamerImage: text('streamer_image'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    gameId: uuid('game_id').notNull(),
    gameName: text('game_name').notNull(),
    gameModeId: uuid('game_mode_id'),
    gameModeName: text('game_mode_name'),
    platformId: uuid('platform_id'),
    platformName: text('platform_name'),
    /** The VIP queue price in minor units of `currency` (the streamer's base currency when it started). */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** An embeddable YouTube or Twitch player URL; the session is streaming exactly when it is set. */
    streamingLink: text('streaming_link'),
    defaultThumbnail: text('default_thumbnail'),
    defaultFileName: text('default_file_name'),
    banner: text('banner'),
    tags: jsonb('tags').$type<string[]>().notNull(),
    requirements: jsonb('requirements').$type<Requirement[]>().notNull(),
    status: text('status').$type<LiveSessionStatus>().notNull(),
    startedAt: timestampTz('started_at').notNull(),
    endedAt: timestampTz('ended_at'),
    /** Moves forward on every change; it is the `version` of the session's change events. */
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (t) => [
    oneOf('live_sessions_status_check', t.status, ['live', 'ended']),
    check('live_sessions_ended_check', sql`(${t.status} = 'ended') = (${t.endedAt} IS NOT NULL)`),
    check('live_sessions_price_check', sql`${t.priceMinor} > 0`),
    oneOf('live_sessions_currency_check', t.currency, ['USD', 'INR']),
    uniqueIndex('live_sessions_one_live_per_streamer')
      .on(t.streamerId)
      .where(sql`status = 'live'`),
    index('live_sessions_streamer_idx').on(t.streamerId, t.startedAt),
    index('live_sessions_live_username_idx')
      .on(sql`lower(${t.streamerUsername})`)
      .where(sql`status = 'live'`),
    index('live_sessions_live_started_idx')
      .on(t.startedAt)
      .where(sql`status = 'live'`),
  ],
);

/**
 * One-time codes that sign an OBS browser source in as the streamer. A code's first characters are its public
 * selector, which finds the row so a wrong guess can be counted against that code; only a hash of the whole code
 * is kept. The partial unique indexes hold for unused codes: no two share a selector, and a streamer has one at
 * most.
 */
export const obsCodes = pgTable(
  'obs_codes',
  {
    id: idColumn(),
    streamerId: uuid('streamer_id').notNull(),
    selector: text('selector').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes typed with this code's selector; at the limit the code no longer works. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('obs_codes_unused_selector_unique')
      .on(t.selector)
      .where(sql`used_at IS NULL`),
    uniqueIndex('obs_codes_unused_per_streamer_unique')
      .on(t.streamerId)
      .where(sql`used_at IS NULL`),
    index('obs_codes_unused_expiry_idx')
      .on(t.expiresAt)
      .where(sql`used_at IS NULL`),
  ],
);

export const liveSchema = { liveSessions, obsCodes };

export type LiveSessionRow = typeof liveSessions.$inferSelect;
export type NewLiveSession = typeof liveSessions.$inferInsert;
export type ObsCodeRow = typeof obsCodes.$inferSelect;
