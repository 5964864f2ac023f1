import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { StaffRoles, type StaffRole, type StaffStatusFilter } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { staffPermissions, users, type UserRow } from '../db/schema';

export interface StaffFilter {
  search?: string;
  role?: StaffRole;
  status?: StaffStatusFilter;
}

/** Lock key (pg_advisory_xact_lock) taken by every change that could leave the team without an admin. */
const ADMINS_LOCK = sql`hashtext('identity.staff.admins')`;

/** Reads of the team (accounts with a staff role); writes go through UsersRepository. */
@Injectable()
export class StaffRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /** Username order, so the list doesn't jump when someone is edited. */
  async page(
    filter: StaffFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: UserRow[]; total: number }> {
    const where = and(...conditions(filter));
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.username), asc(users.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total };
  }

  /**
   * Serialises the changes that could leave the team without an admin (role, active flag, grants), so two admins
   * demoting each other at once can't both succeed. Held until the transaction ends.
   */
  async lockAdmins(executor: Executor): Promise<void> {
    await executor.execute(sql`SELECT pg_advisory_xact_lock(${ADMINS_LOCK})`);
  }

  /** Active, unbanned admins other than `exceptId`; with `holding`, only those with that service's write. */
  async otherActiveAdmins(exceptId: string, executor: Executor, holding?: string): Promise<number> {
    const base = and(
      eq(users.role, 'admin'),
      eq(users.isActive, true),
      eq(users.isBanned, false),
      ne(users.id, exceptId),
    );
    if (!holding) {
      const [{ total }] = await executor.select({ total: count() }).from(users).where(base);
      return total;
    }
    const [{ total }] = await executor
      .select({ total: count() })
      .from(users)
      .innerJoin(staffPermissions, eq(staffPermissions.userId, users.id))
      .where(and(base, eq(staffPermissions.service, holding), eq(staffPermissions.canWrite, true)));
    return total;
  }
}

function conditions(filter: StaffFilter): SQL[] {
  const where: SQL[] = [inArray(users.role, [...StaffRoles])];
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.status) where.push(eq(users.isActive, filter.status === 'active'));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    where.push(
      or(ilike(users.username, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern))!,
    );
  }
  return where;
}
