import { routes, PageSizes, type DeletionRequestStatus } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { deletionRequestsKeys } from '../keys';

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
    queryKey: deletionRequestsKeys.list(filter),
    queryFn: ({ signal }) => getDeletionRequests(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useDeletionRequests = (filter: DeletionRequestsFilter) =>
  useQuery(deletionRequestsQueryOptions(filter));
