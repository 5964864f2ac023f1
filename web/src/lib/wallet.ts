import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { walletKeys } from './keys';

/** The signed-in user's wallet balances, one per currency, in minor units. */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => call(routes.payments.wallet, { signal }),
  });

/** Asked for only while `enabled` (a visitor has no wallet). */
export const useWallet = (enabled = true) => useQuery({ ...walletQueryOptions(), enabled });
