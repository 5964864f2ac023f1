import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { browseKeys } from '../keys';

const getPlatforms = (signal?: AbortSignal) => call(routes.landing.platforms, { signal });

export const platformsQueryOptions = () =>
  queryOptions({
    queryKey: browseKeys.platforms,
    queryFn: ({ signal }) => getPlatforms(signal),
    staleTime: 30 * 60_000,
  });

/** The gaming platforms, for the platform filter. */
export const usePlatforms = () => useQuery(platformsQueryOptions());
