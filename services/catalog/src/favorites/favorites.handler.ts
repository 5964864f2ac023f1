import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { FavoritesService } from './favorites.service';

@Controller()
export class FavoritesHandler {
  constructor(private readonly favorites: FavoritesService) {}

  @Handles('catalog.favorites')
  all(@Payload() { userId }: RequestOf<'catalog.favorites'>) {
    return this.favorites.all(userId);
  }

  @Handles('catalog.saveFavorite')
  save(@Payload() { userId, kind, id }: RequestOf<'catalog.saveFavorite'>) {
    return this.favorites.save(userId, kind, id);
  }

  @Handles('catalog.starFollowers')
  starFollowers(@Payload() { starId, after, limit }: RequestOf<'catalog.starFollowers'>) {
    return this.favorites.starFollowers(starId, after, limit);
  }

  @Handles('catalog.deleteFavorite')
  remove(@Payload() { userId, kind, id }: RequestOf<'catalog.deleteFavorite'>) {
    return this.favorites.remove(userId, kind, id);
  }
}
