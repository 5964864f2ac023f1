import { Injectable } from '@nestjs/common';
import {
  CatalogText,
  ErrorText,
  SuccessText,
  type FavoriteKind,
  type FavoritesDto,
  type Message,
} from '@lobby/contracts';
import { DomainError, isUuid } from '@lobby/service-kit';
import { GamesRepository } from '../games/games.repository';
import { GamesService } from '../games/games.service';
import { toGigDto } from '../gigs/gig-view';
import { GigsRepository } from '../gigs/gigs.repository';
import { StarsRepository } from '../stars/stars.repository';
import { StarsService } from '../stars/stars.service';
import { FavoritesRepository } from './favorites.repository';
import { PageCache } from '../common/page-cache';

/** The largest page of followers one request reads. */
const FOLLOWERS_PAGE_MAX = 5000;

const KINDS: readonly FavoriteKind[] = ['gig', 'star', 'game'];
const TEXTS: Record<FavoriteKind, { saved: string; removed: string; missing: string }> = {
  gig: {
    saved: SuccessText.gigFavorited,
    removed: SuccessText.gigUnfavorited,
    missing: CatalogText.gigNotFound,
  },
  star: {
    saved: SuccessText.starFavorited,
    removed: SuccessText.starUnfavorited,
    missing: CatalogText.starNotFound,
  },
  game: {
    saved: SuccessText.gameFavorited,
    removed: SuccessText.gameUnfavorited,
    missing: CatalogText.gameNotFound,
  },
};

/** A user's favourite gigs, stars and games (spec §3): saving or removing twice changes nothing. */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly favorites: FavoritesRepository,
    private readonly gigs: GigsRepository,
    private readonly stars: StarsRepository,
    private readonly games: GamesRepository,
    private readonly starCards: StarsService,
    private readonly gameCards: GamesService,
    /** Counts move popularity: this replica's pages go now (the others' on the database's notification). */
    private readonly pages: PageCache,
  ) {}

  /** What is still public among the user's favourites, newest favourite first. */
  async all(userId: string): Promise<FavoritesDto> {
    const [gigIds, starIds, gameIds] = await Promise.all(
      KINDS.map((kind) => this.favorites.itemIds(userId, kind)),
    );
    const [gigRows, starCards, gameCards] = await Promise.all([
      this.gigs.visibleByIds(gigIds),
      this.starCards.dtos(starIds),
      this.gameCards.dtos(gameIds),
    ]);
    return {
      gigs: gigRows.map(toGigDto),
      stars: starCards.map((star) => ({ ...star, _influencer_id: star._id })),
      games: gameCards,
    };
  }

  /** Internal, for notifications' fan-out: a page of a star's followers after the user id `after`. */
  async starFollowers(
    starId: string,
    after: string | undefined,
    limit: number,
  ): Promise<{ userIds: string[] }> {
    if (!Number.isInteger(limit) || limit < 1 || limit > FOLLOWERS_PAGE_MAX) {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    return { userIds: await this.favorites.starFollowers(starId, after ?? null, limit) };
  }

  async save(userId: string, kind: FavoriteKind, itemId: string): Promise<Message> {
    const texts = textsFor(kind);
    if (!(await this.exists(kind, itemId))) throw DomainError.notFound(texts.missing);
    await this.favorites.add(userId, kind, itemId);
    this.pages.clear();
    return { message: texts.saved };
  }

  async remove(userId: string, kind: FavoriteKind, itemId: string): Promise<Message> {
    const texts = textsFor(kind);
    const removed = await this.favorites.remove(userId, kind, itemId);
    if (removed) this.pages.clear();
    if (!removed && !(await this.exists(kind, itemId))) throw DomainError.notFound(texts.missing);
    return { message: texts.removed };
  }

  private async exists(kind: FavoriteKind, itemId: string): Promise<boolean> {
    if (!isUuid(itemId)) return false;
    switch (kind) {
      case 'gig':
        return (await this.gigs.findVisible(itemId)) !== undefined;
      case 'star':
        return (await this.stars.findListed(itemId)) !== undefined;
      case 'game':
        return (await this.games.find(itemId)) !== undefined;
    }
  }
}

function textsFor(kind: FavoriteKind) {
  if (!KINDS.includes(kind)) throw DomainError.invalid(ErrorText.badRequest);
  return TEXTS[kind];
}
