import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whether the website asks every visitor for its password first. */
export const getSiteAccess = (signal?: AbortSignal) =>
  api.get<{ enabled: boolean }>('/api/website-access', { signal, anonymous: true });

export const siteAccessQueryOptions = () =>
  queryOptions({
    queryKey: ['site-access', 'status'],
    queryFn: ({ signal }) => getSiteAccess(signal),
    meta: { keepAcrossSessions: true },
  });

export const useSiteAccess = () => useQuery(siteAccessQueryOptions());
