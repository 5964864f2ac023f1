import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminDashboardKeys } from '../keys';

/** The staff dashboard in `timeZone`: the cards the member may read (the others are null). */
export const getAdminDashboard = (timeZone: string, signal?: AbortSignal) =>
  call(routes.adminDashboard.get, { query: { tz: timeZone }, signal });

export const adminDashboardQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: adminDashboardKeys.stats(timeZone),
    queryFn: ({ signal }) => getAdminDashboard(timeZone, signal),
    refetchInterval: 60_000,
  });

export const useAdminDashboard = (timeZone: string, enabled = true) =>
  useQuery({ ...adminDashboardQueryOptions(timeZone), enabled });
