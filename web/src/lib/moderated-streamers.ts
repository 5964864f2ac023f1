import { routes, type ModeratedStreamer, type ModeratedStreamersQuery } from '@lobby/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';
import { moderatedStreamersKeys } from './keys';

/** A streamer a moderator manages, as get-all-streamers-data lists them. */
export type ManagedStreamer = ModeratedStreamer['streamerId'];

export const getModeratedStreamers = (params: ModeratedStreamersQuery, signal?: AbortSignal) => {
  const query = {
    sortBy: params.sortBy,
    filter: params.filter,
    searchTerm: params.searchTerm?.trim() || undefined,
  };
  return call(routes.moderator.allStreamersData, { query, signal });
};

/** The signed-in moderator's streamers with their live state (spec §3 "Moderator data"). */
export const moderatedStreamersQueryOptions = (params: ModeratedStreamersQuery = {}) =>
  queryOptions({
    queryKey: moderatedStreamersKeys.list(params),
    queryFn: ({ signal }) => getModeratedStreamers(params, signal),
    select: ({ streamers }): ManagedStreamer[] => streamers.map(({ streamerId }) => streamerId),
  });
