import { routes, ErrorText, PageSizes, type GameInput, type Page } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminCatalogKeys } from '../keys';

/** A page of the list whichever way it comes: paged by the server, or as the whole list. */
function toPage<T>(result: Page<T> | T[], page: number, limit: number): Page<T> {
  if (!Array.isArray(result)) return result;
  const totalPages = Math.max(1, Math.ceil(result.length / limit));
  return {
    data: result.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total: result.length,
    totalPages,
  };
}

export const getAdminGames = async (page: number, signal?: AbortSignal) => {
  const limit = PageSizes.admin;
  const result = await call(routes.catalogAdmin.games, { query: { page, limit }, signal });
  return toPage(result, page, limit);
};

export const adminGamesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminCatalogKeys.gamesPage(page),
    queryFn: ({ signal }) => getAdminGames(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminGames = (page: number) => useQuery(adminGamesQueryOptions(page));

export const getAdminGame = (gameId: string, signal?: AbortSignal) =>
  call(routes.landing.game, { params: { id: gameId }, signal });

/** The game to edit; nothing is loaded without an id (adding a game). */
export const useAdminGame = (gameId: string | undefined) =>
  useQuery({
    queryKey: adminCatalogKeys.game(gameId),
    queryFn: ({ signal }) => getAdminGame(gameId!, signal),
    enabled: Boolean(gameId),
  });

/** Creates a game, or updates the one named by `gameId`. */
export const saveGame = ({ gameId, input }: { gameId: string | null; input: GameInput }) =>
  gameId
    ? call(routes.catalogAdmin.updateGame, { params: { id: gameId }, body: input })
    : call(routes.catalogAdmin.createGame, { body: input });

export function useSaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.games }),
  });
}

export const deleteGame = (gameId: string) =>
  call(routes.catalogAdmin.deleteGame, { params: { id: gameId } });

export function useDeleteGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGame,
    meta: { errorFallback: ErrorText.errorDeletingGame },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.games }),
  });
}
