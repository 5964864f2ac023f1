import {
  routes,
  type BrowseFilters,
  type BrowseSort,
  type GameDto,
  type GigDto,
  type HttpRoute,
  type QueryParams,
  type Page,
  type StarDto,
} from '@lobby/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { browseQuery, filtersForTab, type BrowseTab } from '../utils/browse-params';
import { browseKeys } from '../keys';

export interface BrowseItems {
  gigs: GigDto;
  games: GameDto;
  creators: StarDto;
}

type BrowseRoute<T extends BrowseTab> = HttpRoute<
  string,
  { response: Page<BrowseItems[T]>; query: QueryParams }
>;

const endpoints: { [T in BrowseTab]: BrowseRoute<T> } = {
  gigs: routes.browse.gigsForScroll,
  games: routes.browse.gamesForScroll,
  creators: routes.browse.creatorsForScroll,
};

const getBrowsePage = <T extends BrowseTab>(
  tab: T,
  filters: BrowseFilters,
  sort: BrowseSort | undefined,
  page: number,
  signal: AbortSignal,
) =>
  call<BrowseRoute<T>>(endpoints[tab], {
    query: Object.fromEntries(browseQuery(tab, filters, sort, page)),
    signal,
  });

export const browseQueryOptions = <T extends BrowseTab>(
  tab: T,
  filters: BrowseFilters,
  sort: BrowseSort | undefined,
) => {
  const applied = filtersForTab(tab, filters);
  return infiniteQueryOptions({
    queryKey: browseKeys.page(tab, applied, sort ?? null),
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
