import { routes, type PaymentGatewayChange } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminPaymentGatewaysKeys } from '../keys';
import { paymentGatewaysKeys } from '../../../lib/keys';

export const adminPaymentGatewaysQueryOptions = () =>
  queryOptions({
    queryKey: adminPaymentGatewaysKeys.all,
    queryFn: ({ signal }) => call(routes.paymentGateways.list, { signal }),
  });

export const useAdminPaymentGateways = () => useQuery(adminPaymentGatewaysQueryOptions());

/** Saves every gateway's order and switch at once; the checkout's list (`payment-gateways`) follows. */
export function useSavePaymentGateways() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gateways: PaymentGatewayChange[]) =>
      call(routes.adminTools.saveGateways, { body: { gateways } }),
    meta: { errorFallback: 'Error saving payment gateways' },
    onSuccess: (saved) => queryClient.setQueryData(adminPaymentGatewaysQueryOptions().queryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentGatewaysKeys.all }),
  });
}
