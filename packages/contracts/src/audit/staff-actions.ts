import type { Page } from '../rpc';
import type { StaffActionEvent } from '../schema/domain-events';

/**
 * The audit log (issue 17): every staff write, recorded by the service that made it in the same transaction as the
 * change (an outbox event), and kept by identity, which knows the staff. Admins browse and filter it.
 */
export const AuditEventSubjects = {
  staffAction: 'events.audit.staff-action',
} as const;
export type { AuditTarget, StaffActionEvent } from '../schema/domain-events';

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
