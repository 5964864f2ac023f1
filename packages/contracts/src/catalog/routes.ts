import type {
  GameDto,
  GameModeDto,
  GigDto,
  GigInput,
  GigPerformanceDto,
  BannerDto,
  BannerInput,
  FavoritesDto,
  GameInput,
  PlatformDto,
  PlatformInput,
  SearchSuggestion,
  StarDto,
} from './types';
import type { AnalyticsWindow } from './analytics';
import type { Currency } from '../currency';
import type { Message, Page } from '../rpc';
import type { ResponseOf } from '../subjects';

import {
  GET,
  POST,
  PUT,
  DELETE,
  type Body,
  type ActingFor,
  type PageQuery,
  type BrowseQuery,
} from '../http-route';

/** Catalog's REST routes (spec §7), grouped as the gateway's controllers are. */
export const catalogRoutes = {
  browse: {
    gigsForScroll: GET('/api/get/GigsForScroll').as<{ response: Page<GigDto>; query: BrowseQuery }>(),
    gamesForScroll: GET('/api/get/GamesForScroll').as<{ response: Page<GameDto>; query: BrowseQuery }>(),
    creatorsForScroll: GET('/api/get/CreatorsForScroll').as<{
      response: Page<StarDto>;
      query: BrowseQuery;
    }>(),
    paginatedGigs: GET('/api/get/PaginatedGigs').as<{ response: Page<GigDto>; query: BrowseQuery }>(),
    paginatedStars: GET('/api/get/PaginatedStars').as<{ response: Page<StarDto>; query: BrowseQuery }>(),
    paginatedGames: GET('/api/get/paginatedGames').as<{ response: Page<GameDto>; query: BrowseQuery }>(),
    search: GET('/api/get/stars_gigs_search').as<{
      response: SearchSuggestion[];
      query: { searchQuery: string };
    }>(),
    hashTags: GET('/api/get-hash-tags').as<{
      response: { name: string; count: number }[];
      query: { limit?: number };
    }>(),
    suggestStar: POST('/api/suggeststar').as<{ response: Message; body: { starName: string } }>(),
    trackClick: POST('/api/track/click').as<{ response: unknown; body: Body<'browse', 'trackClick'> }>(),
    /** Not named by the spec: a star, gig or live page's view for the streamer's funnel. */
    trackView: POST('/api/track/view').as<{
      response: ResponseOf<'catalog.trackView'>;
      body: Body<'browse', 'trackView'>;
    }>(),
  },
  catalogAdmin: {
    games: GET('/api/admin/games').as<{ response: Page<GameDto> | GameDto[]; query: PageQuery }>(),
    createGame: POST('/api/admin/games').as<{ response: Message & { game: GameDto }; body: GameInput }>(),
    updateGame: PUT('/api/admin/games/:id').as<{ response: Message & { game: GameDto }; body: GameInput }>(),
    deleteGame: DELETE('/api/admin/games/:id').as<{ response: Message }>(),
    createPlatform: POST('/api/admin/platforms').as<{
      response: Message & { platform: PlatformDto };
      body: PlatformInput;
    }>(),
    updatePlatform: PUT('/api/admin/platforms/:id').as<{
      response: Message & { platform: PlatformDto };
      body: PlatformInput;
    }>(),
    deletePlatform: DELETE('/api/admin/platforms/:id').as<{ response: Message }>(),
    banners: GET('/api/get/admin/banners').as<{ response: BannerDto[] }>(),
    createBanner: POST('/api/admin/banners').as<{
      response: Message & { banner: BannerDto };
      body: Partial<BannerInput>;
    }>(),
    updateBanner: PUT('/api/admin/banners/:id').as<{
      response: Message & { banner: BannerDto };
      body: Partial<BannerInput>;
    }>(),
    deleteBanner: DELETE('/api/admin/banners/:id').as<{ response: Message }>(),
    uploadImage: POST('/api/admin/upload/image').as<{
      response: { url: string };
      body: FormData;
      query: { kind: string };
    }>(),
  },
  favorites: {
    favorites: GET('/api/get_allfavorites').as<{ response: FavoritesDto }>(),
    saveGig: POST('/api/save_favoriteGig').as<{ response: Message; body: { id: string } }>(),
    saveStar: POST('/api/save_favoriteStars').as<{ response: Message; body: { id: string } }>(),
    saveGame: POST('/api/save_favoriteGames').as<{ response: Message; body: { id: string } }>(),
    deleteGig: POST('/api/delete_favGigs').as<{ response: Message; body: { id: string } }>(),
    deleteStar: POST('/api/delete_favStars').as<{ response: Message; body: { id: string } }>(),
    deleteGame: POST('/api/delete_favGames').as<{ response: Message; body: { id: string } }>(),
  },
  landing: {
    influencers: GET('/api/get/influencers').as<{ response: StarDto[]; query: PageQuery }>(),
    mostPopularStars: GET('/api/get/mostPopularStars').as<{
      response: StarDto[];
      query: { limit?: number };
    }>(),
    mostPopularProducts: GET('/api/get/mostPopularProducts').as<{
      response: GigDto[];
      query: { limit?: number };
    }>(),
    landingGames: GET('/api/get/landingGames').as<{ response: GameDto[] }>(),
    banners: GET('/api/get/banners').as<{ response: BannerDto[] }>(),
    platforms: GET('/api/get/platforms').as<{ response: PlatformDto[] }>(),
    game: GET('/api/get/game/:id').as<{ response: GameDto }>(),
    gameModes: GET('/api/get/game-modes/:id').as<{ response: GameModeDto[] }>(),
    gameMode: GET('/api/get/gamemode/:id').as<{ response: GameModeDto }>(),
  },
  starPages: {
    star: GET('/api/get/influencer/:idOrUsername').as<{ response: StarDto }>(),
    starGigs: GET('/api/get/products/:id').as<{ response: GigDto[]; query: ActingFor }>(),
    starGigsByUsername: GET('/api/get/products-by-username/:username').as<{ response: GigDto[] }>(),
    gig: GET('/api/get/product/:id').as<{ response: GigDto; query: { username?: string } }>(),
    paginatedStarGigs: GET('/api/get/paginatedproducts/:id').as<{
      response: Page<GigDto>;
      query: PageQuery & ActingFor & { status?: string };
    }>(),
  },
  streamerGigs: {
    addGig: POST('/api/influencer/add/product').as<{
      response: Message & { gig: GigDto };
      body: GigInput;
      query: ActingFor;
    }>(),
    updateGig: POST('/api/influencer/update/product/:id').as<{
      response: Message & { gig: GigDto };
      body: Partial<GigInput>;
      query: ActingFor;
    }>(),
    deleteGig: POST('/api/influencer/delete/product/:id').as<{
      response: Message & { gig?: GigDto };
      query: ActingFor;
    }>(),
    archiveGig: POST('/api/post/influencer/archive-gig/:id').as<{
      response: Message & { gig?: GigDto };
      query: ActingFor;
    }>(),
    unarchiveGig: POST('/api/post/influencer/unarchive-gig/:id').as<{
      response: Message & { gig?: GigDto };
      query: ActingFor;
    }>(),
    inactiveGigs: GET('/api/get/influencer/inactive-gigs/:streamerId').as<{
      response: GigDto[];
      query: ActingFor;
    }>(),
    gigsPerformance: GET('/api/get/gigs-performance/:streamerId').as<{
      response: GigPerformanceDto[];
      query: ActingFor;
    }>(),
    /** The lowest gig price per currency (major units), so the gig editor checks what the server will. */
    priceMinimums: GET('/api/get/gig-price-minimums').as<{
      response: Record<Currency, number>;
      query: ActingFor;
    }>(),
    uploadThumbnail: POST('/api/influencer/upload/gig-thumbnail').as<{
      response: { url: string };
      body: FormData;
      query: ActingFor;
    }>(),
  },
  analytics: {
    fullAnalytics: GET('/api/get/influencer/full-analytics/:streamerId').as<{
      response: ResponseOf<'catalog.fullAnalytics'>;
      query: ActingFor & { days?: AnalyticsWindow; tz?: string };
    }>(),
    topPerformingGigs: GET('/api/streamer-analytics/top-performing-gigs').as<{
      response: ResponseOf<'catalog.topPerformingGigs'>;
      query: ActingFor;
    }>(),
    topFans: GET('/api/streamer-analytics/top-fans').as<{
      response: ResponseOf<'catalog.topFans'>;
      query: ActingFor;
    }>(),
    isEnoughData: GET('/api/streamer-analytics/is-enough-data-for-analytics').as<{
      response: ResponseOf<'catalog.isEnoughDataForAnalytics'>;
      query: ActingFor;
    }>(),
  },
} as const;
