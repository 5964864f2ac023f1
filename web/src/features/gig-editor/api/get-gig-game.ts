import type { GameDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One game with its modes and the platforms it is played on. */
export const getGigGame = (gameId: string, signal?: AbortSignal) =>
  api.get<GameDto>(`/api/get/game/${encodeURIComponent(gameId)}`, { signal });

export const gigGameQueryOptions = (gameId: string | null) =>
  queryOptions({
    queryKey: ['gig-editor', 'game', gameId],
    queryFn: ({ signal }) => getGigGame(gameId!, signal),
    enabled: Boolean(gameId),
    staleTime: 5 * 60_000,
  });

export const useGigGame = (gameId: string | null) => useQuery(gigGameQueryOptions(gameId));
