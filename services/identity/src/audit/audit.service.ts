import { Injectable } from '@nestjs/common';
import {
  PageSizes,
  StaffText,
  type AuditEntryDto,
  type AuditLogPage,
  type AuditLogQuery,
  type StaffActionEvent,
} from '@lobby/contracts';
import { cleanPageRequest, DomainError, isUuid, pageOffset, toPage } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository } from '../users/users.repository';
import { AuditRepository, type AuditFilter } from './audit.repository';
import type { StaffAuditRow } from './audit.schema';

/** Longest action, target type or target id a filter may name (the stored ones are far shorter). */
const FILTER_MAX = 200;

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

/** The gateway validated the query; this refuses what reaches the service any other way, with one 400. */
function cleanFilter(query: AuditLogQuery): AuditFilter {
  const text = (value: unknown): string | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || value.length > FILTER_MAX) throw invalid();
    return value;
  };
  const date = (value: unknown): Date | undefined => {
    const given = text(value);
    if (given === undefined) return undefined;
    const parsed = new Date(given);
    if (Number.isNaN(parsed.getTime())) throw invalid();
    return parsed;
  };
  const actorId = text(query.actorId);
  if (actorId !== undefined && !isUuid(actorId)) throw invalid();
  return {
    actorId,
    actionPrefix: text(query.action),
    targetType: text(query.targetType),
    targetId: text(query.targetId),
    from: date(query.from),
    to: date(query.to),
  };
}

const invalid = () => DomainError.invalid(StaffText.invalidAuditFilter);

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
