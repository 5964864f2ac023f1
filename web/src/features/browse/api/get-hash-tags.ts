import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { browseKeys } from '../keys';

const TAGS_SUGGESTED = 30;

const getHashTags = (signal?: AbortSignal) =>
  call(routes.browse.hashTags, {
    query: { limit: TAGS_SUGGESTED },
    signal,
  });

export const hashTagsQueryOptions = () =>
  queryOptions({
    queryKey: browseKeys.hashTags,
    queryFn: ({ signal }) => getHashTags(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The most used gig tags, offered in the tags filter (free text works too). */
export const useHashTags = () => useQuery(hashTagsQueryOptions());
