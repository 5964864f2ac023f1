import type { PaymentGatewayDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The ways to pay that are switched on, best first. The same call and key as the gig booking card's (features
 * don't import each other), so both share one cached answer.
 */
export const paymentGatewaysQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-gateways', 'active'],
    queryFn: ({ signal }) =>
      api.get<PaymentGatewayDto[]>('/api/user/get-active-payment-gateways', { signal, anonymous: true }),
    staleTime: 5 * 60_000,
  });

export const usePaymentGateways = () => useQuery(paymentGatewaysQueryOptions());
