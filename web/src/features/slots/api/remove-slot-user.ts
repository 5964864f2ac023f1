import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { slotsKeys } from '../keys';

/** Removes a fan's booking from the slot: their seats go back, and a paid amount is refunded to their wallet. */
export const removeSlotUser = (slotId: string, userId: string, query: string) => {
  return call(routes.slots.removeUser, { body: { slotId, userId, ...actingFor(query) } });
};

export function useRemoveSlotUser(slotId: string, starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeSlotUser(slotId, userId, query),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slotsKeys.slot(slotId) }),
        // Seat counts in the calendar and the month's orders change too.
        queryClient.invalidateQueries({ queryKey: slotsKeys.star(starId) }),
      ]),
  });
}
