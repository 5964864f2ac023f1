import { routes, PageSizes, type DeletionRequestStatus } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface DeletionRequestsFilter {
  page: number;
  /** Omitted: every request. */
  status?: DeletionRequestStatus;
}

export const getDeletionRequests = ({ page, status }: DeletionRequestsFilter, signal?: AbortSignal) => {
  return call(routes.accountModeration.deletionRequests, {
    query: { page, limit: PageSizes.admin, status },
    signal,
  });
};

export const deletionRequestsQueryOptions = (filter: DeletionRequestsFilter) =>
  queryOptions({
    queryKey: ['deletion-requests', filter],
    queryFn: ({ signal }) => getDeletionRequests(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useDeletionRequests = (filter: DeletionRequestsFilter) =>
  useQuery(deletionRequestsQueryOptions(filter));
