import { routes, type ModeratedStreamer } from '@lobby/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { moderatorKeys } from '../keys';

export interface ModeratorDetails {
  streamers: ModeratedStreamer[];
}

export const getModeratorDetails = (signal?: AbortSignal) =>
  call(routes.moderator.moderatorDetails, { signal });

export const moderatorDetailsQueryOptions = () =>
  queryOptions({ queryKey: moderatorKeys.details, queryFn: ({ signal }) => getModeratorDetails(signal) });
