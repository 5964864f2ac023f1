import { Injectable } from '@nestjs/common';
import { AuthText, hasPermission, isStaffRole, type Access, type StaffService } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { UserRow } from '../db/schema';
import { UsersRepository } from './users.repository';

/**
 * The one check behind every staff operation: the actor is active, unbanned staff holding the
 * permission. The gateway checks it too; identity does not trust that alone.
 */
@Injectable()
export class StaffAccess {
  constructor(private readonly users: UsersRepository) {}

  async assert(actorId: string, service: StaffService, access: Access): Promise<UserRow> {
    const actor = await this.users.findById(actorId);
    const allowed =
      actor &&
      actor.isActive &&
      !actor.isBanned &&
      isStaffRole(actor.role) &&
      hasPermission(await this.users.permissions(actor.id), service, access);
    if (!allowed) throw DomainError.forbidden(AuthText.forbidden);
    return actor;
  }
}
