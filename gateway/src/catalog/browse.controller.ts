import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import {
  AuthText,
  type BrowseFilters,
  type PageRequest,
  type BrowseQueryInput,
  type Parsed,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { CurrentUser, OptionalSignIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { SearchRateLimit } from '../http/rate-limit';
import { ServiceClient } from '../rpc/service-client';

/**
 * The browse tabs and their infinite scroll, the paginated lists, the header search and the signals a
 * visitor sends (spec §2 browse, §7 Browse). A signed-in viewer's favourites mark the results.
 */
@Controller('api')
export class BrowseController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('get/GigsForScroll')
  @OptionalSignIn()
  gigsForScroll(@CurrentUser() viewer: AuthenticatedUser | null, @Query() query: BrowseQueryInput) {
    return this.rpc.send('catalog.gigsForScroll', browseRequest(query, viewer));
  }

  @Get('get/GamesForScroll')
  @OptionalSignIn()
  gamesForScroll(@CurrentUser() viewer: AuthenticatedUser | null, @Query() query: BrowseQueryInput) {
    return this.rpc.send('catalog.gamesForScroll', browseRequest(query, viewer));
  }

  @Get('get/CreatorsForScroll')
  @OptionalSignIn()
  creatorsForScroll(@CurrentUser() viewer: AuthenticatedUser | null, @Query() query: BrowseQueryInput) {
    return this.rpc.send('catalog.creatorsForScroll', browseRequest(query, viewer));
  }

  @Get('get/PaginatedGigs')
  @OptionalSignIn()
  paginatedGigs(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Query() query: Parsed<'browse', 'paginatedGigs', 'query'>,
  ) {
    return this.rpc.send('catalog.paginatedGigs', {
      viewerId: viewer?.userId ?? null,
      ...query,
    });
  }

  @Get('get/PaginatedStars')
  @OptionalSignIn()
  paginatedStars(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Query() query: Parsed<'browse', 'paginatedStars', 'query'>,
  ) {
    return this.rpc.send('catalog.paginatedStars', {
      viewerId: viewer?.userId ?? null,
      ...query,
    });
  }

  @Get('get/paginatedGames')
  paginatedGames(@Query() query: Parsed<'browse', 'paginatedGames', 'query'>) {
    return this.rpc.send('catalog.paginatedGames', { page: query.page, limit: query.limit });
  }

  @Get('get/stars_gigs_search')
  @SearchRateLimit()
  search(@Query() { searchQuery, limit }: Parsed<'browse', 'search', 'query'>) {
    return this.rpc.send('catalog.search', { searchQuery, limit });
  }

  @Get('get-hash-tags')
  hashTags(@Query() { search, limit }: Parsed<'browse', 'hashTags', 'query'>) {
    return this.rpc.send('catalog.hashTags', { search, limit });
  }

  @Post('suggeststar')
  @HttpCode(200)
  @OptionalSignIn()
  @SearchRateLimit()
  suggestStar(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Body() { starName }: Parsed<'browse', 'suggestStar', 'body'>,
  ) {
    return this.rpc.send('catalog.suggestStar', { viewerId: viewer?.userId ?? null, starName });
  }
}

/** "Favourites only" needs someone whose favourites they are. */
function browseRequest(
  query: BrowseQueryInput,
  viewer: AuthenticatedUser | null,
): BrowseFilters & PageRequest & { viewerId: string | null } {
  if (query.favoritesOnly && !viewer) throw DomainError.unauthorized(AuthText.signInRequired);
  return {
    viewerId: viewer?.userId ?? null,
    page: query.page,
    limit: query.limit,
    country: query.country,
    profession: query.profession,
    platform: query.platform,
    liveNow: query.liveNow,
    favoritesOnly: query.favoritesOnly,
    gameId: query.gameId,
    search: query.search,
    tags: query.tags,
    sort: query.sort,
  };
}
