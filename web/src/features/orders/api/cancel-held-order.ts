import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ordersKeys } from '../keys';

/** Gives up an order awaiting payment: its seats go back to the slot at once; the orders are read again. */
export function useCancelHeldOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => call(routes.orders.cancel, { params: { id: orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
