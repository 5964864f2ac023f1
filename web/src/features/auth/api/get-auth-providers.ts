import { routes, type OAuthProvider } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authKeys } from '../keys';

/** Which social sign-ins the server has credentials for. */
export type AuthProviders = Record<OAuthProvider, boolean>;

export const getAuthProviders = (signal?: AbortSignal) =>
  call(routes.socialSignIn.providers, { signal, anonymous: true });

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.providers,
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Infinity,
    meta: { keepAcrossSessions: true },
  });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
