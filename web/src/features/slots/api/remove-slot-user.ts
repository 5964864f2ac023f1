import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { streamerSlotsKey } from './get-month-slots';

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
        queryClient.invalidateQueries({ queryKey: ['slot-page', slotId] }),
        // Seat counts in the calendar and the month's orders change too.
        queryClient.invalidateQueries({ queryKey: streamerSlotsKey(starId) }),
      ]),
  });
}
