import { SITE_ACCESS_META_NAME, type ServedSiteAccess } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSiteAccessStore } from '../../../stores/site-access-store';
import { checkSiteAccessToken } from './check-site-access-token';
import { getSiteAccess } from './get-site-access';
import { siteAccessKeys } from '../keys';

/** 'open': show the site; 'locked': ask for the website password first. */
export type SiteGate = 'open' | 'locked';

/**
 * What the gateway said about the website password when it served this page (index.html's meta), or null when
 * the page doesn't say (the Vite dev server, a lookup that timed out): the status is then asked for.
 */
export function servedSiteAccess(): ServedSiteAccess | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_ACCESS_META_NAME}"]`)?.content;
  return content === 'open' || content === 'password' ? content : null;
}

/** Decides the gate for this browser's token: open when no password is set or the token is still valid. */
export async function getSiteGate(token: string | null, signal?: AbortSignal): Promise<SiteGate> {
  const served = servedSiteAccess();
  const enabled = served ? served === 'password' : (await getSiteAccess(signal)).enabled;
  if (!enabled) return 'open';
  if (!token) return 'locked';
  const { valid } = await checkSiteAccessToken(token, signal);
  return valid ? 'open' : 'locked';
}

/**
 * Asked once per page load and token (spec: "on app load"); a password change applies on the next load. When
 * the page was served with no password on, the gate is open from the first render: no request, no spinner.
 */
export const siteGateQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: siteAccessKeys.gate(token),
    queryFn: ({ signal }) => getSiteGate(token, signal),
    initialData: servedSiteAccess() === 'open' ? ('open' as const) : undefined,
    staleTime: Infinity,
    meta: { keepAcrossSessions: true },
  });

export function useSiteGate() {
  const token = useSiteAccessStore((state) => state.token);
  return useQuery(siteGateQueryOptions(token));
}
