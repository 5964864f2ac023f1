import { routes, type FavoriteKind, type HttpRoute, type Message } from '@lobby/contracts';
import { call } from '../../../lib/api-client';

type FavoriteRoute = HttpRoute<string, { response: Message; body: { id: string } }>;

const { favorites } = routes;
const favoriteRoutes: Record<FavoriteKind, { save: FavoriteRoute; remove: FavoriteRoute }> = {
  gig: { save: favorites.saveGig, remove: favorites.deleteGig },
  star: { save: favorites.saveStar, remove: favorites.deleteStar },
  game: { save: favorites.saveGame, remove: favorites.deleteGame },
};

/** Saves or removes one favourite on the server (spec §7 Favorites); `keepalive` lets it outlive the page. */
export function sendFavorite(
  kind: FavoriteKind,
  id: string,
  favorite: boolean,
  options: { keepalive?: boolean } = {},
): Promise<Message> {
  const route: FavoriteRoute = favorite ? favoriteRoutes[kind].save : favoriteRoutes[kind].remove;
  return call(route, { body: { id }, ...options });
}
