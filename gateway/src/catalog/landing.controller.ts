import { type Parsed } from '@lobby/contracts';
import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { CurrentUser, OptionalSignIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/** What the landing page and the game pages read (spec §7 Browse); a signed-in viewer sees their favourites. */
@Controller('api/get')
export class LandingController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('influencers')
  @OptionalSignIn()
  influencers(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Query() query: Parsed<'landing', 'influencers', 'query'>,
  ) {
    return this.rpc.send('catalog.influencers', {
      viewerId: viewer?.userId ?? null,
      ...query,
    });
  }

  @Get('mostPopularStars')
  @OptionalSignIn()
  mostPopularStars(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Query() { limit }: Parsed<'landing', 'mostPopularStars', 'query'>,
  ) {
    return this.rpc.send('catalog.mostPopularStars', { viewerId: viewer?.userId ?? null, limit });
  }

  @Get('mostPopularProducts')
  @OptionalSignIn()
  mostPopularProducts(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Query() { limit }: Parsed<'landing', 'mostPopularProducts', 'query'>,
  ) {
    return this.rpc.send('catalog.mostPopularProducts', { viewerId: viewer?.userId ?? null, limit });
  }

  @Get('landingGames')
  landingGames() {
    return this.rpc.send('catalog.landingGames', {});
  }

  @Get('banners')
  banners() {
    return this.rpc.send('catalog.banners', {});
  }

  @Get('platforms')
  platforms() {
    return this.rpc.send('catalog.platforms', {});
  }

  /** A game by its id or slug, with its modes and platforms. */
  @Get('game/:id')
  game(@Param() { id }: Parsed<'landing', 'game', 'params'>) {
    return this.rpc.send('catalog.game', { id });
  }

  @Get('game-modes/:id')
  gameModes(@Param() { id }: Parsed<'landing', 'game', 'params'>) {
    return this.rpc.send('catalog.gameModes', { gameId: id });
  }

  @Get('gamemode/:id')
  gameMode(@Param() { id }: Parsed<'landing', 'gameMode', 'params'>) {
    return this.rpc.send('catalog.gameMode', { id });
  }
}
