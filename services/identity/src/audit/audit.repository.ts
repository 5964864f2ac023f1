import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { staffAuditLog, type NewStaffAuditRow, type StaffAuditRow } from './audit.schema';

export interface AuditFilter {
  actorId?: string;
  actionPrefix?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

/** The only code that reads or writes the audit log; it only ever adds rows. */
@Injectable()
export class AuditRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /** Adds the entry unless one with its id (the event's) is already stored. */
  async insert(row: NewStaffAuditRow, executor: Executor = this.db): Promise<void> {
    await executor.insert(staffAuditLog).values(row).onConflictDoNothing();
  }

  /** Newest first (ties by id, so pages never overlap). */
  async page(
    filter: AuditFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: StaffAuditRow[]; total: number }> {
    const where = and(...conditions(filter));
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(staffAuditLog)
        .where(where)
        .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ total: count() }).from(staffAuditLog).where(where),
    ]);
    return { rows, total };
  }
}

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.actorId) where.push(eq(staffAuditLog.actorId, filter.actorId));
  if (filter.actionPrefix) where.push(like(staffAuditLog.action, `${escapeLike(filter.actionPrefix)}%`));
  if (filter.targetType) where.push(eq(staffAuditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(staffAuditLog.targetId, filter.targetId));
  if (filter.from) where.push(gte(staffAuditLog.at, filter.from));
  if (filter.to) where.push(lte(staffAuditLog.at, filter.to));
  return where;
}

/** A prefix is matched literally: `%`, `_` and `\` in it mean themselves. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
