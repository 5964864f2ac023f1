import { routes, type GamerTagDto, type OrderDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { myBookingsKey } from './my-bookings-key';

/** Renames an order's gamer tags (by tag id) before its slot starts. */
export const updateOrderGamerTags = (order: OrderDto, gamerTags: GamerTagDto[]) =>
  call(routes.orders.updateGamerTags, {
    body: {
      updatedGamerTagsWithId: gamerTags,
      order_id: order._id,
      slot_id: order.slot_id,
    },
  });

export function useUpdateOrderGamerTags(order: OrderDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gamerTags: GamerTagDto[]) => updateOrderGamerTags(order, gamerTags),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookingsKey }),
  });
}
