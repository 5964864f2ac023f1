import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { searchKeys } from '../keys';

const getSearchSuggestions = (searchQuery: string, signal?: AbortSignal) =>
  call(routes.browse.search, {
    query: { searchQuery },
    signal,
  });

export const searchSuggestionsQueryOptions = (searchQuery: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(searchQuery),
    queryFn: ({ signal }) => getSearchSuggestions(searchQuery, signal),
    staleTime: 60_000,
  });

/** Stars and gigs matching the text, typos forgiven (spec §7 `stars_gigs_search`); nothing for empty text. */
export const useSearchSuggestions = (searchQuery: string) =>
  useQuery({
    ...searchSuggestionsQueryOptions(searchQuery),
    enabled: searchQuery.length > 0,
  });
