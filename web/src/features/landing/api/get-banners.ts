import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const getBanners = (signal?: AbortSignal) => call(routes.landing.banners, { signal });

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'banners'],
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 5 * 60_000,
  });

/** The active banners, in their order (spec §7 `banners`). */
export const useBanners = () => useQuery(bannersQueryOptions());
