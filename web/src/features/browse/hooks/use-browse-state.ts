import type { BrowseFilters, BrowseSort } from '@lobby/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  parseBrowseParams,
  tabSorts,
  toBrowseParams,
  type BrowseState,
  type BrowseTab,
} from '../utils/browse-params';

/** What a link to Browse may carry in the router state (spec §2): a game, and mainFilter 'sessions'. */
interface CarriedState {
  game?: string | { _id: string } | null;
  mainFilter?: string;
}

/**
 * Browse's tab, sort and filters, kept in the address. A game and mainFilter=sessions carried in the router
 * state are moved into the address on arrival (?game= works directly too).
 */
export function useBrowseState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => parseBrowseParams(params), [params]);

  const change = useCallback(
    (next: (current: BrowseState) => BrowseState, options: { push?: boolean } = {}) =>
      setParams((current) => toBrowseParams(next(parseBrowseParams(current))), { replace: !options.push }),
    [setParams],
  );

  useEffect(() => {
    const carried = location.state as CarriedState | null;
    if (!carried || (carried.game == null && carried.mainFilter !== 'sessions')) return;
    const gameId = typeof carried.game === 'string' ? carried.game : carried.game?._id;
    setParams(
      (current) => {
        const parsed = parseBrowseParams(current);
        return toBrowseParams({
          ...parsed,
          tab: carried.mainFilter === 'sessions' ? 'gigs' : parsed.tab,
          filters: { ...parsed.filters, gameId: gameId ?? parsed.filters.gameId },
        });
      },
      { replace: true, state: null },
    );
  }, [location.state, setParams]);

  const setTab = useCallback(
    (tab: BrowseTab) =>
      change(
        (current) => ({
          ...current,
          tab,
          sort: current.sort && tabSorts[tab].includes(current.sort) ? current.sort : undefined,
        }),
        { push: true },
      ),
    [change],
  );
  const setSort = useCallback((sort: BrowseSort) => change((current) => ({ ...current, sort })), [change]);
  const setFilters = useCallback(
    (patch: Partial<BrowseFilters>) =>
      change((current) => ({ ...current, filters: { ...current.filters, ...patch } })),
    [change],
  );
  const clearFilters = useCallback(() => change((current) => ({ ...current, filters: {} })), [change]);

  return { ...state, setTab, setSort, setFilters, clearFilters };
}
