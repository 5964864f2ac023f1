import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { paymentGatewaysKeys } from './keys';

/** The ways to pay that are switched on, in the order the server ranks them (spec §3 "priority"). */
export const paymentGatewaysQueryOptions = () =>
  queryOptions({
    queryKey: paymentGatewaysKeys.active,
    queryFn: ({ signal }) => call(routes.payments.activePaymentGateways, { signal, anonymous: true }),
    staleTime: 5 * 60_000,
  });

export const usePaymentGateways = () => useQuery(paymentGatewaysQueryOptions());
