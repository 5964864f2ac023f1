import { FAVORITE_DEBOUNCE_MS, type FavoriteKind, type FavoritesDto } from '@lobby/contracts';
import { track } from '../../../lib/marketing/tracker';
import { errorText, queryClient } from '../../../lib/query-client';
import { notify } from '../../../lib/notify';
import { useAuthStore } from '../../../stores/auth-store';
import { favoriteListOf, useFavoritesStore } from '../../../stores/favorites-store';
import { sendFavorite } from '../api/send-favorite';
import { favoritesKeys } from '../keys';

/** A change shown on screen but not sent yet: what the server had before it, and the timer that sends it. */
interface PendingChange {
  sent: boolean;
  timer: ReturnType<typeof setTimeout>;
}

const pending = new Map<string, PendingChange>();
const keyOf = (kind: FavoriteKind, id: string) => `${kind}:${id}`;
const isShownAsFavorite = (kind: FavoriteKind, id: string) =>
  useFavoritesStore.getState()[favoriteListOf[kind]].includes(id);

/**
 * Flips a favourite on screen at once and sends it after FAVORITE_DEBOUNCE_MS of quiet (spec §4). Only the
 * last state is sent, and flipping back to what the server already has within the window sends nothing.
 * Lives outside React so leaving the page within the window still sends the change. Returns the new state.
 */
export function toggleFavorite(kind: FavoriteKind, id: string): boolean {
  const key = keyOf(kind, id);
  const shown = isShownAsFavorite(kind, id);
  const wanted = !shown;
  const earlier = pending.get(key);
  const onServer = earlier ? earlier.sent : shown;
  if (earlier) clearTimeout(earlier.timer);

  useFavoritesStore.getState().setFavorite(kind, id, wanted);
  if (wanted === onServer) pending.delete(key);
  else pending.set(key, { sent: onServer, timer: setTimeout(() => flush(kind, id), FAVORITE_DEBOUNCE_MS) });
  return wanted;
}

async function flush(kind: FavoriteKind, id: string, options: { leavingPage?: boolean } = {}): Promise<void> {
  const key = keyOf(kind, id);
  const change = pending.get(key);
  pending.delete(key);
  // Signed out within the window: the change belonged to that session.
  if (!change || !useAuthStore.getState().accessToken) return;
  const wanted = isShownAsFavorite(kind, id);
  if (wanted === change.sent) return;
  try {
    await sendFavorite(kind, id, wanted, { keepalive: options.leavingPage });
    // A favourite star is followed (its followers hear when it goes live); a gig or game is liked.
    if (wanted) track(kind === 'star' ? 'follow' : 'like', { kind, id });
    await queryClient.invalidateQueries({ queryKey: favoritesKeys.all });
    await queryClient.invalidateQueries({ predicate: (query) => Boolean(query.meta?.dependsOnFavorites) });
  } catch (error) {
    // Put the heart back unless the user has already changed it again.
    if (!pending.has(key) && isShownAsFavorite(kind, id) === wanted)
      useFavoritesStore.getState().setFavorite(kind, id, change.sent);
    notify.error(errorText(error as Error));
  }
}

/**
 * The page is going away (reload, tab closed, another site): send what is still waiting for its debounce now,
 * as requests that outlive the page, so a heart clicked just before is not lost.
 */
function flushAllBeforeLeaving(): void {
  for (const [key, change] of pending) {
    clearTimeout(change.timer);
    const [kind, id] = key.split(':') as [FavoriteKind, string];
    void flush(kind, id, { leavingPage: true });
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushAllBeforeLeaving);

/** Takes the server's favourites as the truth, except for changes still waiting to be sent. */
export function adoptServerFavorites(favorites: FavoritesDto): void {
  const store = useFavoritesStore.getState();
  const fromServer = {
    gigs: favorites.gigs.map((gig) => gig._id),
    stars: favorites.stars.map((star) => star._influencer_id ?? star._id),
    games: favorites.games.map((game) => game._id),
  };
  for (const key of pending.keys()) {
    const [kind, id] = key.split(':') as [FavoriteKind, string];
    const list = favoriteListOf[kind];
    const rest = fromServer[list].filter((other) => other !== id);
    fromServer[list] = isShownAsFavorite(kind, id) ? [...rest, id] : rest;
  }
  store.replaceAll(fromServer);
}
