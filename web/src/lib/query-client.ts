import { ErrorText } from '@lobby/contracts';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { notify } from './notify';

function shouldRetry(failureCount: number, error: Error): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !clientError && failureCount < 2;
}

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `silent`: the screen shows the error itself, so no toast. `errorFallback`: the screen's own text for a
     * failure the server did not explain (spec §8 fallbacks such as 'error while creating bio').
     */
    mutationMeta: { silent?: boolean; errorFallback?: string };
    /**
     * `keepAcrossSessions`: not about the signed-in user (the website gate), so login and logout keep it.
     * `dependsOnFavorites`: the result changes with the user's favourites (a "favourites only" list), so it is
     * refetched once a favourite change reaches the server.
     */
    queryMeta: { keepAcrossSessions?: boolean; dependsOnFavorites?: boolean };
  }
}

/** The text to show for a failed call: the server's own, else the screen's fallback, else a generic one. */
export function errorText(error: Error, fallback?: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  return fallback ?? (error.message || ErrorText.unexpected);
}

/** Server data cache. A failed mutation shows its error as a red toast unless it is marked silent. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
  },
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.silent) notify.error(errorText(error, mutation.meta?.errorFallback));
    },
  }),
});
