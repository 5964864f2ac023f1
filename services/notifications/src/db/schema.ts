import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, oneOf, timestampTz, updatedAt } from '@lobby/service-kit';
import type { NotificationType } from '@lobby/contracts';

/**
 * Spec §3 Notification, one row per recipient. `dedupe_key` names what rang it (the live session, the slots
 * added, the order paid…), so an event handled twice adds no second row for the same person.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    type: text('type').$type<NotificationType>().notNull(),
    url: text('url'),
    /** The star the notification is about (spec `_influencer_id`), with their username and image then. */
    starId: uuid('star_id'),
    starUsername: text('star_username'),
    starImage: text('star_image'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_idx').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
    oneOf('notifications_type_check', t.type, ['live', 'other']),
  ],
);

/**
 * Spec §3 live messages: to a fan (`audience` fan: `user_id` is the fan) or to a streamer (`audience` streamer:
 * `user_id` is the fan the message is about, `streamer_id` the recipient).
 */
export const liveMessages = pgTable(
  'live_messages',
  {
    id: idColumn(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    audience: text('audience').$type<'fan' | 'streamer'>().notNull(),
    liveSessionId: uuid('live_session_id').notNull(),
    streamerId: uuid('streamer_id').notNull(),
    userId: uuid('user_id').notNull(),
    influencerUsername: text('influencer_username').notNull(),
    message: text('message').notNull(),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_messages_session_idx').on(t.liveSessionId, t.createdAt),
    oneOf('live_messages_audience_check', t.audience, ['fan', 'streamer']),
  ],
);

/** A paid booking to remind its fan of an hour before it starts; `sent_at` is set by the one replica that sends. */
export const reminders = pgTable(
  'reminders',
  {
    orderId: uuid('order_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    streamerId: uuid('streamer_id').notNull(),
    gigTitle: text('gig_title').notNull(),
    gigSlug: text('gig_slug').notNull(),
    orderNumber: text('order_number').notNull(),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    sentAt: timestampTz('sent_at'),
    cancelledAt: timestampTz('cancelled_at'),
  },
  (t) => [
    index('reminders_due_idx')
      .on(t.startsAt)
      .where(sql`${t.sentAt} is null and ${t.cancelledAt} is null`),
  ],
);

/**
 * Fan-outs already made (a star's live session, a batch of new slots): an edit of a live session or a
 * re-published event finds its key here and tells nobody a second time.
 */
export const fanOuts = pgTable('fan_outs', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

/** Spec §3 Discord notification flags, per user, with the webhook messages are posted to. */
export const discordPreferences = pgTable('discord_preferences', {
  userId: uuid('user_id').primaryKey(),
  botEnabled: boolean('bot_enabled').notNull().default(false),
  /** `{id}/{token}` of the user's Discord webhook; posted to under the configured Discord API base URL. */
  webhookPath: text('webhook_path'),
  upcomingSlots: boolean('upcoming_slots').notNull().default(true),
  favoriteCreatorSlots: boolean('favorite_creator_slots').notNull().default(true),
  favoriteCreatorLive: boolean('favorite_creator_live').notNull().default(true),
  promotions: boolean('promotions').notNull().default(false),
  updatedAt: updatedAt(),
});

export const notificationsSchema = { notifications, liveMessages, reminders, fanOuts, discordPreferences };
