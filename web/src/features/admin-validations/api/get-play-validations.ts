import { routes, PageSizes, type PlayStatus } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminValidationsKeys } from '../keys';

export interface PlayValidationsFilter {
  streamerId: string;
  page: number;
  /** ISO instants; both left out: the server's last 25 days up to now. */
  from?: string;
  to?: string;
  /** Left out: every play status. */
  playStatus?: PlayStatus;
}

export const getPlayValidations = (
  { streamerId, page, from, to, playStatus }: PlayValidationsFilter,
  signal?: AbortSignal,
) =>
  call(routes.playValidations.list, {
    params: { streamerId },
    query: { page, limit: PageSizes.admin, from, to, playStatus },
    signal,
  });

export const playValidationsQueryOptions = (filter: PlayValidationsFilter) =>
  queryOptions({
    queryKey: adminValidationsKeys.list(filter),
    queryFn: ({ signal }) => getPlayValidations(filter, signal),
    placeholderData: keepPreviousData,
  });

export const usePlayValidations = (filter: PlayValidationsFilter) =>
  useQuery(playValidationsQueryOptions(filter));
