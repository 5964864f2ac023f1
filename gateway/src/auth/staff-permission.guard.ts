import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Access, AuthText, hasPermission, isStaffRole, type StaffService } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { signedInUser } from './signed-in-user';

export const STAFF_PERMISSION_KEY = 'lobby:staff-permission';

export interface RequiredStaffPermission {
  service: StaffService;
  access: Access;
}

/** 403 unless the caller is staff with the read or write permission named with @StaffPermission() (spec §6). */
@Injectable()
export class StaffPermissionGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<RequiredStaffPermission | undefined>(
      STAFF_PERMISSION_KEY,
      [context.getHandler(), context.getClass()],
    );
    const user = signedInUser(context);
    const allowed =
      required !== undefined &&
      isStaffRole(user.role) &&
      hasPermission(user.permissions, required.service, required.access);
    if (!allowed) throw DomainError.forbidden(AuthText.forbidden);
    return true;
  }
}
