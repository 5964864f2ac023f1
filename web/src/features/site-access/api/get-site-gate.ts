import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSiteAccessStore } from '../../../stores/site-access-store';
import { checkSiteAccessToken } from './check-site-access-token';
import { getSiteAccess } from './get-site-access';

/** 'open': show the site; 'locked': ask for the website password first. */
export type SiteGate = 'open' | 'locked';

/** Decides the gate for this browser's token: open when no password is set or the token is still valid. */
export async function getSiteGate(token: string | null, signal?: AbortSignal): Promise<SiteGate> {
  const { enabled } = await getSiteAccess(signal);
  if (!enabled) return 'open';
  if (!token) return 'locked';
  const { valid } = await checkSiteAccessToken(token, signal);
  return valid ? 'open' : 'locked';
}

/** Asked once per page load and token (spec: "on app load"); a password change applies on the next load. */
export const siteGateQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['site-access', 'gate', token],
    queryFn: ({ signal }) => getSiteGate(token, signal),
    staleTime: Infinity,
    meta: { keepAcrossSessions: true },
  });

export function useSiteGate() {
  const token = useSiteAccessStore((state) => state.token);
  return useQuery(siteGateQueryOptions(token));
}
