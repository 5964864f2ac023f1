import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { sessionGamesKeys } from './keys';

/** Every game a session can be about (the catalog has far fewer than 100), by name. */
export const getGames = async (signal?: AbortSignal) => {
  const result = await call(routes.browse.gamesForScroll, { query: { page: 1, limit: 100 }, signal });
  const games = Array.isArray(result) ? result : result.data;
  return [...games].sort((a, b) => a.name.localeCompare(b.name));
};

export const gamesQueryOptions = () =>
  queryOptions({
    queryKey: sessionGamesKeys.list,
    queryFn: ({ signal }) => getGames(signal),
    staleTime: 5 * 60_000,
  });

export const useGames = () => useQuery(gamesQueryOptions());

export const getGame = (gameId: string, signal?: AbortSignal) =>
  call(routes.landing.game, { params: { id: gameId }, signal });

export const gameQueryOptions = (gameId: string | null) =>
  queryOptions({
    queryKey: sessionGamesKeys.one(gameId),
    queryFn: ({ signal }) => getGame(gameId!, signal),
    enabled: Boolean(gameId),
    staleTime: 5 * 60_000,
  });

export const useGame = (gameId: string | null) => useQuery(gameQueryOptions(gameId));
