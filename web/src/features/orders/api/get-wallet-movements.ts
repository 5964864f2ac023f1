import { routes } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/keys';

/** The signed-in user's wallet movements (refunds in, wallet payments out), newest first, a page at a time. */
export const walletMovementsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: walletKeys.movements(page),
    queryFn: ({ signal }) => call(routes.payments.walletMovements, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useWalletMovements = (page: number) => useQuery(walletMovementsQueryOptions(page));
