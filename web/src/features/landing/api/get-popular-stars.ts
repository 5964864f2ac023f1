import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { landingKeys } from '../keys';

export const POPULAR_STARS_SHOWN = 12;

const getPopularStars = (limit: number, signal?: AbortSignal) =>
  call(routes.landing.mostPopularStars, {
    query: { limit },
    signal,
  });

export const popularStarsQueryOptions = (limit = POPULAR_STARS_SHOWN) =>
  queryOptions({
    queryKey: landingKeys.popularStars(limit),
    queryFn: ({ signal }) => getPopularStars(limit, signal),
  });

/** The most popular stars, most popular first. */
export const usePopularStars = () => useQuery(popularStarsQueryOptions());
