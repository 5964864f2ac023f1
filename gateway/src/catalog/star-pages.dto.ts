import { IsIn, IsOptional } from 'class-validator';
import { PageSizes } from '@lobby/contracts';
import { PageQuery } from '../http/page-query';
import { CatalogFieldText, IsCatalogId, IsIdentifier } from './catalog-fields';

/** The only order paginated products have (spec §9 "paginated products limit 10 with filter Date"). */
const STAR_GIG_FILTERS = ['Date'] as const;

export class IdOrUsernameParams {
  @IsIdentifier()
  idOrUsername!: string;
}

export class UsernameParams {
  @IsIdentifier()
  username!: string;
}

export class StarIdParams {
  @IsCatalogId(CatalogFieldText.starId)
  id!: string;
}

/** A gig by its id or its slug (slugs are unique per star, so `?username` picks the star). */
export class GigIdOrSlugParams {
  @IsIdentifier()
  id!: string;
}

export class GigLookupQuery {
  @IsOptional()
  @IsIdentifier()
  username?: string;
}

export class StarGigsPageQuery extends PageQuery {
  override limit: number = PageSizes.paginatedProducts;

  @IsIn(STAR_GIG_FILTERS, { message: `The filter must be one of: ${STAR_GIG_FILTERS.join(', ')}` })
  filter: (typeof STAR_GIG_FILTERS)[number] = 'Date';
}

/** A game by its id or its slug. */
export class GameParams {
  @IsIdentifier()
  id!: string;
}

export class GameModeParams {
  @IsCatalogId(CatalogFieldText.modeId)
  id!: string;
}
