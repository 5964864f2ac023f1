import { routes, type AddSlotsInput } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { slotsKeys } from '../keys';

export const addSlots = (input: AddSlotsInput, query: string) =>
  call(routes.slots.addSlots, { body: input, query: actingFor(query) });

/** Adds one slot (or the same slot on several weeks) and refreshes the streamer's slot lists. */
export function useAddSlots(starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddSlotsInput) => addSlots(input, query),
    // The form shows a refusal next to its buttons, so no toast as well.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slotsKeys.star(starId) }),
  });
}
