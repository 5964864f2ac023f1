import { routes } from '@lobby/contracts';
import { useMayCall } from '../../../hooks/use-may-call';

/**
 * Whether the signed-in staff member may change payouts, by the staff route table the server enforces. With read
 * only, the page shows the same lists without its buttons.
 */
export function useCanWritePayouts(): boolean {
  return useMayCall(routes.adminPayouts.complete);
}
