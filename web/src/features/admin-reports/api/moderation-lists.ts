import {
  type BannedUserDto,
  type Page,
  PageSizes,
  type ReportedUserDto,
  type ReportStatus,
  routes,
} from '@lobby/contracts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';
import { adminReportsKeys } from '../keys';

const LIMIT = PageSizes.reportedAndBanned;

/** Spec §8: a 404 on the reported, reviewed or banned lists is an empty list. */
async function emptyOn404<T>(page: number, load: () => Promise<Page<T>>): Promise<Page<T>> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { data: [], page, limit: LIMIT, total: 0, totalPages: 0 };
    throw error;
  }
}

const nextPage = <T>(last: Page<T>) => (last.page < last.totalPages ? last.page + 1 : undefined);

/** Accounts with reports in `status`, ten at a time: page 1 replaces the list, later pages append to it. */
export const reportedUsersQueryOptions = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: adminReportsKeys.reported(status),
    queryFn: ({ pageParam, signal }) =>
      emptyOn404(pageParam, () =>
        call(routes.accountModeration.reportedUsers, {
          query: { status, page: pageParam, limit: LIMIT },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useReportedUsers = (status: ReportStatus) => useInfiniteQuery(reportedUsersQueryOptions(status));

export const bannedUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminReportsKeys.banned,
    queryFn: ({ pageParam, signal }) =>
      emptyOn404(pageParam, () =>
        call(routes.accountModeration.bannedUsers, { query: { page: pageParam, limit: LIMIT }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useBannedUsers = () => useInfiniteQuery(bannedUsersQueryOptions());

/**
 * Spec §4: removing reported or banned users filters them from the loaded list at once (no refetch of every
 * page); the totals drop with them.
 */
export function dropFromList<T>(
  queryClient: QueryClient,
  key: readonly unknown[],
  gone: (row: T) => boolean,
): void {
  queryClient.setQueryData<InfiniteData<Page<T>>>(key, (data) => {
    if (!data) return data;
    const removed = data.pages.reduce((sum, page) => sum + page.data.filter(gone).length, 0);
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.filter((row) => !gone(row)),
        total: Math.max(0, page.total - removed),
      })),
    };
  });
}

export type { BannedUserDto, ReportedUserDto };
