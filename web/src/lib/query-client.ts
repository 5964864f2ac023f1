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
    /** `silent`: the screen shows the error itself, so no toast. */
    mutationMeta: { silent?: boolean };
  }
}

/** Server data cache. A failed mutation shows its error as a red toast unless it is marked silent. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
  },
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.silent) notify.error(error.message || ErrorText.unexpected);
    },
  }),
});
