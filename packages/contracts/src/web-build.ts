/**
 * What the web build tells the gateway about its most visited public pages, in dist/route-preloads.json: for each
 * page's path pattern, the code and styles the page loads once the app's entry runs. The gateway names them in the
 * page's HTML, so the browser fetches them beside the entry instead of after it, and the app finds them loaded.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** A path pattern as the web router writes it: '/stars/:username/gigs/:slug' (one segment per parameter). */
  path: string;
  /** Built JavaScript files, as paths from the site root ('/assets/gig-Ab12.js'). */
  scripts: string[];
  /** Built stylesheets, as paths from the site root. */
  styles: string[];
}

/** True when `path` (no query) fits `pattern`: same segments, a `:name` segment taking any one non-empty segment. */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  if (pattern === '/') return path === '/' || path === '';
  const wanted = pattern.split('/');
  const actual = path.replace(/\/+$/, '').split('/');
  if (wanted.length !== actual.length) return false;
  return wanted.every((segment, index) =>
    segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
  );
}
