/**
 * The gateway writes `<meta name="lobby:site-access" content="open|password">` into every page it serves, from
 * the website-password state when the page was asked for, so the web app's gate needs no request on load.
 */
export const SITE_ACCESS_META_NAME = 'lobby:site-access';

export type ServedSiteAccess = 'open' | 'password';
