import { AuditEventSubjects, type StaffActionEvent } from '@lobby/contracts';
import { addToOutbox, type OutboxExecutor } from './outbox';

/**
 * Records a staff write in the audit log: call it inside the transaction that makes the change, so the entry
 * exists if and only if the change committed. Identity keeps the log. Pass only fields people need to see what
 * changed, never secrets.
 */
export async function recordStaffAction(
  executor: OutboxExecutor,
  action: Omit<StaffActionEvent, 'at'> & { at?: Date },
): Promise<void> {
  const event: StaffActionEvent = { ...action, at: (action.at ?? new Date()).toISOString() };
  await addToOutbox(executor, AuditEventSubjects.staffAction, event);
}
