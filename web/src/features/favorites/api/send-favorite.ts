import type { FavoriteKind, Message } from '@lobby/contracts';
import { api } from '../../../lib/api-client';

const paths: Record<FavoriteKind, { save: string; remove: string }> = {
  gig: { save: '/api/save_favoriteGig', remove: '/api/delete_favGigs' },
  star: { save: '/api/save_favoriteStars', remove: '/api/delete_favStars' },
  game: { save: '/api/save_favoriteGames', remove: '/api/delete_favGames' },
};

/** Saves or removes one favourite on the server (spec §7 Favorites); `keepalive` lets it outlive the page. */
export function sendFavorite(
  kind: FavoriteKind,
  id: string,
  favorite: boolean,
  options: { keepalive?: boolean } = {},
): Promise<Message> {
  return api.post<Message>(favorite ? paths[kind].save : paths[kind].remove, { id }, options);
}
