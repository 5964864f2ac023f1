import type { ArgumentMetadata } from '@nestjs/common';
import { PageSizes } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { createValidationPipe } from '../http/validation';
import { CreatorsScrollQuery, GamesScrollQuery, GigsScrollQuery, SearchQuery } from './browse.dto';

const pipe = createValidationPipe();

function parse<T>(type: new () => T, query: Record<string, unknown>): Promise<T> {
  const metadata: ArgumentMetadata = { type: 'query', metatype: type };
  return pipe.transform(query, metadata) as Promise<T>;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => {
      throw new Error('Expected the query to be refused');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).message;
}

describe('browse queries', () => {
  it('take each tab its own page size (spec §9) and page 1 by default', async () => {
    expect(await parse(GigsScrollQuery, {})).toMatchObject({ page: 1, limit: PageSizes.products });
    expect(await parse(GamesScrollQuery, {})).toMatchObject({ page: 1, limit: PageSizes.games });
    expect(await parse(CreatorsScrollQuery, {})).toMatchObject({ page: 1, limit: PageSizes.stars });
  });

  it('read every filter, trimmed, with numbers and flags converted', async () => {
    const query = await parse(GigsScrollQuery, {
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
    expect({ ...query }).toEqual({
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

  it('take the game as game or selectedGame, the search as searchText, and drop the other names', async () => {
    expect({ ...(await parse(GamesScrollQuery, { game: 'g-1' })) }).toMatchObject({ gameId: 'g-1' });
    const query = await parse(GamesScrollQuery, { selectedGame: 'g-2', searchText: 'apex' });
    expect(query).toMatchObject({ gameId: 'g-2', search: 'apex' });
    expect(query).not.toHaveProperty('selectedGame');
    expect(query).not.toHaveProperty('searchText');
  });

  it('read tags as a comma list or repeated, each once, empty ones dropped', async () => {
    expect((await parse(GigsScrollQuery, { tags: ['fps,ranked', 'fps', ' ', 'chill'] })).tags).toEqual([
      'fps',
      'ranked',
      'chill',
    ]);
  });

  it('treat empty filters as not given', async () => {
    const query = await parse(CreatorsScrollQuery, { country: '', liveNow: '', search: '  ', gameId: '' });
    expect(query).toMatchObject({ country: undefined, liveNow: undefined, search: undefined });
    expect(query.gameId).toBeUndefined();
  });

  it('refuse an unknown sort, a bad flag, a bad page or limit, and too many tags', async () => {
    expect(await refusal(parse(GigsScrollQuery, { sort: 'random' }))).toBe(
      'The sort must be one of: alphabetically, popularity, lowToHigh, highToLow, date',
    );
    expect(await refusal(parse(GigsScrollQuery, { liveNow: 'yes' }))).toBe('liveNow must be true or false');
    expect(await refusal(parse(GigsScrollQuery, { page: '0' }))).toBe(
      'The page must be a whole number from 1',
    );
    expect(await refusal(parse(GigsScrollQuery, { limit: '101' }))).toBe(
      'The limit must be a whole number from 1 to 100',
    );
    const tags = Array.from({ length: 21 }, (_, i) => `tag${i}`).join(',');
    expect(await refusal(parse(GigsScrollQuery, { tags }))).toBe(
      'Choose at most 20 tags of at most 50 characters each',
    );
  });

  it('search with 8 suggestions by default, and an empty search when nothing was typed', async () => {
    expect({ ...(await parse(SearchQuery, { searchQuery: ' nija ' })) }).toEqual({
      searchQuery: 'nija',
      limit: 8,
    });
    expect({ ...(await parse(SearchQuery, {})) }).toEqual({ searchQuery: '', limit: 8 });
  });
});
