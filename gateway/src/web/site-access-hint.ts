import { SITE_ACCESS_META_NAME, type ServedSiteAccess } from '@lobby/contracts';
import type { MetaRpc } from '../seo/page-meta-resolver';

/** How long a page waits for the website-password state before leaving the web app to ask for it. */
export const SITE_ACCESS_LOOKUP_TIMEOUT_MS = 300;

/**
 * Whether a website password is on as the page is served (spec §6: the gate is decided on app load), or null
 * when content doesn't answer in time: the page then goes out without it and the web app asks as before.
 */
export async function servedSiteAccess(rpc: MetaRpc): Promise<ServedSiteAccess | null> {
  try {
    const { enabled } = await rpc.send(
      'content.siteAccessStatus',
      {},
      { timeoutMs: SITE_ACCESS_LOOKUP_TIMEOUT_MS },
    );
    return enabled ? 'password' : 'open';
  } catch {
    return null;
  }
}

export function siteAccessTag(access: ServedSiteAccess): string {
  return `<meta name="${SITE_ACCESS_META_NAME}" content="${access}" />`;
}
