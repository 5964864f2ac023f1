import type { Message } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { streamerSlotsKey } from './get-month-slots';
import { streamerIdFrom } from './lobby-code';

/** Removes a fan's booking from the slot: their seats go back, and a paid amount is refunded to their wallet. */
export const removeSlotUser = (slotId: string, userId: string, query: string) => {
  const streamerId = streamerIdFrom(query);
  return api.post<Message>('/api/post/slots/delete/user', {
    slotId,
    userId,
    ...(streamerId ? { streamerId } : {}),
  });
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
