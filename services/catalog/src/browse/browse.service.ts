import { Injectable } from '@nestjs/common';
import {
  PageSizes,
  type BrowseFilters,
  type BrowseSort,
  type GameDto,
  type GigDto,
  type Page,
  type PageRequest,
  type StarDto,
} from '@lobby/contracts';
import { isUuid, cleanPageRequest, emptyPage, toPage } from '@lobby/service-kit';
import { GamesService } from '../games/games.service';
import { toGigDto } from '../gigs/gig-view';
import { PlatformsRepository } from '../platforms/platforms.repository';
import { StarsService } from '../stars/stars.service';
import { cleanBrowseFilters, type BrowseQuery } from './browse-query';
import { BrowseRepository } from './browse.repository';
import { PageCache, pageKey } from '../common/page-cache';

type BrowseRequest = BrowseFilters & Partial<PageRequest> & { viewerId?: string | null; landing?: boolean };

/** Browse (spec §2): gigs, games and creators with every filter and sort, one page at a time. */
@Injectable()
export class BrowseService {
  constructor(
    private readonly browse: BrowseRepository,
    private readonly platforms: PlatformsRepository,
    private readonly starCards: StarsService,
    private readonly gameCards: GamesService,
    private readonly cache: PageCache,
  ) {}

  async gigs(request: BrowseRequest, fallbackOrder: BrowseSort = 'popularity'): Promise<Page<GigDto>> {
    const page = cleanPageRequest(request, PageSizes.products);
    const query = await this.query(request, fallbackOrder);
    if (!query) return emptyPage(page);
    return this.gigPage(query, page);
  }

  /** A star's public gigs, a page at a time. */
  async starGigs(starId: string, order: 'date' | 'popularity', page: PageRequest): Promise<Page<GigDto>> {
    const query: BrowseQuery = {
      viewerId: null,
      liveNow: false,
      favoritesOnly: false,
      tagKeys: [],
      starId,
      order,
    };
    return this.gigPage(query, page);
  }

  private gigPage(query: BrowseQuery, page: PageRequest): Promise<Page<GigDto>> {
    return this.cached('gigs', query, page, async () => {
      const { rows, total } = await this.browse.gigPage(query, page);
      return toPage(rows.map(toGigDto), total, page);
    });
  }

  /** Public pages come from the page cache; a viewer's own favourites are read fresh (they change on a click). */
  private cached<T>(kind: string, query: BrowseQuery, page: PageRequest, load: () => Promise<T>): Promise<T> {
    if (query.favoritesOnly) return load();
    return this.cache.get(pageKey(kind, { ...query, viewerId: null }, page), load);
  }

  async creators(request: BrowseRequest, fallbackOrder: BrowseSort = 'popularity'): Promise<Page<StarDto>> {
    return this.idList(request, fallbackOrder, PageSizes.stars, {
      kind: 'stars',
      ids: (query, page) => this.browse.starPage(query, page),
      cards: (ids) => this.starCards.dtos(ids),
    });
  }

  async games(request: BrowseRequest, fallbackOrder: BrowseSort = 'popularity'): Promise<Page<GameDto>> {
    return this.idList(request, fallbackOrder, PageSizes.games, {
      kind: 'games',
      ids: (query, page) => this.browse.gamePage(query, page),
      cards: (ids) => this.gameCards.dtos(ids),
    });
  }

  /** A list read as a page of ids in order, then turned into cards. */
  private async idList<T>(
    request: BrowseRequest,
    fallbackOrder: BrowseSort,
    pageSize: number,
    list: {
      kind: string;
      ids: (query: BrowseQuery, page: PageRequest) => Promise<{ ids: string[]; total: number }>;
      cards: (ids: string[]) => Promise<T[]>;
    },
  ): Promise<Page<T>> {
    const page = cleanPageRequest(request, pageSize);
    const query = await this.query(request, fallbackOrder);
    if (!query) return emptyPage(page);
    return this.cached(list.kind, query, page, async () => {
      const { ids, total } = await list.ids(query, page);
      return toPage(await list.cards(ids), total, page);
    });
  }

  /** The query for a request, or null when it can match nothing (favourites without a viewer, a bad id). */
  private async query(request: BrowseRequest, fallbackOrder: BrowseSort): Promise<BrowseQuery | null> {
    const { platform, ...filters } = cleanBrowseFilters(request, fallbackOrder);
    const query: Omit<BrowseQuery, 'platformIds'> = { ...filters, landing: request.landing };
    if (query.favoritesOnly && !query.viewerId) return null;
    if (query.gameId !== undefined && !isUuid(query.gameId)) {
      const gameId = await this.gameCards.idOf(query.gameId);
      if (!gameId) return null;
      query.gameId = gameId;
    }
    if (platform === undefined) return query;
    const platformIds = await this.platforms.idsMatching(platform);
    return platformIds.length > 0 ? { ...query, platformIds } : null;
  }
}
