import { PageSizes, type Page, type QueueEntryDto } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queuesJoinedKey } from '../utils/live-query-keys';

export type QueuesJoinedPage = Page<QueueEntryDto> & { totalSessions: number };

/** One page (10, spec §9) of every queue place the fan took, newest first. */
export const queuesJoinedQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...queuesJoinedKey, userId, page],
    queryFn: ({ signal }) =>
      api.get<QueuesJoinedPage>(
        `/api/user/live-queues-joined?${new URLSearchParams({ page: String(page), limit: String(PageSizes.queues) })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useQueuesJoined = (userId: string, page: number) =>
  useQuery(queuesJoinedQueryOptions(userId, page));
