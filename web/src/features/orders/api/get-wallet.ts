import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The signed-in user's wallet balances, one per currency, in minor units. */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'balance'],
    queryFn: ({ signal }) => call(routes.payments.wallet, { signal }),
  });

export const useWallet = () => useQuery(walletQueryOptions());
