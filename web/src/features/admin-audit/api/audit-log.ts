import { PageSizes, routes, type AuditLogQuery } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminAuditKeys } from '../keys';

export type AuditLogFilter = Omit<AuditLogQuery, 'limit'> & { page: number };

/** Empty filters are left out of the query. */
export const getAuditLog = (filter: AuditLogFilter, signal?: AbortSignal) =>
  call(routes.auditLog.list, {
    query: {
      ...Object.fromEntries(
        Object.entries(filter).filter(([, value]) => value !== '' && value !== undefined),
      ),
      limit: PageSizes.admin,
    },
    signal,
  });

export const auditLogQueryOptions = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: adminAuditKeys.log(filter),
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditLogFilter) => useQuery(auditLogQueryOptions(filter));
