import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import type { FavoriteKind, Parsed } from '@lobby/contracts';
import { CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/**
 * The signed-in user's favourite gigs, stars and games (spec §7 Favorites). Saving one twice or removing
 * one that isn't there changes nothing and succeeds, so the client's debounced sends can repeat.
 */
@Controller('api')
@SignedIn()
export class FavoritesController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('get_allfavorites')
  favorites(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('catalog.favorites', { userId: user.userId });
  }

  @Post('save_favoriteGig')
  @HttpCode(200)
  saveGig(@CurrentUser() user: AuthenticatedUser, @Body() { id }: Parsed<'favorites', 'saveGig', 'body'>) {
    return this.save(user, 'gig', id);
  }

  @Post('save_favoriteStars')
  @HttpCode(200)
  saveStar(@CurrentUser() user: AuthenticatedUser, @Body() { id }: Parsed<'favorites', 'saveGig', 'body'>) {
    return this.save(user, 'star', id);
  }

  @Post('save_favoriteGames')
  @HttpCode(200)
  saveGame(@CurrentUser() user: AuthenticatedUser, @Body() { id }: Parsed<'favorites', 'saveGig', 'body'>) {
    return this.save(user, 'game', id);
  }

  @Post('delete_favGigs')
  @HttpCode(200)
  deleteGig(@CurrentUser() user: AuthenticatedUser, @Body() { id }: Parsed<'favorites', 'saveGig', 'body'>) {
    return this.remove(user, 'gig', id);
  }

  @Post('delete_favStars')
  @HttpCode(200)
  deleteStar(@CurrentUser() user: AuthenticatedUser, @Body() { id }: Parsed<'favorites', 'saveGig', 'body'>) {
    return this.remove(user, 'star', id);
  }

  @Post('delete_favGames')
  @HttpCode(200)
  deleteGame(@CurrentUser() user: AuthenticatedUser, @Body() { id }: Parsed<'favorites', 'saveGig', 'body'>) {
    return this.remove(user, 'game', id);
  }

  private save(user: AuthenticatedUser, kind: FavoriteKind, id: string) {
    return this.rpc.send('catalog.saveFavorite', { userId: user.userId, kind, id });
  }

  private remove(user: AuthenticatedUser, kind: FavoriteKind, id: string) {
    return this.rpc.send('catalog.deleteFavorite', { userId: user.userId, kind, id });
  }
}
