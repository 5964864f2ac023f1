import { routes, PageSizes } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queuesJoinedKeys } from '../keys';

export type { QueuesJoinedPage } from '@lobby/contracts';

/** One page (10, spec §9) of every queue place the fan took, newest first. */
export const queuesJoinedQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: queuesJoinedKeys.page(userId, page),
    queryFn: ({ signal }) =>
      call(routes.queues.queuesJoined, { query: { page, limit: PageSizes.queues }, signal }),
    placeholderData: keepPreviousData,
  });

export const useQueuesJoined = (userId: string, page: number) =>
  useQuery(queuesJoinedQueryOptions(userId, page));
