import type { WalletBalanceDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed-in user's wallet balances, one per currency, in minor units. */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'balance'],
    queryFn: ({ signal }) => api.get<WalletBalanceDto>('/api/user/wallet', { signal }),
  });

export const useWallet = () => useQuery(walletQueryOptions());
