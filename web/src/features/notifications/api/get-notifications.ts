import { routes, PageSizes, type NotificationDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsKeys } from '../keys';

/**
 * The bell's list: the user's newest notifications (as many as the socket's notificationsList sends), newest
 * first. Read once over HTTP so the bell fills even without a socket; afterwards the socket's lists and pushes
 * replace it in this same cache entry, which is the one place the unread count is read from.
 */
export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationsKeys.feed(userId),
    queryFn: async ({ signal }): Promise<NotificationDto[]> => {
      const query = { page: 1, limit: PageSizes.notificationsList };
      const page = await call(routes.notifications.list, { query, signal });
      return page.data;
    },
    staleTime: Infinity,
  });

export const useNotifications = (userId: string) => useQuery(notificationsQueryOptions(userId));
