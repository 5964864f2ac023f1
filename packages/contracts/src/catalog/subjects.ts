import type { BrowseFilters } from './schemas';
import type { Currency } from '../currency';
import type { GigChangedEvent } from '../events';
import type { Actor, Message, Page, PageRequest } from '../rpc';
import type { TrackingVisitor } from './analytics';
import type {
  BannerDto,
  BannerInput,
  ClickType,
  FavoriteKind,
  FavoritesDto,
  GameDto,
  GameInput,
  GameModeDto,
  GameSummary,
  GigDto,
  GigInput,
  GigPerformanceDto,
  PlatformDto,
  PlatformInput,
  SearchSuggestion,
  StarDto,
} from './types';

/** The signed-in viewer, when there is one (favourites only, isFavorite marks). */
interface Viewer {
  viewerId?: string | null;
}

type Browse = Viewer & BrowseFilters & PageRequest;

/**
 * A game with a mode and a platform as another service's form chose them (live's go-live). `mode` is null when
 * none was asked for or it is not one of the game's; `platform` likewise, checked against the platforms the game
 * is stored with (so both Android and iOS count for the merged 'Android/iOS' entry).
 */
export interface GameChoiceDto {
  game: GameSummary;
  mode: GameModeDto | null;
  platform: PlatformDto | null;
}

/** Catalog's request subjects (spec §7 Browse, Favorites, streamer gig routes, admin catalog). */
export interface CatalogSubjects {
  'catalog.influencers': { req: Viewer & PageRequest & { search?: string }; res: Page<StarDto> };
  'catalog.mostPopularStars': { req: Viewer & { limit: number }; res: StarDto[] };
  'catalog.mostPopularProducts': { req: Viewer & { limit: number }; res: GigDto[] };
  'catalog.landingGames': { req: Record<string, never>; res: GameDto[] };
  'catalog.banners': { req: Record<string, never>; res: BannerDto[] };
  'catalog.platforms': { req: Record<string, never>; res: PlatformDto[] };
  'catalog.game': { req: { id: string }; res: GameDto };
  'catalog.gameModes': { req: { gameId: string }; res: GameModeDto[] };
  'catalog.gameMode': { req: { id: string }; res: GameModeDto };
  /** Resolves a game (404 when unknown) with one of its modes and platforms, by id. */
  'catalog.gameChoice': {
    req: { gameId: string; gameModeId?: string | null; platformId?: string | null };
    res: GameChoiceDto;
  };

  'catalog.gigsForScroll': { req: Browse; res: Page<GigDto> };
  'catalog.gamesForScroll': { req: Browse; res: Page<GameDto> };
  'catalog.creatorsForScroll': { req: Browse; res: Page<StarDto> };
  /**
   * Spec: PaginatedGigs (page, liveSessionlimit, productLimit, totalLiveSessions): a page of popular gigs and the
   * same page of live sessions (`liveSessionlimit` a page), each a live star with its `_live_session_id`.
   */
  'catalog.paginatedGigs': {
    req: Viewer & { page: number; productLimit: number; liveSessionlimit: number };
    res: Page<GigDto> & { liveSessions: StarDto[]; totalLiveSessions: number };
  };
  'catalog.paginatedStars': { req: Viewer & PageRequest; res: Page<StarDto> };
  'catalog.paginatedGames': { req: PageRequest; res: Page<GameDto> };

  'catalog.search': { req: { searchQuery: string; limit: number }; res: SearchSuggestion[] };
  'catalog.hashTags': { req: { search?: string; limit: number }; res: { name: string; count: number }[] };
  'catalog.suggestStar': { req: Viewer & { starName: string }; res: Message };
  /** Staff (Configurations read, checked by the gateway): the suggested stars, newest first. */
  'catalog.starSuggestions': { req: PageRequest; res: Page<StarSuggestionDto> };
  'catalog.trackClick': {
    req: {
      userId: string | null;
      itemId: string;
      influencerId: string | null;
      type: ClickType;
      searchTerm?: string;
    } & Partial<TrackingVisitor>;
    res: Message;
  };

  'catalog.influencer': { req: Viewer & { idOrUsername: string }; res: StarDto };
  /** Active gigs of a star by star id (spec products/{id}). */
  'catalog.starGigs': { req: Viewer & { starId: string }; res: GigDto[] };
  'catalog.starGigsByUsername': { req: Viewer & { username: string }; res: GigDto[] };
  'catalog.gig': { req: Viewer & { idOrSlug: string; username?: string }; res: GigDto };
  /** Booking's read-through for a gig its read model has not caught up with; null for an unknown gig. */
  'catalog.gigSnapshot': { req: { gigId: string }; res: GigChangedEvent | null };
  'catalog.paginatedStarGigs': {
    req: Viewer & PageRequest & { starId: string; filter?: 'Date' };
    res: Page<GigDto>;
  };
  /** Owner (or their moderator) only: the gateway resolves the acting streamer into `userId`. */
  'catalog.inactiveGigs': { req: Actor & { starId: string }; res: GigDto[] };
  'catalog.gigsPerformance': { req: Actor & { starId: string }; res: GigPerformanceDto[] };

  /** The lowest gig price per currency in major units (configuration MINIMUM_GIG_PRICE_INR / _USD, else defaults). */
  'catalog.gigPriceMinimums': { req: Record<string, never>; res: Record<Currency, number> };
  'catalog.addGig': { req: Actor & GigInput; res: Message & { gig: GigDto } };
  'catalog.updateGig': { req: Actor & { gigId: string } & Partial<GigInput>; res: Message & { gig: GigDto } };
  'catalog.deleteGig': { req: Actor & { gigId: string }; res: Message };
  'catalog.archiveGig': { req: Actor & { gigId: string }; res: Message & { gig: GigDto } };
  'catalog.unarchiveGig': { req: Actor & { gigId: string }; res: Message & { gig: GigDto } };

  'catalog.favorites': { req: Actor; res: FavoritesDto };
  /**
   * Internal (notifications fan-out): a page of the users who favourited a star, by user id after `after`, so a
   * star with thousands of followers is read in a few pages.
   */
  'catalog.starFollowers': {
    req: { starId: string; after?: string; limit: number };
    res: { userIds: string[] };
  };
  'catalog.saveFavorite': { req: Actor & { kind: FavoriteKind; id: string }; res: Message };
  'catalog.deleteFavorite': { req: Actor & { kind: FavoriteKind; id: string }; res: Message };

  /** Staff (games, checked by the gateway). */
  'catalog.createGame': { req: Actor & GameInput; res: Message & { game: GameDto } };
  'catalog.updateGame': {
    req: Actor & { gameId: string } & Partial<GameInput>;
    res: Message & { game: GameDto };
  };
  'catalog.deleteGame': { req: Actor & { gameId: string }; res: Message };
  'catalog.createPlatform': { req: Actor & PlatformInput; res: Message & { platform: PlatformDto } };
  'catalog.updatePlatform': {
    req: Actor & { platformId: string } & Partial<PlatformInput>;
    res: Message & { platform: PlatformDto };
  };
  'catalog.deletePlatform': { req: Actor & { platformId: string }; res: Message };
  'catalog.adminBanners': { req: Actor; res: BannerDto[] };
  'catalog.createBanner': { req: Actor & BannerInput; res: Message & { banner: BannerDto } };
  'catalog.updateBanner': {
    req: Actor & { bannerId: string } & Partial<BannerInput>;
    res: Message & { banner: BannerDto };
  };
  'catalog.deleteBanner': { req: Actor & { bannerId: string }; res: Message };
}

/** A star someone asked us to bring on (POST /api/suggeststar); `userId` null when sent signed out. */
export interface StarSuggestionDto {
  _id: string;
  starName: string;
  userId: string | null;
  createdAt: string;
}
