import type { LoaderFunctionArgs } from 'react-router-dom';
import { browseQueryOptions } from '../../features/browse/api/get-browse-page';
import { parseBrowseParams } from '../../features/browse/utils/browse-params';
import { gigSlotsQueryOptions } from '../../features/booking/api/get-gig-slots';
import { gigQueryOptions } from '../../features/gigs/api/get-gig';
import { starQueryOptions } from '../../features/stars/api/get-star';
import { starGigsQueryOptions } from '../../features/stars/api/get-star-gigs';
import { queryClient } from '../../lib/query-client';

// The requests a page makes first, started by its route's loader: this small module loads beside the page's code
// and asks at once, instead of the page asking once its code has loaded and rendered down to the components.

/** /browse: the list of the tab, filters and sort in the address. */
export function prefetchBrowse({ request }: LoaderFunctionArgs) {
  const { tab, sort, filters } = parseBrowseParams(new URL(request.url).searchParams);
  // The favourites-only list depends on who is signed in: the page asks for it.
  if (!filters.favoritesOnly) void queryClient.prefetchInfiniteQuery(browseQueryOptions(tab, filters, sort));
}

/** A gig's page: the gig and its slots. */
export function prefetchGig({ params }: LoaderFunctionArgs) {
  const [username, slug] = [params.username ?? '', params.slug ?? ''];
  void queryClient.prefetchQuery(gigQueryOptions(username, slug));
  void queryClient.prefetchQuery(gigSlotsQueryOptions(username, slug));
}

/** A star's page: the star, and their gigs (which the page asks for once the star has loaded). */
export function prefetchStar({ params }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  void queryClient.prefetchQuery(starQueryOptions(username));
  void queryClient.prefetchQuery(starGigsQueryOptions(username));
}
