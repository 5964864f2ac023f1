import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampTz, updatedAt } from '@lobby/service-kit';

/** Spec §3 "Configuration": key, value, description. */
export const configurations = pgTable('configurations', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------------------------
// Blogs (issue 18 item 1)

/**
 * A blog post. publishedAt null is a draft; a publishedAt still ahead is scheduled, and the public lists take
 * `published_at <= now()`, so a scheduled post appears at its time without a job. The body is HTML sanitised
 * with content's one allowlist when saved. The author's name and picture are a snapshot taken at save.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    coverUrl: text('cover_url'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    staffPick: boolean('staff_pick').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    authorId: uuid('author_id').notNull(),
    authorUsername: text('author_username').notNull(),
    authorName: text('author_name').notNull(),
    authorAvatarUrl: text('author_avatar_url'),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    /** Every counted view ever (popular). */
    views: integer('views').notNull().default(0),
    publishedAt: timestampTz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_key').on(table.slug),
    index('blog_posts_published_idx').on(table.publishedAt),
    index('blog_posts_author_idx').on(table.authorUsername, table.publishedAt),
  ],
);

/** One row per post, visitor and UTC day: a visitor's reads count once a day. */
export const blogViewMarks = pgTable(
  'blog_view_marks',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.visitorId, table.day] })],
);

/** Counted views per post and UTC day (trending sums the last seven). */
export const blogDailyViews = pgTable(
  'blog_daily_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.day] }),
    index('blog_daily_views_day_idx').on(table.day),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// FAQs and legal texts (issue 18 items 2 and 3)

/** A question and its plain-text answer; `position` orders the whole list (1 first). */
export const faqs = pgTable(
  'faqs',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category').notNull().default('General'),
    position: integer('position').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('faqs_slug_key').on(table.slug), index('faqs_position_idx').on(table.position)],
);

/**
 * One published version of a legal document (spec §3 Terms documents, the cancellation policy, the streamer
 * agreement). Rows are only ever inserted: a publish is a new version, the highest number is the current one.
 */
export const legalDocumentVersions = pgTable(
  'legal_document_versions',
  {
    id: idColumn(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    keyPoints: text('key_points')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    detailed: text('detailed').notNull(),
    publishedAt: timestampTz('published_at').notNull(),
    /** The staff member's id; null for the versions seeded by the migration. */
    publishedBy: uuid('published_by'),
  },
  (table) => [uniqueIndex('legal_document_versions_type_version_key').on(table.type, table.version)],
);

/** A user accepted a version of a document (VIP terms at a VIP checkout, the streamer agreement at onboarding). */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestampTz('accepted_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.type, table.version] }),
    index('legal_acceptances_user_idx').on(table.userId, table.type, table.acceptedAt),
  ],
);

export type FaqRow = typeof faqs.$inferSelect;
export type LegalDocumentVersionRow = typeof legalDocumentVersions.$inferSelect;
export type LegalAcceptanceRow = typeof legalAcceptances.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Contact, early access and creator applications (issue 18 items 4 and 5)

/** A message sent with the contact form; staff mark it handled (and open again). */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    handledAt: timestampTz('handled_at'),
    handledBy: uuid('handled_by'),
  },
  (table) => [index('contact_submissions_created_idx').on(table.createdAt)],
);

/** One row per (lowercased) email; a second submission updates it and opens it again. */
export const earlyAccessSubmissions = pgTable(
  'early_access_submissions',
  {
    id: idColumn(),
    email: text('email').notNull(),
    name: text('name'),
    role: text('role').notNull(),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    handledAt: timestampTz('handled_at'),
    handledBy: uuid('handled_by'),
  },
  (table) => [uniqueIndex('early_access_submissions_email_key').on(table.email)],
);

/** A creator's application from /creator-signup: pending until staff approve or decline it. */
export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    channels: jsonb('channels').$type<{ platform: string; url: string; followers: number }[]>().notNull(),
    games: text('games').array().notNull(),
    why: text('why').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestampTz('decided_at'),
    decidedBy: uuid('decided_by'),
  },
  (table) => [
    // One pending application per email: applying again while pending updates it.
    uniqueIndex('creator_applications_pending_email_key')
      .on(table.email)
      .where(sql`status = 'pending'`),
    index('creator_applications_created_idx').on(table.createdAt),
  ],
);

export type ContactSubmissionRow = typeof contactSubmissions.$inferSelect;
export type EarlyAccessSubmissionRow = typeof earlyAccessSubmissions.$inferSelect;
export type CreatorApplicationRow = typeof creatorApplications.$inferSelect;

export const contentSchema = {
  configurations,
  blogPosts,
  blogViewMarks,
  blogDailyViews,
  faqs,
  legalDocumentVersions,
  legalAcceptances,
  contactSubmissions,
  earlyAccessSubmissions,
  creatorApplications,
};

export type ConfigurationRow = typeof configurations.$inferSelect;
