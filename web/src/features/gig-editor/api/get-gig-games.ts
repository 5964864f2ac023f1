import type { GameDto, Page } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every game a gig can be about (the catalog has far fewer than 100), by name. */
export const getGigGames = async (signal?: AbortSignal) => {
  const result = await api.get<Page<GameDto> | GameDto[]>('/api/get/GamesForScroll?page=1&limit=100', {
    signal,
  });
  const games = Array.isArray(result) ? result : result.data;
  return [...games].sort((a, b) => a.name.localeCompare(b.name));
};

export const gigGamesQueryOptions = () =>
  queryOptions({
    queryKey: ['gig-editor', 'games'],
    queryFn: ({ signal }) => getGigGames(signal),
    staleTime: 5 * 60_000,
  });

export const useGigGames = () => useQuery(gigGamesQueryOptions());
