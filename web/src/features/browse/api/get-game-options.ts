import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { browseKeys } from '../keys';

/** The most games one call may ask for (the gateway's page limit). */
const MAX_GAMES = 100;

const getGameOptions = (signal?: AbortSignal) =>
  call(routes.browse.gamesForScroll, {
    query: { page: 1, limit: MAX_GAMES, sort: 'alphabetically' },
    signal,
  });

export const gameOptionsQueryOptions = () =>
  queryOptions({
    queryKey: browseKeys.gameOptions,
    queryFn: ({ signal }) => getGameOptions(signal),
    select: (page) => page.data,
    staleTime: 10 * 60_000,
  });

/** Every game by name, for the game filter. */
export const useGameOptions = () => useQuery(gameOptionsQueryOptions());
