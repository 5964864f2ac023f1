import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthText, mayCallStaffRoute } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { routesOfHandler } from '../http/route-of';
import { signedInUser } from './signed-in-user';

/**
 * 403 unless the caller is staff holding the permission the contracts' StaffRouteTable names for this route
 * (spec §6). A route the table doesn't name refuses everyone: a new staff route is closed until it is listed.
 */
@Injectable()
export class StaffPermissionGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = signedInUser(context);
    const served = routesOfHandler(context.getClass(), context.getHandler());
    const allowed =
      served.length > 0 &&
      served.every((route) => {
        const [method, path] = route.split(' ');
        return mayCallStaffRoute(user.role, user.permissions, { method: method as 'GET', path });
      });
    if (!allowed) throw DomainError.forbidden(AuthText.forbidden);
    return true;
  }
}
