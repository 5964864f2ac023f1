import { BrowseSorts, InputLimits, type BrowseFilters, type BrowseSort } from '@lobby/contracts';
import { cleanText, isTrue, tagKey } from '../common/text';
import { searchTerms, type SearchTerms } from '../search/search-terms';

/** Results of a search come best match first unless the viewer picked a sort. */
export type BrowseOrder = BrowseSort | 'relevance';

/** Browse filters (spec §2) as the queries use them: cleaned, with names resolved to ids. */
export interface BrowseQuery {
  viewerId: string | null;
  country?: string;
  profession?: string;
  /** Platforms the filter stands for; an empty list matches nothing. */
  platformIds?: string[];
  liveNow: boolean;
  favoritesOnly: boolean;
  /** A game id; a value that is no id matches nothing. */
  gameId?: string;
  search?: SearchTerms;
  tagKeys: string[];
  /** Only this star's gigs (a star's own pages). */
  starId?: string;
  /** true: only the stars staff picked for the landing page (showAtLanding); false: only the others. */
  landing?: boolean;
  order: BrowseOrder;
}

/** Cleans what the gateway passed on; the platform filter is resolved by the caller. */
export function cleanBrowseFilters(
  input: BrowseFilters & { viewerId?: string | null },
  fallbackOrder: BrowseSort,
): Omit<BrowseQuery, 'platformIds'> & { platform?: string } {
  const search = searchTerms(input.search);
  const sort = (BrowseSorts as readonly string[]).includes(input.sort ?? '')
    ? (input.sort as BrowseSort)
    : null;
  const gameId = cleanText(input.gameId);
  return {
    viewerId: input.viewerId ?? null,
    country: cleanText(input.country)?.toUpperCase(),
    profession: cleanText(input.profession),
    platform: cleanText(input.platform),
    liveNow: isTrue(input.liveNow),
    favoritesOnly: isTrue(input.favoritesOnly),
    gameId,
    search,
    tagKeys: tagKeys(input.tags),
    order: sort ?? (search ? 'relevance' : fallbackOrder),
  };
}

/** Tags as lower-case keys; a comma-separated string is accepted as well as a list. */
function tagKeys(tags: unknown): string[] {
  const list = typeof tags === 'string' ? tags.split(',') : Array.isArray(tags) ? tags : [];
  const keys = list
    .filter((tag): tag is string => typeof tag === 'string')
    .map(tagKey)
    .filter(Boolean);
  return [...new Set(keys)].slice(0, InputLimits.tagsMax);
}
