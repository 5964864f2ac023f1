import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { landingKeys } from '../keys';

const getLandingGames = (signal?: AbortSignal) => call(routes.landing.landingGames, { signal });

export const landingGamesQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.games,
    queryFn: ({ signal }) => getLandingGames(signal),
    staleTime: 5 * 60_000,
  });

/** The games staff chose to show on the landing page. */
export const useLandingGames = () => useQuery(landingGamesQueryOptions());
