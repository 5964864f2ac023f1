import type { BrowseFilters, BrowseSort, GameDto, GigDto, Page, StarDto } from '@lobby/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { browseQuery, filtersForTab, type BrowseTab } from '../utils/browse-params';

export interface BrowseItems {
  gigs: GigDto;
  games: GameDto;
  creators: StarDto;
}

const endpoints: Record<BrowseTab, string> = {
  gigs: '/api/get/GigsForScroll',
  games: '/api/get/GamesForScroll',
  creators: '/api/get/CreatorsForScroll',
};

const getBrowsePage = <T extends BrowseTab>(
  tab: T,
  filters: BrowseFilters,
  sort: BrowseSort | undefined,
  page: number,
  signal: AbortSignal,
) => api.get<Page<BrowseItems[T]>>(`${endpoints[tab]}?${browseQuery(tab, filters, sort, page)}`, { signal });

export const browseQueryOptions = <T extends BrowseTab>(
  tab: T,
  filters: BrowseFilters,
  sort: BrowseSort | undefined,
) => {
  const applied = filtersForTab(tab, filters);
  return infiniteQueryOptions({
    queryKey: ['browse', tab, applied, sort ?? null],
    queryFn: ({ pageParam, signal }) => getBrowsePage(tab, applied, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    meta: { dependsOnFavorites: Boolean(applied.favoritesOnly) },
  });
};

/** One Browse tab's list, a page at a time (spec §2: each tab loads further pages as the user scrolls). */
export const useBrowsePages = <T extends BrowseTab>(
  tab: T,
  filters: BrowseFilters,
  sort: BrowseSort | undefined,
) => useInfiniteQuery(browseQueryOptions(tab, filters, sort));
