import { sql } from 'drizzle-orm';
import { check, customType, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column builders every service's schema uses the same way. Times are stored in UTC (timestamptz). */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();
export const deletedAt = () => timestampTz('deleted_at');

/** Case-insensitive text (the citext extension), so 'Alice@Mail.com' and 'alice@mail.com' are one value. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** The row's own id: a uuid primary key (ids are made by the service, `newId()`, never by the database). */
export const idColumn = () => uuid('id').primaryKey();

/**
 * A check that `column` holds one of `values`: `check(name, column in ('a','b'))`. The values are the schema's
 * own constants (never user input), written into the constraint as literals, as drizzle-kit records them.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(','))})`);
}
