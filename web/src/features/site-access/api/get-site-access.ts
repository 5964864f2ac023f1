import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { siteAccessKeys } from '../keys';

/** Whether the website asks every visitor for its password first. */
export const getSiteAccess = (signal?: AbortSignal) =>
  call(routes.siteAccess.status, { signal, anonymous: true });

export const siteAccessQueryOptions = () =>
  queryOptions({
    queryKey: siteAccessKeys.status,
    queryFn: ({ signal }) => getSiteAccess(signal),
    meta: { keepAcrossSessions: true },
  });

export const useSiteAccess = () => useQuery(siteAccessQueryOptions());
