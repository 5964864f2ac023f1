import { Inject, Injectable } from '@nestjs/common';
import {
  isStaffRole,
  PageSizes,
  StaffText,
  type InviteStaffInput,
  type Page,
  type StaffListQuery,
  type StaffMemberAnswer,
  type StaffMemberDto,
  type StaffPermission,
  type StaffRights,
  type StaffRole,
} from '@lobby/contracts';
import {
  APP_CONFIG,
  cleanPageRequest,
  DomainError,
  EVENT_BUS,
  type EventBus,
  isUuid,
  newId,
  pageOffset,
  recordStaffAction,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import { OneTimeCodesService } from '../auth/one-time-codes.service';
import { SessionTokensService } from '../auth/session-tokens.service';
import type { Executor } from '../db/database';
import type { UserRow } from '../db/schema';
import type { IdentityConfig } from '../identity.config';
import { Mailer } from '../mail/mailer';
import { cleanFullName, normalizeEmail } from '../users/account-rules';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository } from '../users/users.repository';
import { staffInviteMail } from './staff-mail';
import { StaffRepository } from './staff.repository';
import { assertMayGive, assertMayManage, cleanPermissions, grantsForAudit, sameGrants } from './staff-rules';

/** The service whose write lets an admin manage everyone's grants; one active admin always keeps it. */
const GRANTS_SERVICE = 'Permissions';

/**
 * The team (spec §6): staff with User Management list, invite (the account gets its role and grants, and the
 * invitee chooses a password from a mailed link), change roles and deactivate or reactivate members; staff with
 * Permissions replace a member's grants. The team never loses its last active admin, nor the last active admin
 * holding Permissions write. No role implies a grant: what a member may do is exactly their grants. Nobody raises
 * their own rights (staff-rules: assertMayManage, assertMayGive). Every change is audited in its transaction; deactivation ends the member's sessions and closes their sockets at once.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly staff: StaffAccess,
    private readonly users: UsersRepository,
    private readonly team: StaffRepository,
    private readonly codes: OneTimeCodesService,
    private readonly sessions: SessionTokensService,
    private readonly mailer: Mailer,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async list(actorId: string, query: StaffListQuery): Promise<Page<StaffMemberDto>> {
    await this.assertMayReadTeam(actorId);
    const pageRequest = cleanPageRequest(query, PageSizes.admin);
    const search = query.search?.trim();
    const { rows, total } = await this.team.page(
      { search: search || undefined, role: query.role, status: query.status },
      pageOffset(pageRequest),
      pageRequest.limit,
    );
    return toPage(await Promise.all(rows.map((row) => this.toDto(row))), total, pageRequest);
  }

  async invite(actorId: string, input: InviteStaffInput): Promise<StaffMemberAnswer> {
    const actor = await this.staff.assert(actorId, 'User Management', 'write');
    const email = normalizeEmail(input.email);
    const { username, role } = input;
    const fullName = cleanFullName(input.fullName);
    const permissions = cleanPermissions(input.permissions);
    // Handing out grants is the Permissions service's write: User Management alone invites with none.
    if (permissions.length > 0) await this.staff.assert(actorId, GRANTS_SERVICE, 'write');
    assertMayGive(await this.rightsOf(actor), { role, permissions });
    const { member, link } = await this.transactions.run(async (tx) => {
      const row = await this.users.insert(
        { id: newId(), email, username, fullName, passwordHash: null, role },
        tx,
      );
      await this.users.setPermissions(row.id, permissions, tx);
      const code = await this.codes.issue(row.id, 'streamer_password', tx);
      await recordStaffAction(tx, {
        actorId,
        action: 'identity.staff.invite',
        target: { type: 'staff', id: row.id, label: row.username },
        before: null,
        after: { email, username, fullName, role, isActive: true, permissions: grantsForAudit(permissions) },
      });
      const link = `${this.config.webUrl}/admin/password-setup/${encodeURIComponent(email)}?token=${code.linkToken}`;
      return { member: row, link };
    });
    await this.mailer.send(email, staffInviteMail({ fullName, role, link }));
    return { message: StaffText.invited, member: await this.toDto(member) };
  }

  async changeRole(actorId: string, staffId: string, role: StaffRole): Promise<StaffMemberAnswer> {
    const actor = await this.staff.assert(actorId, 'User Management', 'write');
    const member = await this.transactions.run(async (tx) => {
      const target = await this.lockMember(staffId, tx);
      const actorRights = await this.rightsOf(actor, tx);
      assertMayManage(actorRights, await this.rightsOf(target, tx));
      assertMayGive(actorRights, { role });
      if (target.role === role) return target;
      if (target.role === 'admin') await this.assertTeamKeepsAdmin(target, tx);
      const row = await this.users.update(target.id, { role }, tx);
      await recordStaffAction(tx, {
        actorId,
        action: 'identity.staff.role',
        target: { type: 'staff', id: target.id, label: target.username },
        before: { role: target.role },
        after: { role },
      });
      return row;
    });
    this.tellAccountChanged(member.id);
    return { message: StaffText.roleChanged, member: await this.toDto(member) };
  }

  async setActive(actorId: string, staffId: string, isActive: boolean): Promise<StaffMemberAnswer> {
    const actor = await this.staff.assert(actorId, 'User Management', 'write');
    const member = await this.transactions.run(async (tx) => {
      const target = await this.lockMember(staffId, tx);
      if (target.id === actorId) {
        if (!isActive) throw DomainError.conflict(StaffText.selfDeactivate);
        return target;
      }
      assertMayManage(await this.rightsOf(actor, tx), await this.rightsOf(target, tx));
      if (target.isActive === isActive) return target;
      if (!isActive && target.role === 'admin') await this.assertTeamKeepsAdmin(target, tx);
      const row = await this.users.update(target.id, { isActive }, tx);
      if (!isActive) await this.sessions.endAllSessions(target.id, tx);
      await recordStaffAction(tx, {
        actorId,
        action: isActive ? 'identity.staff.reactivate' : 'identity.staff.deactivate',
        target: { type: 'staff', id: target.id, label: target.username },
        before: { isActive: target.isActive },
        after: { isActive },
      });
      return row;
    });
    // Open sockets close too, once the sessions' end has committed.
    if (!isActive) this.bus.closeSockets([member.id]);
    return {
      message: isActive ? StaffText.reactivated : StaffText.deactivated,
      member: await this.toDto(member),
    };
  }

  async setPermissions(
    actorId: string,
    staffId: string,
    input: readonly StaffPermission[],
  ): Promise<StaffMemberAnswer> {
    const actor = await this.staff.assert(actorId, GRANTS_SERVICE, 'write');
    const permissions = cleanPermissions(input);
    const member = await this.transactions.run(async (tx) => {
      const target = await this.lockMember(staffId, tx);
      const before = await this.users.permissions(target.id, tx);
      const actorRights = await this.rightsOf(actor, tx);
      assertMayManage(actorRights, { _id: target.id, role: target.role, permissions: before });
      assertMayGive(actorRights, { permissions });
      if (sameGrants(before, permissions)) return target;
      const losesGrants = holdsGrantsWrite(before) && !holdsGrantsWrite(permissions) && isActiveAdmin(target);
      if (losesGrants && (await this.team.otherActiveAdmins(target.id, tx, GRANTS_SERVICE)) === 0)
        throw DomainError.conflict(StaffText.lastPermissionsAdmin);
      await this.users.setPermissions(target.id, permissions, tx);
      await recordStaffAction(tx, {
        actorId,
        action: 'identity.staff.permissions',
        target: { type: 'staff', id: target.id, label: target.username },
        before: { permissions: grantsForAudit(before) },
        after: { permissions: grantsForAudit(permissions) },
      });
      return target;
    });
    this.tellAccountChanged(member.id);
    return { message: StaffText.permissionsSaved, member: await this.toDto(member) };
  }

  /** The member's open app reads its rights again (after the commit; a missed push only waits for a reload). */
  private tellAccountChanged(userId: string): void {
    this.bus.pushRealtime({ event: 'accountChanged', userId, data: {} });
  }

  private async rightsOf(row: UserRow, tx?: Executor): Promise<StaffRights> {
    return { _id: row.id, role: row.role, permissions: await this.users.permissions(row.id, tx) };
  }

  /** The team list serves both team pages: either service's read opens it. */
  private async assertMayReadTeam(actorId: string): Promise<void> {
    try {
      await this.staff.assert(actorId, 'User Management', 'read');
    } catch {
      await this.staff.assert(actorId, GRANTS_SERVICE, 'read');
    }
  }

  /** The member, locked for the change; the admins' lock first, so team-wide checks see a settled team. */
  private async lockMember(staffId: string, tx: Executor): Promise<UserRow> {
    // Any text names a member or none: one that is not an id names none.
    if (!isUuid(staffId)) throw DomainError.notFound(StaffText.notStaff);
    await this.team.lockAdmins(tx);
    const target = await this.users.lockById(staffId, tx);
    if (!target || !isStaffRole(target.role)) throw DomainError.notFound(StaffText.notStaff);
    return target;
  }

  /** Refuses to take `target` (an admin) out of the active admins when that leaves none, or none with grants. */
  private async assertTeamKeepsAdmin(target: UserRow, tx: Executor): Promise<void> {
    if (!isActiveAdmin(target)) return;
    if ((await this.team.otherActiveAdmins(target.id, tx)) === 0)
      throw DomainError.conflict(StaffText.lastAdmin);
    const holds = holdsGrantsWrite(await this.users.permissions(target.id, tx));
    if (holds && (await this.team.otherActiveAdmins(target.id, tx, GRANTS_SERVICE)) === 0)
      throw DomainError.conflict(StaffText.lastPermissionsAdmin);
  }

  private async toDto(row: UserRow): Promise<StaffMemberDto> {
    return {
      _id: row.id,
      username: row.username,
      fullName: row.fullName,
      email: row.email,
      role: row.role as StaffRole,
      isActive: row.isActive,
      passwordSet: row.passwordHash !== null,
      permissions: await this.users.permissions(row.id),
      createdAt: row.createdAt.toISOString(),
    };
  }
}

function isActiveAdmin(row: UserRow): boolean {
  return row.role === 'admin' && row.isActive && !row.isBanned;
}

function holdsGrantsWrite(permissions: readonly StaffPermission[]): boolean {
  return permissions.some((p) => p.service === GRANTS_SERVICE && p.write);
}
