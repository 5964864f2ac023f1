import { routes, type Currency } from '@lobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/keys';
import { ordersKeys } from '../keys';

/** The smallest and largest top-up per currency (minor units), as staff configured them. */
export const topUpLimitsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.topUpLimits,
    queryFn: ({ signal }) => call(routes.payments.walletTopUpLimits, { signal }),
    staleTime: 5 * 60_000,
  });

export const useTopUpLimits = (enabled: boolean) => useQuery({ ...topUpLimitsQueryOptions(), enabled });

/** Opens a card checkout that adds `amount` (minor units) to the caller's wallet once paid. */
export const useTopUpWallet = () =>
  useMutation({
    mutationFn: (body: { amount: number; currency: Currency }) => call(routes.payments.walletTopUp, { body }),
    meta: { silent: true },
  });

/**
 * Back from a top-up's card page: a card page left without paying is closed first; then the server confirms the
 * payment (a Stripe payment before its webhook) and answers the session, asked again while the card is still
 * being confirmed. Once it is paid the balance and the movements are read again.
 */
export function useTopUpReturn(sessionId: string | null, cancelled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    // Not under ['wallet']: reading the wallet again once paid must not ask for the payment again.
    queryKey: ordersKeys.topUpReturn(sessionId, cancelled),
    enabled: sessionId !== null,
    queryFn: async () => {
      const params = { sessionId: sessionId! };
      if (cancelled) await call(routes.checkout.cancel, { body: params });
      const session = await call(routes.payments.walletTopUpReturn, { params });
      if (session.status === 'paid')
        await queryClient.invalidateQueries({ queryKey: walletKeys.all, exact: false });
      return session;
    },
    refetchInterval: (query) => (query.state.data?.status === 'created' ? 2000 : false),
    retry: false,
  });
}
