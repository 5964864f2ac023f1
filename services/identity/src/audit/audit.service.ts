import { Injectable } from '@nestjs/common';
import {
  PageSizes,
  type AuditEntryDto,
  type AuditLogPage,
  type AuditLogQuery,
  type StaffActionEvent,
} from '@lobby/contracts';
import { cleanPageRequest, pageOffset, toPage } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository } from '../users/users.repository';
import { AuditRepository, type AuditFilter } from './audit.repository';
import type { StaffAuditRow } from './audit.schema';

/**
 * The audit log: every service's staff writes (their `events.audit.staff-action`), kept here because identity
 * knows who the staff are. Admins with Permissions read browse it.
 */
@Injectable()
export class AuditService {
  constructor(
    private readonly entries: AuditRepository,
    private readonly users: UsersRepository,
    private readonly staff: StaffAccess,
  ) {}

  /**
   * Stores one event, with the actor's username and role as they are now. `eventId` keys the row, so the same
   * event delivered again is stored once even outside the bus's own bookkeeping.
   */
  async record(eventId: string, event: StaffActionEvent, executor?: Executor): Promise<void> {
    const actor = await this.users.findById(event.actorId, executor);
    const at = new Date(event.at);
    await this.entries.insert(
      {
        id: eventId,
        actorId: event.actorId,
        actorUsername: actor?.username ?? null,
        actorRole: actor?.role ?? null,
        action: event.action,
        targetType: event.target.type,
        targetId: event.target.id,
        targetLabel: event.target.label ?? null,
        before: event.before,
        after: event.after,
        at,
      },
      executor,
    );
  }

  async list(actorId: string, query: AuditLogQuery): Promise<AuditLogPage> {
    await this.staff.assert(actorId, 'Permissions', 'read');
    const pageRequest = cleanPageRequest(query, PageSizes.admin);
    const { rows, total } = await this.entries.page(
      cleanFilter(query),
      pageOffset(pageRequest),
      pageRequest.limit,
    );
    return toPage(rows.map(toDto), total, pageRequest);
  }
}

/** The filters the message carries; an empty one names nothing. */
function cleanFilter(query: AuditLogQuery): AuditFilter {
  const date = (value: string | undefined) => (value ? new Date(value) : undefined);
  return {
    actorId: query.actorId,
    actionPrefix: query.action || undefined,
    targetType: query.targetType || undefined,
    targetId: query.targetId || undefined,
    from: date(query.from),
    to: date(query.to),
  };
}

function toDto(row: StaffAuditRow): AuditEntryDto {
  return {
    _id: row.id,
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    actorRole: row.actorRole,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    before: row.before,
    after: row.after,
    at: row.at.toISOString(),
  };
}
