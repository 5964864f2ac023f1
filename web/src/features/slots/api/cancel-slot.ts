import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { slotsKeys } from '../keys';

/**
 * Cancels a slot before it starts, or marks it not held after: every booked fan is refunded in full, the way they
 * paid, and the slot takes no more bookings.
 */
export function useCancelSlot(slotId: string, starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.cancellations.cancelSlot, { params: { slotId }, query: actingFor(query) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slotsKeys.slot(slotId) }),
        queryClient.invalidateQueries({ queryKey: slotsKeys.star(starId) }),
      ]),
  });
}
