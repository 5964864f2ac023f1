import { routes, type GamerTagDto, type OrderDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ordersKeys } from '../keys';

/** Renames a slot order's gamer tags (by tag id) before its slot starts. */
export const updateOrderGamerTags = (order: OrderDto, gamerTags: GamerTagDto[]) => {
  if (order.slot_id === null) throw new Error('Only a slot order has gamer tags to rename here');
  return call(routes.orders.updateGamerTags, {
    body: {
      updatedGamerTagsWithId: gamerTags,
      order_id: order._id,
      slot_id: order.slot_id,
    },
  });
};

export function useUpdateOrderGamerTags(order: OrderDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gamerTags: GamerTagDto[]) => updateOrderGamerTags(order, gamerTags),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
