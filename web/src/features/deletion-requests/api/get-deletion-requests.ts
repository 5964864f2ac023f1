import { PageSizes, type DeletionRequestDto, type DeletionRequestStatus, type Page } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DeletionRequestsFilter {
  page: number;
  /** Omitted: every request. */
  status?: DeletionRequestStatus;
}

export const getDeletionRequests = ({ page, status }: DeletionRequestsFilter, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(page), limit: String(PageSizes.admin) });
  if (status) query.set('status', status);
  return api.get<Page<DeletionRequestDto>>(`/api/admin/delete-requests?${query}`, { signal });
};

export const deletionRequestsQueryOptions = (filter: DeletionRequestsFilter) =>
  queryOptions({
    queryKey: ['deletion-requests', filter],
    queryFn: ({ signal }) => getDeletionRequests(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useDeletionRequests = (filter: DeletionRequestsFilter) =>
  useQuery(deletionRequestsQueryOptions(filter));
