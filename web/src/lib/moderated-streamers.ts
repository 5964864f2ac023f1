import type { ModeratedStreamer, ModeratedStreamersQuery } from '@lobby/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** A streamer a moderator manages, as get-all-streamers-data lists them. */
export type ManagedStreamer = ModeratedStreamer['streamerId'];

/** Every list of the moderator's streamers starts with this key, so one invalidation refreshes them all. */
export const moderatedStreamersKey = ['moderated-streamers'] as const;

export const getModeratedStreamers = (params: ModeratedStreamersQuery, signal?: AbortSignal) => {
  const search = new URLSearchParams();
  if (params.sortBy) search.set('sortBy', params.sortBy);
  if (params.filter) search.set('filter', params.filter);
  if (params.searchTerm?.trim()) search.set('searchTerm', params.searchTerm.trim());
  const query = search.toString() ? `?${search}` : '';
  return api.get<{ streamers: ModeratedStreamer[] }>(`/api/v1/moderator/get-all-streamers-data${query}`, {
    signal,
  });
};

/** The signed-in moderator's streamers with their live state (spec §3 "Moderator data"). */
export const moderatedStreamersQueryOptions = (params: ModeratedStreamersQuery = {}) =>
  queryOptions({
    queryKey: [...moderatedStreamersKey, params],
    queryFn: ({ signal }) => getModeratedStreamers(params, signal),
    select: ({ streamers }): ManagedStreamer[] => streamers.map(({ streamerId }) => streamerId),
  });
