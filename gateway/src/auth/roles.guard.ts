import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthText, type Role } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { signedInUser } from './signed-in-user';

export const ROLES_KEY = 'lobby:roles';

/** 403 unless the signed-in caller has one of the roles named with @Roles(). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const user = signedInUser(context);
    if (!roles?.includes(user.role)) throw DomainError.forbidden(AuthText.forbidden);
    return true;
  }
}
