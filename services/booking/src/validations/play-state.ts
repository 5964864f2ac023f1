import type { OrderStatus, PlayStatus } from '@lobby/contracts';
import { StateMachine } from '@lobby/service-kit';

/**
 * The one place that says how an order's play status may move: staff find an unvalidated order played or not
 * played, and may change their mind either way; nobody sets it back to unvalidated. It is separate from the
 * order's status (holds/hold-state.ts), which says whether the order is paid.
 */
export const playStates = new StateMachine<PlayStatus>(
  {
    unvalidated: ['played', 'not_played'],
    played: ['not_played'],
    not_played: ['played'],
  },
  (from, to) => `An order can't go from ${from} to ${to}`,
);

/** Only a paid order (or one whose session is completed) is validated; others were never, or are no longer, owed. */
export const VALIDATABLE_ORDER_STATES: readonly OrderStatus[] = ['paid', 'completed'];

export function isValidatable(status: OrderStatus): boolean {
  return VALIDATABLE_ORDER_STATES.includes(status);
}
