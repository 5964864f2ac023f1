import { mayCallStaffRoute, routes, type HttpRoute } from '@lobby/contracts';
import { useCurrentUserFromStore } from '../../../stores/auth-store';

/** Whether the signed-in staff member may call this staff route (the one table, spec §6); the server checks too. */
export function useMayCallStaffRoute(route: Pick<HttpRoute, 'method' | 'path'>): boolean {
  const user = useCurrentUserFromStore();
  return user !== null && mayCallStaffRoute(user.role, user.permissions, route);
}

/** Staff with Influencers write see the add, edit, landing and remove controls; readers see the lists. */
export const useCanWriteStars = () => useMayCallStaffRoute(routes.adminStars.update);
