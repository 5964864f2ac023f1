import type { UserDto } from '@lobby/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type Favorites = UserDto['favorites'];

interface FavoritesState extends Favorites {
  replaceAll: (favorites: Favorites) => void;
  clear: () => void;
}

const none: Favorites = { gigs: [], stars: [], games: [] };

/** Ids of the signed-in user's favourite gigs, stars and games; persisted like auth (spec §4). */
export const useFavoritesStore = create<FavoritesState>()(
  persist(
    (set) => ({
      ...none,
      replaceAll: ({ gigs, stars, games }) => set({ gigs, stars, games }),
      clear: () => set(none),
    }),
    { name: 'lobby-favorites' },
  ),
);
