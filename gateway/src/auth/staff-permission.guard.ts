import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Access, AuthText, hasPermission, isStaffRole, type StaffService } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { GatewayRequest } from './authenticated-user';
import { signedInUser } from './signed-in-user';

export const STAFF_PERMISSION_KEY = 'lobby:staff-permission';

/** For a route whose service depends on the request: the services any one of which grants it. */
export type StaffServicesOf = (request: GatewayRequest) => readonly StaffService[];

export interface RequiredStaffPermission {
  service: StaffService | StaffServicesOf;
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
      servicesOf(required, context).some((service) =>
        hasPermission(user.permissions, service, required.access),
      );
    if (!allowed) throw DomainError.forbidden(AuthText.forbidden);
    return true;
  }
}

function servicesOf(required: RequiredStaffPermission, context: ExecutionContext): readonly StaffService[] {
  if (typeof required.service !== 'function') return [required.service];
  return required.service(context.switchToHttp().getRequest<GatewayRequest>());
}
