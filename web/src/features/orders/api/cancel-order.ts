import { routes, type RefundDestination } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletQueryOptions } from './get-wallet';
import { ordersKeys } from '../keys';

/**
 * What cancelling the paid booking now gives back (asked afresh each time the dialog opens). Kept apart from the
 * bookings' key: a cancel refreshes the bookings, and the quote of an order just cancelled would only answer 409.
 */
export const cancellationQuoteOptions = (orderId: string, refundTo: RefundDestination) =>
  queryOptions({
    queryKey: ordersKeys.cancellationQuote(orderId, refundTo),
    queryFn: ({ signal }) =>
      call(routes.cancellations.quote, { params: { orderId }, query: { refundTo }, signal }),
    staleTime: 0,
    retry: false,
  });

export const useCancellationQuote = (orderId: string, refundTo: RefundDestination, enabled: boolean) =>
  useQuery({ ...cancellationQuoteOptions(orderId, refundTo), enabled });

/** Cancels the paid booking; the orders, sessions and the wallet are read again. */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundTo: RefundDestination) =>
      call(routes.cancellations.cancel, { params: { orderId }, body: { refundTo } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      await queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
    },
  });
}
