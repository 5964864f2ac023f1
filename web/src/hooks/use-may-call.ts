import { type HttpRoute, mayCallStaffRoute } from '@lobby/contracts';
import { useCurrentUserFromStore } from '../stores/auth-store';

/**
 * Whether the signed-in member may call the staff route, by the contracts' StaffRouteTable (the table the server
 * enforces): pages show an action only to staff who may take it.
 */
export function useMayCall(route: Pick<HttpRoute, 'method' | 'path'>): boolean {
  const user = useCurrentUserFromStore();
  return user !== null && mayCallStaffRoute(user.role, user.permissions, route);
}
