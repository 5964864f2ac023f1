import type { CheckoutSessionDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sandboxSessionKey = (sessionId: string) => ['sandbox-checkout', sessionId] as const;

/** The sandbox's checkout session, as its hosted page shows it. */
export const sandboxSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: sandboxSessionKey(sessionId),
    queryFn: ({ signal }) =>
      api.get<CheckoutSessionDto>(`/api/checkout/sandbox/${encodeURIComponent(sessionId)}`, { signal }),
    staleTime: 0,
  });

export const useSandboxSession = (sessionId: string) => useQuery(sandboxSessionQueryOptions(sessionId));
