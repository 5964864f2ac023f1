import {
  holdsEveryGrant,
  holdsRightsBeyond,
  mayGiveRole,
  StaffServices,
  StaffText,
  type StaffPermission,
  type StaffRights,
  type StaffService,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';

/**
 * A member's grants as saved: each service once (named twice is refused), write implying read; services granted
 * nothing are left out (no row means no access).
 */
export function cleanPermissions(input: readonly StaffPermission[]): StaffPermission[] {
  const seen = new Set<StaffService>();
  const cleaned: StaffPermission[] = [];
  for (const { service, read, write } of input) {
    if (seen.has(service)) throw DomainError.invalid(StaffText.invalidPermissions);
    seen.add(service);
    if (read || write) cleaned.push({ service, read: true, write });
  }
  return cleaned.sort((a, b) => StaffServices.indexOf(a.service) - StaffServices.indexOf(b.service));
}

/** Grants as the audit log shows them: `{ games: 'write', Payouts: 'read' }`. */
export function grantsForAudit(permissions: readonly StaffPermission[]): Record<string, 'read' | 'write'> {
  const grants: Record<string, 'read' | 'write'> = {};
  for (const service of StaffServices) {
    const grant = permissions.find((p) => p.service === service);
    if (grant?.write) grants[service] = 'write';
    else if (grant?.read) grants[service] = 'read';
  }
  return grants;
}

export function sameGrants(a: readonly StaffPermission[], b: readonly StaffPermission[]): boolean {
  return JSON.stringify(grantsForAudit(a)) === JSON.stringify(grantsForAudit(b));
}

/**
 * Nobody raises their own rights: no member changes their own role or grants, and no member changes the role,
 * grants or activation of someone holding rights they don't hold (the admin role counts as one).
 */
export function assertMayManage(actor: StaffRights, target: StaffRights): void {
  if (actor._id === target._id) throw DomainError.forbidden(StaffText.notYourOwn);
  if (holdsRightsBeyond(target, actor)) throw DomainError.forbidden(StaffText.outranked);
}

/** A member hands out only grants they hold themselves, and only an admin makes an admin. */
export function assertMayGive(
  actor: StaffRights,
  given: { role?: string; permissions?: readonly StaffPermission[] },
): void {
  if (given.role !== undefined && !mayGiveRole(actor.role, given.role))
    throw DomainError.forbidden(StaffText.adminOnly);
  if (given.permissions && !holdsEveryGrant(actor.permissions, given.permissions))
    throw DomainError.forbidden(StaffText.grantBeyondOwn);
}
