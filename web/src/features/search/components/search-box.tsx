import { IconSearch } from '@tabler/icons-react';

/** What the header search box looks like, the same before and after its suggestions have loaded. */
export const SEARCH_INPUT_LOOK = {
  'aria-label': 'Search',
  placeholder: 'Search stars and gigs',
  leftSection: <IconSearch size={16} />,
  radius: 'xl',
} as const;

/** Browse filtered by the searched text (Enter without choosing a suggestion), or all of Browse. */
export function browseSearchPath(text: string): string {
  const query = text.trim();
  return query ? `/browse?${new URLSearchParams({ search: query })}` : '/browse';
}
