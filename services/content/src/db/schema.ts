import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '@lobby/service-kit';

/** Spec §3 "Configuration": key, value, description. */
export const configurations = pgTable('configurations', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
  updatedAt: updatedAt(),
});

export const contentSchema = { configurations };

export type ConfigurationRow = typeof configurations.$inferSelect;
