import { hasPermission } from '@lobby/contracts';
import { useCurrentUserFromStore } from '../../../stores/auth-store';

/**
 * Whether the signed-in staff member may change payouts (Payouts write, spec §6). With read only, the page shows
 * the same lists without its buttons; the gateway refuses the writes either way.
 */
export function useCanWritePayouts(): boolean {
  const user = useCurrentUserFromStore();
  return user !== null && hasPermission(user.permissions, 'Payouts', 'write');
}
