import { PageSizes } from '../constants';
import { firstIssueText } from '../schema/fields';
import { CreatorsScrollQuery, GamesScrollQuery, GigsScrollQuery, SearchQuery } from './schemas';

type Schema = typeof GigsScrollQuery | typeof SearchQuery;
const parse = (schema: Schema, query: Record<string, unknown>) => schema.parse(query);
const refusal = (schema: Schema, query: Record<string, unknown>) => {
  const result = schema.safeParse(query);
  if (result.success) throw new Error('Expected the query to be refused');
  return firstIssueText(result.error);
};

describe('browse queries', () => {
  it('take each tab its own page size (spec §9) and page 1 by default', () => {
    expect(parse(GigsScrollQuery, {})).toMatchObject({ page: 1, limit: PageSizes.products });
    expect(parse(GamesScrollQuery, {})).toMatchObject({ page: 1, limit: PageSizes.games });
    expect(parse(CreatorsScrollQuery, {})).toMatchObject({ page: 1, limit: PageSizes.stars });
  });

  it('read every filter, trimmed, with numbers and flags converted', () => {
    const query = parse(GigsScrollQuery, {
      page: '3',
      limit: '5',
      country: ' IN ',
      profession: 'Pro player',
      platform: 'PC',
      liveNow: 'true',
      favoritesOnly: '0',
      gameId: 'valorant',
      search: ' ninja ',
      tags: 'fps, ranked',
      sort: 'lowToHigh',
    });
    expect(query).toEqual({
      page: 3,
      limit: 5,
      country: 'IN',
      profession: 'Pro player',
      platform: 'PC',
      liveNow: true,
      favoritesOnly: false,
      gameId: 'valorant',
      search: 'ninja',
      tags: ['fps', 'ranked'],
      sort: 'lowToHigh',
    });
  });

  it('take the game as game or selectedGame, the search as searchText, and drop the other names', () => {
    expect(parse(GamesScrollQuery, { game: 'g-1' })).toMatchObject({ gameId: 'g-1' });
    const query = parse(GamesScrollQuery, { selectedGame: 'g-2', searchText: 'apex' });
    expect(query).toMatchObject({ gameId: 'g-2', search: 'apex' });
    expect(query).not.toHaveProperty('selectedGame');
    expect(query).not.toHaveProperty('searchText');
  });

  it('read tags as a comma list or repeated, each once, empty ones dropped', () => {
    expect(parse(GigsScrollQuery, { tags: ['fps,ranked', 'fps', ' ', 'chill'] })).toMatchObject({
      tags: ['fps', 'ranked', 'chill'],
    });
  });

  it('treat empty filters as not given', () => {
    const query = parse(CreatorsScrollQuery, { country: '', liveNow: '', search: '  ', gameId: '' });
    expect(query).toMatchObject({
      country: undefined,
      liveNow: undefined,
      search: undefined,
      gameId: undefined,
    });
  });

  it('refuse an unknown sort, a bad flag, a bad page or limit, and too many tags', () => {
    expect(refusal(GigsScrollQuery, { sort: 'random' })).toBe(
      'The sort must be one of: alphabetically, popularity, lowToHigh, highToLow, date',
    );
    expect(refusal(GigsScrollQuery, { liveNow: 'yes' })).toBe('liveNow must be true or false');
    expect(refusal(GigsScrollQuery, { page: '0' })).toBe('The page must be a whole number from 1');
    expect(refusal(GigsScrollQuery, { limit: '101' })).toBe('The limit must be a whole number from 1 to 100');
    const tags = Array.from({ length: 21 }, (_, i) => `tag${i}`).join(',');
    expect(refusal(GigsScrollQuery, { tags })).toBe('Choose at most 20 tags of at most 50 characters each');
  });

  it('search with 8 suggestions by default, and an empty search when nothing was typed', () => {
    expect(parse(SearchQuery, { searchQuery: ' nija ' })).toEqual({ searchQuery: 'nija', limit: 8 });
    expect(parse(SearchQuery, {})).toEqual({ searchQuery: '', limit: 8 });
  });
});
