import { BrowseSorts, PageSizes, type BrowseFilters, type BrowseSort } from '@lobby/contracts';

export const BrowseTabs = ['gigs', 'games', 'creators'] as const;
export type BrowseTab = (typeof BrowseTabs)[number];

/** Everything Browse shows is in the address, so a filtered list can be shared, reloaded and gone back to. */
export interface BrowseState {
  tab: BrowseTab;
  /** Unset means the server's default: best match when searching, else most popular. */
  sort?: BrowseSort;
  filters: BrowseFilters;
}

type FilterName = Exclude<keyof BrowseFilters, 'sort'>;

/** The filters and sorts that mean something on each tab (games have no price, country or live state). */
export const tabFilters: Record<BrowseTab, readonly FilterName[]> = {
  gigs: ['search', 'gameId', 'platform', 'country', 'profession', 'tags', 'liveNow', 'favoritesOnly'],
  creators: ['search', 'gameId', 'platform', 'country', 'profession', 'tags', 'liveNow', 'favoritesOnly'],
  games: ['search', 'platform', 'favoritesOnly'],
};

export const tabSorts: Record<BrowseTab, readonly BrowseSort[]> = {
  gigs: BrowseSorts,
  creators: BrowseSorts,
  games: ['popularity', 'alphabetically', 'date'],
};

export const tabPageSize: Record<BrowseTab, number> = {
  gigs: PageSizes.products,
  games: PageSizes.games,
  creators: PageSizes.stars,
};

const isTab = (value: string | null): value is BrowseTab => BrowseTabs.includes(value as BrowseTab);
const isSort = (value: string | null): value is BrowseSort => BrowseSorts.includes(value as BrowseSort);
const text = (value: string | null) => value?.trim() || undefined;

/** Reads Browse's state from the address: ?tab&sort&search&game&platform&country&profession&tags&live&favorites. */
export function parseBrowseParams(params: URLSearchParams): BrowseState {
  const tab = isTab(params.get('tab')) ? (params.get('tab') as BrowseTab) : 'gigs';
  const sortParam = params.get('sort');
  const sort = isSort(sortParam) && tabSorts[tab].includes(sortParam) ? sortParam : undefined;
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    tab,
    sort,
    filters: {
      search: text(params.get('search')),
      gameId: text(params.get('game')),
      platform: text(params.get('platform')),
      country: text(params.get('country')),
      profession: text(params.get('profession')),
      tags: tags.length > 0 ? tags : undefined,
      liveNow: params.get('live') === '1' || undefined,
      favoritesOnly: params.get('favorites') === '1' || undefined,
    },
  };
}

/** The address for a Browse state; empty filters and defaults are left out. */
export function toBrowseParams({ tab, sort, filters }: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'gigs') params.set('tab', tab);
  if (sort) params.set('sort', sort);
  const set = (name: string, value: string | undefined) => {
    if (value) params.set(name, value);
  };
  set('search', filters.search);
  set('game', filters.gameId);
  set('platform', filters.platform);
  set('country', filters.country);
  set('profession', filters.profession);
  set('tags', filters.tags?.join(','));
  if (filters.liveNow) params.set('live', '1');
  if (filters.favoritesOnly) params.set('favorites', '1');
  return params;
}

/** The filters of `filters` that apply to `tab`, without empty ones. */
export function filtersForTab(tab: BrowseTab, filters: BrowseFilters): BrowseFilters {
  const applied: BrowseFilters = {};
  for (const name of tabFilters[tab]) {
    const value = filters[name];
    if (value === undefined || value === false || value === '' || (Array.isArray(value) && !value.length))
      continue;
    Object.assign(applied, { [name]: value });
  }
  return applied;
}

/** How many filters are set on this tab, for the "Filters (3)" button. */
export const activeFilterCount = (tab: BrowseTab, filters: BrowseFilters) =>
  Object.keys(filtersForTab(tab, filters)).filter((name) => name !== 'search').length;

/** The query string of a *ForScroll call (spec §7 Browse). */
export function browseQuery(
  tab: BrowseTab,
  filters: BrowseFilters,
  sort: BrowseSort | undefined,
  page: number,
): URLSearchParams {
  const applied = filtersForTab(tab, filters);
  const query = new URLSearchParams({ page: String(page), limit: String(tabPageSize[tab]) });
  if (sort) query.set('sort', sort);
  for (const [name, value] of Object.entries(applied)) {
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query;
}
