import type { FavoriteKind, UserDto } from '@lobby/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type Favorites = UserDto['favorites'];

/** Where each kind's ids are kept. */
export const favoriteListOf = { gig: 'gigs', star: 'stars', game: 'games' } as const satisfies Record<
  FavoriteKind,
  keyof Favorites
>;

interface FavoritesState extends Favorites {
  replaceAll: (favorites: Favorites) => void;
  /** Marks or unmarks one item at once; sending it to the server is the favourites feature's job. */
  setFavorite: (kind: FavoriteKind, id: string, favorite: boolean) => void;
  clear: () => void;
}

const none: Favorites = { gigs: [], stars: [], games: [] };

/** Ids of the signed-in user's favourite gigs, stars and games; persisted like auth (spec §4). */
export const useFavoritesStore = create<FavoritesState>()(
  persist(
    (set) => ({
      ...none,
      replaceAll: ({ gigs, stars, games }) => set({ gigs, stars, games }),
      setFavorite: (kind, id, favorite) =>
        set((state) => {
          const list = favoriteListOf[kind];
          const rest = state[list].filter((other) => other !== id);
          return { [list]: favorite ? [...rest, id] : rest };
        }),
      clear: () => set(none),
    }),
    { name: 'lobby-favorites' },
  ),
);

/** Whether the item is one of the signed-in user's favourites, as shown on screen. */
export const useIsFavorite = (kind: FavoriteKind, id: string) =>
  useFavoritesStore((state) => state[favoriteListOf[kind]].includes(id));
