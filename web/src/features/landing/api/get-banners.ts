import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { landingKeys } from '../keys';

const getBanners = (signal?: AbortSignal) => call(routes.landing.banners, { signal });

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.banners,
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 5 * 60_000,
  });

/** The active banners, in their order (spec §7 `banners`). */
export const useBanners = () => useQuery(bannersQueryOptions());
