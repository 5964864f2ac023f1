import { routes, type ModeratedStreamer } from '@lobby/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface ModeratorDetails {
  streamers: ModeratedStreamer[];
}

export const getModeratorDetails = (signal?: AbortSignal) =>
  call(routes.moderator.moderatorDetails, { signal });

export const moderatorDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['moderator-details'], queryFn: ({ signal }) => getModeratorDetails(signal) });
