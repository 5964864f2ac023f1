import { DEFAULT_ADMIN_STAR_SORT, PageSizes, type AdminStarSort } from '@lobby/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface StarListPreferences {
  page: number;
  limit: number;
  search: string;
  sort: AdminStarSort;
  setPage: (page: number) => void;
  /** A new search or sort starts again at page 1. */
  setSearch: (search: string) => void;
  setSort: (sort: AdminStarSort) => void;
}

/**
 * Spec §3 "Admin influencer list preferences": kept for the browser tab (session storage), so coming back from a
 * star's page shows the same page, search and sort; a new tab starts at page 1, 10 a page, A→Z (spec §9).
 */
export const useStarListPreferences = create<StarListPreferences>()(
  persist(
    (set) => ({
      page: 1,
      limit: PageSizes.admin,
      search: '',
      sort: DEFAULT_ADMIN_STAR_SORT,
      setPage: (page) => set({ page }),
      setSearch: (search) => set({ search, page: 1 }),
      setSort: (sort) => set({ sort, page: 1 }),
    }),
    {
      name: 'lobby-admin-influencer-list',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ page, limit, search, sort }) => ({ page, limit, search, sort }),
    },
  ),
);
