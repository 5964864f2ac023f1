import type { GameDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getLandingGames = (signal?: AbortSignal) => api.get<GameDto[]>('/api/get/landingGames', { signal });

export const landingGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'games'],
    queryFn: ({ signal }) => getLandingGames(signal),
    staleTime: 5 * 60_000,
  });

/** The games staff chose to show on the landing page. */
export const useLandingGames = () => useQuery(landingGamesQueryOptions());
