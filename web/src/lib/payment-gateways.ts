import type { PaymentGatewayDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The ways to pay that are switched on, in the order the server ranks them (spec §3 "priority"). */
export const paymentGatewaysQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-gateways', 'active'],
    queryFn: ({ signal }) =>
      api.get<PaymentGatewayDto[]>('/api/user/get-active-payment-gateways', { signal, anonymous: true }),
    staleTime: 5 * 60_000,
  });

export const usePaymentGateways = () => useQuery(paymentGatewaysQueryOptions());
