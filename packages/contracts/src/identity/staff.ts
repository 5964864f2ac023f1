import type { AuditLogPage, AuditLogQuery } from '../audit/staff-actions';
import { hasPermission, type StaffPermission, type StaffRole } from '../roles';
import type { Actor, Message, Page } from '../rpc';

/** A staff member as the team pages show them (spec §6). `passwordSet` false: invited, link not used yet. */
export interface StaffMemberDto {
  _id: string;
  username: string;
  fullName: string;
  email: string | null;
  role: StaffRole;
  isActive: boolean;
  passwordSet: boolean;
  permissions: StaffPermission[];
  createdAt: string;
}

export type StaffStatusFilter = 'active' | 'inactive';

export interface StaffListQuery {
  page?: number;
  limit?: number;
  /** Part of the username, full name or email. */
  search?: string;
  role?: StaffRole;
  status?: StaffStatusFilter;
}

/** Invites a staff member: the account is created with the role and grants, the password is chosen by mail. */
export interface InviteStaffInput {
  email: string;
  username: string;
  fullName: string;
  role: StaffRole;
  permissions: StaffPermission[];
}

export type StaffMemberAnswer = Message & { member: StaffMemberDto };

export const StaffLimits = {
  searchMax: 100,
} as const;

export const StaffText = {
  invited: 'Invitation sent',
  roleChanged: 'Role updated',
  deactivated: 'Staff member deactivated',
  reactivated: 'Staff member reactivated',
  permissionsSaved: 'Permissions saved',
  lastAdmin: 'The last active admin must stay an active admin',
  lastPermissionsAdmin: 'At least one active admin must keep Permissions write',
  notStaff: 'Staff member not found',
  selfDeactivate: 'You cannot deactivate yourself',
  invalidRole: 'The role must be one of: admin, developer, marketing, finance',
  invalidPermissions: 'Each permission names a staff service once, with read and write true or false',
  invalidStatus: 'The status must be active or inactive',
  invalidActive: 'isActive must be true or false',
  invalidAuditFilter: 'Invalid audit log filter',
  notYourOwn: 'You cannot change your own role or permissions',
  grantBeyondOwn: 'You can only grant permissions you hold yourself',
  adminOnly: 'Only an admin can make someone an admin',
  outranked: 'You cannot change a member who holds rights you do not hold',
} as const;

/** Identity's staff subjects: the team (User Management), their grants (Permissions) and the audit log. */
export interface StaffSubjects {
  'identity.staffMembers': { req: Actor & StaffListQuery; res: Page<StaffMemberDto> };
  'identity.inviteStaff': { req: Actor & InviteStaffInput; res: StaffMemberAnswer };
  'identity.changeStaffRole': { req: Actor & { staffId: string; role: StaffRole }; res: StaffMemberAnswer };
  'identity.setStaffActive': { req: Actor & { staffId: string; isActive: boolean }; res: StaffMemberAnswer };
  'identity.setStaffPermissions': {
    req: Actor & { staffId: string; permissions: StaffPermission[] };
    res: StaffMemberAnswer;
  };
  /** Staff with Permissions read; newest first, PageSizes.admin a page. */
  'identity.auditLog': { req: Actor & AuditLogQuery; res: AuditLogPage };
}

/** A member as the rules against raising one's own rights see them (issue 32). */
export interface StaffRights {
  _id: string;
  role: string;
  permissions: readonly StaffPermission[];
}

/** Whether `holder` holds every one of `grants` (a write grant needs write, a read grant either). */
export function holdsEveryGrant(
  holder: readonly StaffPermission[],
  grants: readonly StaffPermission[],
): boolean {
  return grants.every((grant) => hasPermission(holder, grant.service, grant.write ? 'write' : 'read'));
}

/** Whether `member` holds a right `actor` lacks: a grant, or the admin role. */
export function holdsRightsBeyond(member: StaffRights, actor: StaffRights): boolean {
  return (
    (member.role === 'admin' && actor.role !== 'admin') ||
    !holdsEveryGrant(actor.permissions, member.permissions)
  );
}

/** Only an admin makes an admin. */
export function mayGiveRole(actorRole: string, role: string): boolean {
  return role !== 'admin' || actorRole === 'admin';
}

/** Whether `actor` may change `member`'s role, grants or activation: never their own, nor one holding more. */
export function mayManageMember(actor: StaffRights, member: StaffRights): boolean {
  return actor._id !== member._id && !holdsRightsBeyond(member, actor);
}
