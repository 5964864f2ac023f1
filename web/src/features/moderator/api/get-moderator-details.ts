import type { ModeratedStreamer } from '@lobby/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ModeratorDetails {
  streamers: ModeratedStreamer[];
}

export const getModeratorDetails = (signal?: AbortSignal) =>
  api.get<ModeratorDetails>('/api/v1/auth/get-moderator-details', { signal });

export const moderatorDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['moderator-details'], queryFn: ({ signal }) => getModeratorDetails(signal) });
