import { type Parsed } from '@lobby/contracts';
import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { CurrentUser, OptionalSignIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/** A star's page and their gigs (spec §2 /stars/{username}, /stars/{username}/gigs/{slug}; §7 Browse). */
@Controller('api/get')
export class StarPagesController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('influencer/:idOrUsername')
  @OptionalSignIn()
  star(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Param() { idOrUsername }: Parsed<'starPages', 'star', 'params'>,
  ) {
    return this.rpc.send('catalog.influencer', { viewerId: viewer?.userId ?? null, idOrUsername });
  }

  /** The star's active gigs, by the star's id. */
  @Get('products/:id')
  @OptionalSignIn()
  starGigs(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Param() { id }: Parsed<'starPages', 'starGigs', 'params'>,
  ) {
    return this.rpc.send('catalog.starGigs', { viewerId: viewer?.userId ?? null, starId: id });
  }

  @Get('products-by-username/:username')
  @OptionalSignIn()
  starGigsByUsername(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Param() { username }: Parsed<'starPages', 'starGigsByUsername', 'params'>,
  ) {
    return this.rpc.send('catalog.starGigsByUsername', { viewerId: viewer?.userId ?? null, username });
  }

  /** One gig by its id, or by its slug (with `?username`, since slugs are unique per star). */
  @Get('product/:id')
  @OptionalSignIn()
  gig(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Param() { id }: Parsed<'starPages', 'gig', 'params'>,
    @Query() { username }: Parsed<'starPages', 'gig', 'query'>,
  ) {
    return this.rpc.send('catalog.gig', { viewerId: viewer?.userId ?? null, idOrSlug: id, username });
  }

  @Get('paginatedproducts/:id')
  @OptionalSignIn()
  paginatedStarGigs(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Param() { id }: Parsed<'starPages', 'starGigs', 'params'>,
    @Query() query: Parsed<'starPages', 'paginatedStarGigs', 'query'>,
  ) {
    return this.rpc.send('catalog.paginatedStarGigs', {
      viewerId: viewer?.userId ?? null,
      starId: id,
      ...query,
    });
  }
}
