import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec §3 "Configuration": key, value, description. */
export const configurations = pgTable('configurations', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentSchema = { configurations };

export type ConfigurationRow = typeof configurations.$inferSelect;
