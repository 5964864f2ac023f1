import { routes, type FavoritesDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { adoptServerFavorites } from '../utils/favorite-sync';
import { favoritesKeys } from '../keys';

async function getFavorites(): Promise<FavoritesDto> {
  const favorites = await call(routes.favorites.favorites);
  // Done here rather than in an effect so it happens once per fetch, however many buttons show.
  adoptServerFavorites(favorites);
  return favorites;
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: favoritesKeys.all, queryFn: getFavorites, staleTime: 5 * 60_000 });

/**
 * Loads the signed-in user's favourites into the favourites store, so hearts are right on every device
 * (the store starts from what login returned). Visitors load nothing.
 */
export function useLoadFavorites() {
  const user = useCurrentUserFromStore();
  return useQuery({ ...favoritesQueryOptions(), enabled: Boolean(user) });
}
