import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '@lobby/service-kit';

/**
 * The audit log (issue 17 item 8): one row per staff write, from any service's `events.audit.staff-action`.
 * The id is the event's, so an event stored twice is one row. The actor's username and role are copied at
 * record time: a later rename, demotion or deletion doesn't rewrite who did it. Rows are never edited.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey(),
    actorId: uuid('actor_id').notNull(),
    actorUsername: text('actor_username'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** When the change committed (the event's `at`). */
    at: timestampTz('at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('staff_audit_log_actor_idx').on(table.actorId, table.at.desc()),
    index('staff_audit_log_target_idx').on(table.targetType, table.targetId, table.at.desc()),
    index('staff_audit_log_action_idx').on(table.action.op('text_pattern_ops')),
  ],
);

export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
export type NewStaffAuditRow = typeof staffAuditLog.$inferInsert;
