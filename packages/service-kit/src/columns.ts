import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every service's schema uses the same way. Times are stored in UTC (timestamptz). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/** Case-insensitive text (the citext extension), so 'Alice@Mail.com' and 'alice@mail.com' are one value. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });
