import { Expose, Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { type BrowseSort, BrowseSorts, InputLimits, PageSizes, ProfileLimits } from '@lobby/contracts';
import { LIMIT_TEXT, MAX_PAGE, MAX_PAGE_LIMIT, PAGE_TEXT, PageQuery } from '../http/page-query';
import { CatalogFieldText, IsIdentifier, OptionalText, QueryBoolean, WholeNumber } from './catalog-fields';

const MAX_FILTER_LENGTH = 60;
const TAGS_TEXT = `Choose at most ${InputLimits.tagsMax} tags of at most ${InputLimits.tagMax} characters each`;
const SORT_TEXT = `The sort must be one of: ${BrowseSorts.join(', ')}`;

/** The first of these query keys that was given (trimmed, not blank), for a field with several names. */
const FirstOf = (...keys: string[]) =>
  Transform(({ obj }: { obj: Record<string, unknown> }) =>
    keys
      .map((key) => (typeof obj[key] === 'string' ? (obj[key] as string).trim() : obj[key]))
      .find((value) => value !== undefined && value !== ''),
  );

/** `?tags=a,b` and `?tags=a&tags=b` alike: trimmed, empty ones dropped, each once. */
const toTagList = ({ value }: { value: unknown }) => {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
    typeof part === 'string' ? part.split(',') : [part],
  );
  const names = parts.map((part) => (typeof part === 'string' ? part.trim() : part));
  return [...new Set(names.filter((name) => name !== ''))];
};

/** Spec §2 browse filters of the gigs, games and creators tabs, with the page; limits differ per tab. */
export class BrowseQuery extends PageQuery {
  @OptionalText(MAX_FILTER_LENGTH, `The country can have at most ${MAX_FILTER_LENGTH} characters`)
  country?: string;

  @OptionalText(
    ProfileLimits.professionMax,
    `The profession can have at most ${ProfileLimits.professionMax} characters`,
  )
  profession?: string;

  @OptionalText(MAX_FILTER_LENGTH, `The platform can have at most ${MAX_FILTER_LENGTH} characters`)
  platform?: string;

  @QueryBoolean('liveNow')
  liveNow?: boolean;

  @QueryBoolean('favoritesOnly')
  favoritesOnly?: boolean;

  /** The selected game: `gameId`, or `game` / `selectedGame` as browse state names it. */
  @IsOptional()
  @IsIdentifier()
  @Expose()
  @FirstOf('gameId', 'game', 'selectedGame')
  gameId?: string;

  /** The search text: `search` or `searchText`. */
  @OptionalText(InputLimits.searchTermMax, CatalogFieldText.search)
  @Expose()
  @FirstOf('search', 'searchText')
  search?: string;

  @Transform(toTagList)
  @IsOptional()
  @ArrayMaxSize(InputLimits.tagsMax, { message: TAGS_TEXT })
  @IsString({ each: true, message: TAGS_TEXT })
  @MaxLength(InputLimits.tagMax, { each: true, message: TAGS_TEXT })
  tags?: string[];

  @IsOptional()
  @IsIn(BrowseSorts, { message: SORT_TEXT })
  sort?: BrowseSort;
}

export class GigsScrollQuery extends BrowseQuery {
  override limit: number = PageSizes.products;
}

export class GamesScrollQuery extends BrowseQuery {
  override limit: number = PageSizes.games;
}

export class CreatorsScrollQuery extends BrowseQuery {
  override limit: number = PageSizes.stars;
}

export class StarsPageQuery extends PageQuery {
  override limit: number = PageSizes.stars;
}

export class GamesPageQuery extends PageQuery {
  override limit: number = PageSizes.games;
}

/** Spec §7 PaginatedGigs: one page of gigs and, beside it, that many live sessions. */
export class PaginatedGigsQuery {
  @WholeNumber(1, MAX_PAGE, PAGE_TEXT)
  page: number = 1;

  @WholeNumber(1, MAX_PAGE_LIMIT, LIMIT_TEXT)
  productLimit: number = PageSizes.products;

  @WholeNumber(1, MAX_PAGE_LIMIT, LIMIT_TEXT)
  liveSessionlimit: number = PageSizes.sessions;
}

/** The header search (spec §2): star and gig suggestions for what was typed. */
export class SearchQuery {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: CatalogFieldText.search })
  @MaxLength(InputLimits.searchTermMax, { message: CatalogFieldText.search })
  searchQuery: string = '';

  @WholeNumber(
    1,
    InputLimits.suggestionsMax,
    `The limit must be a whole number from 1 to ${InputLimits.suggestionsMax}`,
  )
  limit: number = 8;
}

export class HashTagsQuery {
  @OptionalText(InputLimits.tagMax, `The search can have at most ${InputLimits.tagMax} characters`)
  search?: string;

  @WholeNumber(1, MAX_PAGE_LIMIT, LIMIT_TEXT)
  limit: number = 20;
}

/** The landing page's row of popular stars. */
export class PopularStarsQuery {
  @WholeNumber(1, MAX_PAGE_LIMIT, LIMIT_TEXT)
  limit: number = PageSizes.stars;
}

/** The landing page's row of popular gigs. */
export class PopularGigsQuery {
  @WholeNumber(1, MAX_PAGE_LIMIT, LIMIT_TEXT)
  limit: number = PageSizes.products;
}

export class InfluencersQuery extends StarsPageQuery {
  @OptionalText(InputLimits.searchTermMax, CatalogFieldText.search)
  search?: string;
}
