import type { Page } from '../rpc';

/**
 * The audit log (issue 17): every staff write, recorded by the service that made it in the same transaction as the
 * change (an outbox event), and kept by identity, which knows the staff. Admins browse and filter it.
 */
export const AuditEventSubjects = {
  staffAction: 'events.audit.staff-action',
} as const;

/** What a staff action changed: a kind of thing ('game', 'payout', 'user'…), its id and a name people know it by. */
export interface AuditTarget {
  type: string;
  id: string;
  label?: string | null;
}

/**
 * One staff write. `action` is a dotted name ('catalog.game.update', 'payments.payout.complete'); `before` and
 * `after` are the changed record's fields that matter, null for a create (before) or a delete (after). Secrets
 * (passwords, bank numbers, tokens) are never put in.
 */
export interface StaffActionEvent {
  actorId: string;
  action: string;
  target: AuditTarget;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

/** A recorded staff action as admins read it: the actor's name and role at the time it was recorded. */
export interface AuditEntryDto extends StaffActionEvent {
  _id: string;
  actorUsername: string | null;
  actorRole: string | null;
}

export interface AuditLogQuery {
  page?: number;
  limit?: number;
  actorId?: string;
  /** A prefix of the action: 'catalog.' or 'payments.payout.'. */
  action?: string;
  targetType?: string;
  targetId?: string;
  /** ISO date-times bounding `at`. */
  from?: string;
  to?: string;
}

export type AuditLogPage = Page<AuditEntryDto>;
