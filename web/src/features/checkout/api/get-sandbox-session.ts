import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { checkoutKeys } from '../keys';

/** The sandbox's checkout session, as its hosted page shows it. */
export const sandboxSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: checkoutKeys.sandbox(sessionId),
    queryFn: ({ signal }) => call(routes.checkout.sandboxSession, { params: { sessionId }, signal }),
    staleTime: 0,
  });

export const useSandboxSession = (sessionId: string) => useQuery(sandboxSessionQueryOptions(sessionId));
