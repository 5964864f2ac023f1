import type { BrowseFilters } from './catalog/schemas';
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
} from './catalog/types';
import type { AnalyticsWindow } from './catalog/analytics';
import type { StarSuggestionDto } from './catalog/subjects';
import type { MarketingPixelDto } from './marketing';
import type {
  AddSlotsInput,
  InvoiceDto,
  LiveLobbyCodeDto,
  LobbyCodeDetailsDto,
  OpenSlotDto,
  OrderDto,
  OrderStatus,
  PublicQueueDto,
  QueueBoardDto,
  QueueEntryDto,
  SlotDto,
} from './booking/types';
import type { RefundDestination } from './booking/cancellation';
import type { PlayValidationFilter, SavePlayValidationsInput } from './booking/play-validations';
import type {
  AuthSession,
  ObsSession,
  ObsSessionDto,
  DeletionRequestDto,
  DeletionRequestStatus,
  ModeratedStreamer,
  OAuthProvider,
  PendingEmailChange,
  PendingVerification,
  UserDto,
  EmailPreferencesDto,
} from './identity/types';
import type {
  AdminBlogRowDto,
  AdminBlogsQuery,
  BlogAuthorPageDto,
  BlogCardDto,
  BlogHomeDto,
  BlogListQuery,
  BlogPostDto,
  BlogPostPageDto,
  BlogTaxonomyDto,
} from './content/blogs';
import type { FaqDto, FaqListDto, FaqPageDto } from './content/faqs';
import type { LegalAcceptanceDto, LegalDocumentDto, LegalDocumentType } from './content/legal';
import type {
  ContactSubmissionDto,
  CreatorApplicationDto,
  CreatorApplicationsQuery,
  EarlyAccessSubmissionDto,
  SubmissionsQuery,
} from './content/submissions';
import type { LiveSessionDto, ObsCodeDto, VideoDetailsDto } from './live/types';
import type { AdminDashboardDto } from './admin-dashboard';
import type { ReportStatus } from './identity/moderation';
import type { DiscordPreferencesDto, NotificationsPageDto } from './notifications/types';
import type {
  CheckoutSessionDto,
  PaymentGatewayName,
  PromoCodeInput,
  LocationDto,
  PaymentGatewayDto,
  PromoVerification,
  SandboxOutcome,
  WalletBalanceDto,
  WalletMovementDto,
  WalletTopUpLimitsDto,
} from './payments/types';
import type { EarningsWindow, PlatformFeesDto } from './payments/earnings';
import type { PayoutDto } from './payments/payouts';
import type {
  AdminPromoCodesQuery,
  ConfigurationEntryDto,
  DrawGiveawayInput,
  GiveawayDrawDto,
  GiveawayRule,
  GiveawayVerificationDto,
  GiveawayWinDto,
  PaymentGatewayChange,
  SaveConfigurationInput,
  ScriptRunDto,
  StreamerFeeDto,
} from './admin-tools';
import type { AuditLogQuery } from './audit/staff-actions';
import type { StaffListQuery } from './identity/staff';
import type { Currency, CurrencyRates } from './currency';
import type { Message, Page } from './rpc';
import type { ResponseOf } from './subjects';
import type { AdminStarSort } from './identity/stars-admin';
import type { InputOf } from './schema/route-schema';
import type {
  ContactFormBodyInput,
  CreatorApplicationBodyInput,
  EarlyAccessBodyInput,
} from './content/schemas';
import type { routeSchemas } from './schema/route-schemas';

/**
 * Every REST route of the gateway (spec §7): method, path and the types of its path parameters, query, body
 * and answer, so the web calls a route by name and a wrong path, parameter or field fails to compile. The
 * gateway's routes-map test keeps this list equal to its controllers.
 */

type Schemas = typeof routeSchemas;
/** What a client sends in a route's body, query or path, from the route's schema (schema/route-schemas.ts). */
export type Body<Group extends keyof Schemas, Name extends keyof Schemas[Group]> = InputOf<
  Schemas[Group][Name],
  'body'
>;
export type Query<Group extends keyof Schemas, Name extends keyof Schemas[Group]> = InputOf<
  Schemas[Group][Name],
  'query'
>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A query string's values before encoding; `undefined` and `null` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RouteTypes {
  response?: unknown;
  query?: QueryParams;
  /** JSON, or FormData for an upload. */
  body?: unknown;
}

export interface HttpRoute<Path extends string = string, Types extends RouteTypes = RouteTypes> {
  readonly method: HttpMethod;
  readonly path: Path;
  /** Types only, never set at run time. */
  readonly types?: Types;
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ id: string }` for '/api/gig/:id'; `{}` for a path without parameters. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string | number };

export type RouteResponse<R> =
  R extends HttpRoute<string, infer T> ? (T extends { response: infer Res } ? Res : unknown) : never;
export type RouteQuery<R> =
  R extends HttpRoute<string, infer T> ? (T extends { query: infer Q } ? Q : never) : never;
export type RouteBody<R> =
  R extends HttpRoute<string, infer T> ? (T extends { body: infer B } ? B : never) : never;
export type RouteParams<R> = R extends HttpRoute<infer Path> ? PathParams<Path> : never;

/** The path with its parameters filled in, each encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" of ${path}`);
    return encodeURIComponent(String(value));
  });
}

const endpoint =
  (method: HttpMethod) =>
  <Path extends string>(path: Path) => ({
    method,
    path,
    /** Names the route's types (a call that passes no types still compiles to the same route). */
    as: <Types extends RouteTypes>(): HttpRoute<Path, Types> => ({ method, path }),
  });

const GET = endpoint('GET');
const POST = endpoint('POST');
const PUT = endpoint('PUT');
const DELETE = endpoint('DELETE');

/** '?streamerId=…': a moderator acting for a streamer names them; a streamer names nobody. */
export interface ActingFor extends QueryParams {
  streamerId?: string;
}
type PageQuery = { page?: number; limit?: number } & QueryParams;
type MonthQuery = PageQuery & { month?: number; year?: number };
type UserAnswer = Message & { user: UserDto };
export type QueuesJoinedPage = Page<QueueEntryDto> & { totalSessions: number };
export type RunningLiveSessionDto = LiveSessionDto & {
  playingNext?: PublicQueueDto['playingNext'];
  inGame?: PublicQueueDto['inGame'];
};
export interface MyPlaceDto {
  isVip: boolean;
  entry: QueueEntryDto | null;
}
export type StartedLiveSession = Message & {
  isLiveSuccess: true;
  res_live_session_id: string;
  liveSession: LiveSessionDto;
};
/** A slot's page as the server sends it; older rows name the order and user with legacy keys. */
export interface RawSlotUser {
  orderId?: string;
  order_id?: string;
  userId?: string;
  _user_id?: string;
  username?: string | null;
  gamerTags?: (string | { gamerTag: string })[];
  numberOfPlayers?: number;
  status: OrderStatus;
}
export interface RawSlotPage {
  slot: SlotDto;
  users: RawSlotUser[];
  totalUsers: number;
  page: number;
  totalPages: number;
}
/** Page, sort and the filters of a Browse tab (spec §7 GigsForScroll and its siblings). */
type BrowseQuery = PageQuery & Omit<BrowseFilters, 'tags'> & { tags?: string };

export const routes = {
  homeSessions: {
    openSlots: GET('/api/get/upcomingSessionsHomePage').as<{ response: OpenSlotDto[] }>(),
    yourNext: GET('/api/get/yourUpcomingSessionsHomePage').as<{ response: OrderDto[] }>(),
  },
  orders: {
    bookSlot: POST('/api/book-slot/create-order').as<{
      response: OrderDto;
      body: Body<'orders', 'bookSlot'>;
    }>(),
    createOrder: POST('/api/create/order').as<{ response: OrderDto; body: Body<'orders', 'createOrder'> }>(),
    order: GET('/api/get/order_by_orderid/:id').as<{ response: OrderDto }>(),
    ordersOfUser: GET('/api/get/orders_by_userid/:id').as<{ response: Page<OrderDto>; query: PageQuery }>(),
    paginatedOrdersOfUser: GET('/api/get/orders/paginated/user/:id').as<{
      response: Page<OrderDto>;
      query: PageQuery & { status?: string };
    }>(),
    monthlyOrdersOfUser: GET('/api/get/orders/monthly/user/:id').as<{
      response: Page<OrderDto>;
      query: MonthQuery;
    }>(),
    upcomingSessions: GET('/api/get/upcomingsessions/:id').as<{
      response: Page<OrderDto>;
      query: PageQuery;
    }>(),
    pastSessions: GET('/api/get/pastsessions/:id').as<{ response: Page<OrderDto>; query: PageQuery }>(),
    streamerOrders: GET('/api/get/orders/influencer/:streamerId').as<{
      response: Page<OrderDto>;
      query: MonthQuery;
    }>(),
    streamerMonthlyOrders: GET('/api/get/orders/paginated/influencer/:streamerId').as<{
      response: Page<OrderDto>;
      query: MonthQuery;
    }>(),
    invoice: GET('/api/get/user_order/invoice/:id').as<{ response: InvoiceDto; query: ActingFor }>(),
    invoiceDownload: GET('/api/get/user_order/invoice/:id/pdf').as<{ response: Blob; query: ActingFor }>(),
    updateGamerTags: POST('/api/orders/update_gamer_tags').as<{
      response: Message & { order: OrderDto };
      body: Body<'orders', 'updateGamerTags'>;
    }>(),
    editGamerTag: POST('/api/v1/user/edit-gamer-tag').as<{
      response: Message & { order: OrderDto };
      body: Body<'orders', 'editGamerTag'>;
    }>(),
    bookedSlotDetails: POST('/api/v1/user/booked-slot-details').as<{
      response: unknown;
      body: Body<'orders', 'bookedSlotDetails'>;
    }>(),
    userLobbyCode: GET('/api/user/lobby-code-details').as<{
      response: LiveLobbyCodeDto;
      query: { liveSessionId: string };
    }>(),
    cancel: POST('/api/orders/cancel/:id').as<{ response: Message & { order: OrderDto } }>(),
  },
  queues: {
    joinVip: POST('/api/join_vip').as<{
      response: QueueEntryDto;
      /** The VIP queue terms' version the fan accepted (recorded; 409 when a newer one is in force). */
      body: { liveSessionId: string; gamerTag?: string; acceptedTermsVersion?: number };
    }>(),
    joinRegular: POST('/api/join_regular').as<{
      response: Message & { entry: QueueEntryDto };
      body: { liveSessionId: string; gamerTag?: string };
    }>(),
    checkVip: POST('/api/check/vip').as<{ response: MyPlaceDto; body: { liveSessionId: string } }>(),
    vipQueue: GET('/api/get/vipQueue/:id').as<{ response: QueueEntryDto[] }>(),
    regularQueue: GET('/api/get/regularQueue/:id').as<{ response: QueueEntryDto[] }>(),
    queuesOfUser: GET('/api/get/queues_by_user_id').as<{ response: QueueEntryDto[] }>(),
    paginatedQueuesJoined: GET('/api/get/paginatedqueues_by_user_id').as<{
      response: QueuesJoinedPage;
      query: PageQuery;
    }>(),
    queuesJoined: GET('/api/user/live-queues-joined').as<{ response: QueuesJoinedPage; query: PageQuery }>(),
    leaveRegular: POST('/api/post/delete_user_regular_queue').as<{
      response: Message;
      body: { id: string };
    }>(),
    totalQueueCounts: GET('/api/influencer/profile/getTotalQueueCounts').as<{
      response: unknown;
      query: ActingFor;
    }>(),
    board: GET('/api/get/live-queue/:liveSessionId/board').as<{
      response: QueueBoardDto;
      query: ActingFor;
    }>(),
    publicQueue: GET('/api/get/live-queue/:liveSessionId/public').as<{ response: PublicQueueDto }>(),
    move: POST('/api/post/live-queue/move').as<{
      response: Message & { entry: QueueEntryDto };
      body: { entryId: string; to: string; streamerId?: string };
    }>(),
    callNext: POST('/api/post/live-queue/call-next').as<{
      response: Message & { entry: QueueEntryDto };
      body: { liveSessionId: string; streamerId?: string } & Record<string, unknown>;
    }>(),
    setLobbyCode: POST('/api/post/live-queue/lobby-code').as<{
      response: Message & { lobbyCode: string | null };
      body: { liveSessionId: string; lobbyCode: string | null; streamerId?: string } & Record<
        string,
        unknown
      >;
    }>(),
  },
  slots: {
    addSlots: POST('/api/post/influencer/slots/add').as<{
      response: Message & { slots: SlotDto[] };
      body: AddSlotsInput;
      query: ActingFor;
    }>(),
    removeUser: POST('/api/post/slots/delete/user').as<{
      response: Message;
      body: { slotId: string; userId: string; streamerId?: string };
    }>(),
    setLobbyCode: POST('/api/streamer/lobby-code').as<{
      response: Message & { slot: SlotDto };
      body: { slotId: string; lobbyCode: string; streamerId?: string };
    }>(),
    streamerLobbyCode: GET('/api/streamer/lobby-code-details').as<{
      response: LobbyCodeDetailsDto;
      query: ActingFor & { slotId: string };
    }>(),
    slots: GET('/api/get/slots/influencer/:id').as<{ response: SlotDto[]; query: QueryParams }>(),
    presentAndFutureSlots: GET('/api/get/present_future/slots/influencer/:id').as<{
      response: SlotDto[];
      query: QueryParams;
    }>(),
    recentAndFutureSlots: GET('/api/get/last_seven_and_present_future/slots/influencer/:id').as<{
      response: SlotDto[];
      query: QueryParams;
    }>(),
    monthSlots: GET('/api/get/monthvise/slots/influencer/:id/:month/:year').as<{
      response: SlotDto[];
      query: QueryParams;
    }>(),
    slot: GET('/api/get/slot/:id').as<{ response: RawSlotPage; query: PageQuery & ActingFor }>(),
    checkAvailable: POST('/api/post/check-slot-available-to-book/:id').as<{
      response: unknown;
      body: Body<'slots', 'checkAvailable'>;
    }>(),
    slotsBySlugQuery: GET('/api/get/slots-by-slug').as<{
      response: SlotDto[];
      query: { slug?: string; username?: string };
    }>(),
    slotsBySlug: GET('/api/get/slots-by-slug/:slug').as<{
      response: SlotDto[];
      query: { username: string };
    }>(),
  },
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
  siteAccess: {
    status: GET('/api/website-access').as<{ response: { enabled: boolean } }>(),
    validate: POST('/api/website-access/validate').as<{
      response: { token: string };
      body: Body<'siteAccess', 'validate'>;
    }>(),
    check: POST('/api/website-access/check').as<{
      response: { valid: boolean };
      body: Body<'siteAccess', 'check'>;
    }>(),
    setPassword: POST('/api/admin/website-password').as<{
      response: Message & { enabled: boolean };
      body: Body<'siteAccess', 'setPassword'>;
    }>(),
  },
  health: {
    check: GET('/api/health').as<{ response: unknown }>(),
  },
  accountModeration: {
    deletionRequests: GET('/api/admin/delete-requests').as<{
      response: Page<DeletionRequestDto>;
      query: PageQuery & { status?: DeletionRequestStatus };
    }>(),
    approveDeletion: POST('/api/admin/delete-requests/:id/approve').as<{ response: Message }>(),
    /** Ends the accounts' sessions and sockets at once and hides their gigs; settles their pending reports. */
    ban: POST('/api/admin/ban-users').as<{
      response: ResponseOf<'identity.banUsers'>;
      body: Body<'accountModeration', 'ban'>;
    }>(),
    unban: POST('/api/admin/unban-users').as<{
      response: ResponseOf<'identity.unbanUsers'>;
      body: Body<'accountModeration', 'unban'>;
    }>(),
    /** Accounts with reports in a status, grouped per account, newest report first (spec §7 Reports and bans). */
    reportedUsers: GET('/api/admin/reported-users').as<{
      response: ResponseOf<'identity.reportedUsers'>;
      query: PageQuery & { status?: ReportStatus };
    }>(),
    reviewReports: POST('/api/admin/reported-users/review').as<{
      response: ResponseOf<'identity.reviewReports'>;
      body: Body<'accountModeration', 'reviewReports'>;
    }>(),
    /** Bans in force, newest first. */
    bannedUsers: GET('/api/admin/banned-users').as<{
      response: ResponseOf<'identity.bannedUsers'>;
      query: PageQuery;
    }>(),
  },
  account: {
    report: POST('/api/post/report-user-account').as<{
      response: Message;
      body: Body<'account', 'report'>;
    }>(),
    requestDeletion: POST('/api/v1/user/auth/request-account-deletion').as<{
      response: Message;
      body: Body<'account', 'requestDeletion'>;
    }>(),
    unsubscribe: POST('/api/unsubscribe').as<{ response: Message; body: Body<'account', 'unsubscribe'> }>(),
    emailPreferences: GET('/api/user/email-preferences').as<{ response: EmailPreferencesDto }>(),
    setEmailPreferences: PUT('/api/user/email-preferences').as<{
      response: EmailPreferencesDto;
      body: Body<'account', 'setEmailPreferences'>;
    }>(),
  },
  emailChange: {
    change: POST('/api/auth/user/change-email/:id').as<{
      response: PendingEmailChange;
      body: Body<'emailChange', 'change'>;
    }>(),
    resend: POST('/api/auth/user/rechange-email/:id').as<{ response: PendingEmailChange }>(),
    verify: POST('/api/auth/change-email-verify_otp').as<{
      response: UserAnswer;
      body: Body<'emailChange', 'verify'>;
    }>(),
  },
  moderator: {
    moderatorDetails: GET('/api/v1/auth/get-moderator-details').as<{
      response: { streamers: ModeratedStreamer[] };
    }>(),
    allStreamersData: GET('/api/v1/moderator/get-all-streamers-data').as<{
      response: { streamers: ModeratedStreamer[] };
      query: QueryParams;
    }>(),
    verifyObsCode: POST('/api/obs/verify-code').as<{
      response: ObsSession;
      body: Body<'moderator', 'verifyObsCode'>;
    }>(),
  },
  /** Appointing moderators (issue 33): the streamer's side, the invitee's and moderator's side, and staff's. */
  moderatorAppointments: {
    list: GET('/api/streamer/moderators').as<{ response: ResponseOf<'identity.streamerModerators'> }>(),
    invite: POST('/api/streamer/moderators/invitations').as<{
      response: ResponseOf<'identity.inviteModerator'>;
      body: Body<'moderatorAppointments', 'invite'>;
    }>(),
    cancelInvitation: DELETE('/api/streamer/moderators/invitations/:id').as<{ response: Message }>(),
    remove: DELETE('/api/streamer/moderators/:moderatorId').as<{ response: Message }>(),
    myInvitations: GET('/api/user/moderator-invitations').as<{
      response: ResponseOf<'identity.myModeratorInvitations'>;
    }>(),
    accept: POST('/api/user/moderator-invitations/:id/accept').as<{ response: Message }>(),
    decline: POST('/api/user/moderator-invitations/:id/decline').as<{ response: Message }>(),
    leave: DELETE('/api/user/moderated-streamers/:streamerId').as<{ response: Message }>(),
  },
  adminModerators: {
    list: GET('/api/admin/influencers/:id/moderators').as<{
      response: ResponseOf<'identity.adminStreamerModerators'>;
    }>(),
    appoint: POST('/api/admin/influencers/:id/moderators').as<{
      response: ResponseOf<'identity.appointModerator'>;
      body: Body<'adminModerators', 'appoint'>;
    }>(),
    dismiss: DELETE('/api/admin/influencers/:id/moderators/:moderatorId').as<{ response: Message }>(),
  },
  password: {
    forgot: POST('/api/auth/forgot_password').as<{ response: Message; body: Body<'password', 'forgot'> }>(),
    reset: POST('/api/auth/reset_password/:token').as<{
      response: Message;
      body: Body<'password', 'reset'>;
    }>(),
    change: POST('/auth/change_password').as<{ response: Message; body: Body<'password', 'change'> }>(),
    setStreamerPassword: POST('/api/auth/set-streamer-password').as<{
      response: Message;
      body: Body<'password', 'setStreamerPassword'>;
    }>(),
  },
  profileEdit: {
    updateUser: POST('/api/update_user').as<{
      response: UserAnswer;
      body: Body<'profileEdit', 'updateUser'>;
    }>(),
    updateGamerTags: POST('/api/update_user_gamerTag').as<{
      response: UserAnswer;
      body: Body<'profileEdit', 'updateGamerTags'>;
    }>(),
    updateBio: POST('/api/update_user_bio').as<{
      response: UserAnswer;
      body: Body<'profileEdit', 'updateBio'>;
    }>(),
    updateSocialLinks: POST('/api/update-social-links').as<{
      response: UserAnswer;
      body: Body<'profileEdit', 'updateSocialLinks'>;
      query: ActingFor;
    }>(),
    deleteSocialLink: DELETE('/api/social-links/:platform').as<{ response: UserAnswer; query: ActingFor }>(),
    updateProfilePicture: POST('/api/edit/profile_picture').as<{
      response: UserAnswer;
      body: FormData;
      query: ActingFor;
    }>(),
    updateInfluencerProfile: POST('/api/influencer/profile/update').as<{
      response: UserAnswer;
      body: FormData;
      query: ActingFor;
    }>(),
  },
  /** Onboarding and bank details (forms with files: FormData), for a streamer or their moderator. */
  onboarding: {
    submit: POST('/api/post/streamer/onboard').as<{
      response: Omit<ResponseOf<'identity.submitOnboarding'>, 'replacedStorageKeys'>;
      body: FormData;
      query: ActingFor;
    }>(),
    addBankDetails: POST('/api/v1/streamer/add-bank-details').as<{
      response: Omit<ResponseOf<'identity.addBankDetails'>, 'replacedStorageKeys'>;
      body: FormData;
      query: ActingFor;
    }>(),
    status: GET('/api/v1/streamer-bank-details-submission-status').as<{
      response: ResponseOf<'identity.onboardingStatus'>;
      query: ActingFor;
    }>(),
    terms: GET('/api/v1/streamer/onboarding-bank-details-terms-and-conditions').as<{
      response: ResponseOf<'identity.onboardingTerms'>;
      query: ActingFor;
    }>(),
    /** The document's bytes (PDF, PNG or JPEG), for download. */
    document: GET('/api/v1/streamer/onboarding-documents/:id').as<{ response: Blob }>(),
  },
  profile: {
    currentUser: GET('/api/current_user').as<{ response: UserDto }>(),
    updatedUser: POST('/api/updated_user').as<{ response: UserDto }>(),
    saveEmail: POST('/api/auth/user/save-email/:id').as<{
      response: UserAnswer;
      body: Body<'profile', 'saveEmail'>;
    }>(),
    saveCountry: POST('/api/auth/user/save-country/:id').as<{
      response: AuthSession;
      body: Body<'profile', 'saveCountry'>;
    }>(),
    storeUserIp: POST('/api/post/store-user-ip').as<{ response: unknown }>(),
  },
  registration: {
    signup: POST('/auth/signup').as<{
      response: PendingVerification;
      body: Body<'registration', 'signup'>;
    }>(),
    /** Proving the email signs the new user in: the answer is a login's, with the spec's message. */
    verifyLink: POST('/api/auth/verify/:token').as<{ response: AuthSession & Message }>(),
    verifyOtp: POST('/api/auth/verify_otp').as<{
      response: AuthSession & Message;
      body: Body<'registration', 'verifyOtp'>;
    }>(),
    /** `token` names the new pending verification when the server issued one. */
    resend: POST('/api/auth/resend/verification').as<{
      response: Message & { token?: string };
      body: Body<'registration', 'resend'>;
    }>(),
  },
  session: {
    login: POST('/auth/login').as<{ response: AuthSession; body: { email: string; password: string } }>(),
    adminLogin: POST('/api/admin/login').as<{
      response: AuthSession;
      body: Body<'session', 'adminLogin'>;
    }>(),
    refresh: POST('/api/auth/refresh-token').as<{
      response: AuthSession;
      body: Body<'session', 'refresh'>;
    }>(),
    generateNewToken: POST('/api/auth/generate-new-token').as<{
      response: AuthSession;
      body: { refreshToken: string };
    }>(),
    logout: GET('/api/logout').as<{ response: Message }>(),
  },
  liveSessions: {
    start: POST('/api/post/influencer/liveSession').as<{
      response: StartedLiveSession;
      body: Body<'liveSessions', 'start'> & { streamerId?: string };
    }>(),
    update: POST('/api/post/influencer/updateLiveSession').as<{
      response: Message & { liveSession: LiveSessionDto };
      body: Body<'liveSessions', 'update'> & { streamerId?: string };
    }>(),
    updateStreamingLink: POST('/api/post/influencer/updateStreamingLink').as<{
      response: Message & { liveSession: LiveSessionDto };
      body: Body<'liveSessions', 'updateStreamingLink'> & { streamerId?: string };
    }>(),
    end: POST('/api/liveSession/end/:id').as<{
      response: Message & { liveSession: LiveSessionDto };
      query: ActingFor;
    }>(),
    byUsername: GET('/api/get/liveSession/:username').as<{ response: RunningLiveSessionDto | null }>(),
    activeOfStreamer: GET('/api/get/livesessions/active/:id').as<{
      response: RunningLiveSessionDto | null;
    }>(),
    priceMinimums: GET('/api/get/live-price-minimums').as<{ response: Record<Currency, number> }>(),
    active: GET('/api/get/liveSessions').as<{ response: LiveSessionDto[]; query: QueryParams }>(),
    tags: GET('/api/get/liveSessionTags/:id').as<{ response: unknown }>(),
    streamerSessions: GET('/api/get/influencer/liveSessions').as<{
      response: LiveSessionDto[];
      query: ActingFor;
    }>(),
  },
  streamTools: {
    videoDetails: POST('/api/fetch-video-details').as<{
      response: VideoDetailsDto;
      body: { embedLink: string };
    }>(),
    obsCode: POST('/api/obs/code').as<{ response: ObsCodeDto; query: ActingFor }>(),
    obsSessions: GET('/api/obs/sessions').as<{ response: { sessions: ObsSessionDto[] }; query: ActingFor }>(),
    revokeObsSession: POST('/api/obs/sessions/:id/revoke').as<{ response: Message; query: ActingFor }>(),
  },
  discordPreferences: {
    get: GET('/api/get-discord-notifications-preferences').as<{
      response: DiscordPreferencesDto;
      query: ActingFor;
    }>(),
    set: POST('/api/set-discord-notifications-preferences').as<{
      response: Message & { preferences: DiscordPreferencesDto };
      body: Body<'discordPreferences', 'set'>;
    }>(),
    changeStatus: POST('/api/change-discord-bot-status').as<{
      response: Message & { preferences: DiscordPreferencesDto };
      body: Body<'discordPreferences', 'changeStatus'>;
      query: ActingFor;
    }>(),
  },
  notifications: {
    list: GET('/api/get/notifications').as<{ response: NotificationsPageDto; query: PageQuery }>(),
  },
  socialSignIn: {
    providers: GET('/api/auth/providers').as<{ response: Record<OAuthProvider, boolean> }>(),
    /** Browser redirects to the provider, not JSON calls. */
    google: GET('/api/auth/google').as<{ query: QueryParams }>(),
    discord: GET('/api/auth/discord').as<{ query: QueryParams }>(),
    googleCallback: GET('/api/auth/google/callback').as<{ query: QueryParams }>(),
    discordCallback: GET('/api/auth/discord/callback').as<{ query: QueryParams }>(),
  },
  checkout: {
    createCheckoutSession: POST('/api/create-checkout-session').as<{
      response: CheckoutSessionDto;
      /** An order already held, or the seats to hold: then the hold is released if no checkout can open. */
      body: { provider: PaymentGatewayName; promoCode?: string } & (
        { orderId: string } | { slotId: string; numberOfPlayers: number; gamerTags: string[] }
      );
    }>(),
    sandboxSession: GET('/api/checkout/sandbox/:sessionId').as<{ response: CheckoutSessionDto }>(),
    sandboxComplete: POST('/api/checkout/sandbox/:sessionId').as<{
      response: CheckoutSessionDto;
      body: { outcome: SandboxOutcome };
    }>(),
    orderSuccess: POST('/api/update/order/sucess/:sessionId').as<{ response: unknown }>(),
    orderOfSession: GET('/api/get/orders_by_stipe_session_id/:sessionId').as<{ response: OrderDto }>(),
    /** Pays the caller's order awaiting payment again, with the provider and promo code of its last checkout. */
    payHeldOrder: POST('/api/orders/pay/:id').as<{ response: CheckoutSessionDto }>(),
    /** The buyer left the provider's page: the checkout closes and its hold is freed (paid stays paid). */
    cancel: POST('/api/checkout/cancel').as<{ response: CheckoutSessionDto; body: { sessionId: string } }>(),
    /** Called by Stripe, signed with the webhook secret. */
    stripeWebhook: POST('/api/stripe').as<{ response: unknown; body: unknown }>(),
  },
  liveCheckout: {
    createLiveCheckoutSession: POST('/api/create-live-checkout-session').as<{
      response: CheckoutSessionDto;
      body: { entryId: string; provider: PaymentGatewayName; promoCode?: string };
    }>(),
    livePaymentSuccess: POST('/api/live-payment-success').as<{
      response: QueueEntryDto;
      body: { sessionId: string };
    }>(),
  },
  playValidations: {
    /** Spec §2 /admin/validations/influencer-game-playing-validations/{influencerId}: a star's paid orders. */
    list: GET('/api/admin/validations/influencer-game-playing-validations/:streamerId').as<{
      response: ResponseOf<'booking.playValidationOrders'>;
      query: PageQuery & PlayValidationFilter;
    }>(),
    /** Marks orders played or not played, all or none ('Error saving validations orders' on the page). */
    save: POST('/api/admin/validations/influencer-game-playing-validations/:streamerId').as<{
      response: ResponseOf<'booking.savePlayValidations'>;
      body: SavePlayValidationsInput;
    }>(),
  },
  cancellations: {
    /** What the fan would get back for cancelling their paid booking now (issue 16). */
    quote: GET('/api/user/orders/:orderId/cancellation').as<{
      response: ResponseOf<'booking.cancellationQuote'>;
      query: { refundTo?: RefundDestination };
    }>(),
    cancel: POST('/api/user/orders/:orderId/cancel').as<{
      response: ResponseOf<'booking.cancelPaidOrder'>;
      body: { refundTo?: RefundDestination };
    }>(),
    /** The streamer cancels a slot (before its start) or marks it not held (after): every fan refunded in full. */
    cancelSlot: POST('/api/streamer/slots/:slotId/cancel').as<{
      response: ResponseOf<'booking.cancelSlot'>;
      query: ActingFor;
    }>(),
    cancelSlotAsStaff: POST('/api/admin/slots/:slotId/cancel').as<{
      response: ResponseOf<'booking.cancelSlot'>;
    }>(),
  },
  paymentGateways: {
    list: GET('/api/admin/payment-gateways').as<{ response: PaymentGatewayDto[] }>(),
    update: PUT('/api/admin/payment-gateways/:id').as<{
      response: PaymentGatewayDto;
      body: Body<'paymentGateways', 'update'>;
    }>(),
  },
  payments: {
    activePaymentGateways: GET('/api/user/get-active-payment-gateways').as<{
      response: PaymentGatewayDto[];
    }>(),
    conversionRate: GET('/api/v1/get-conversion-rate/usd-to-inr').as<{ response: CurrencyRates }>(),
    location: GET('/api/user/location').as<{ response: LocationDto }>(),
    wallet: GET('/api/user/wallet').as<{ response: WalletBalanceDto }>(),
    walletMovements: GET('/api/user/wallet/movements').as<{
      response: Page<WalletMovementDto>;
      query: PageQuery;
    }>(),
    /** Adds money to the caller's wallet by card: a checkout session to pay (minor units). */
    walletTopUp: POST('/api/user/wallet/top-up').as<{
      response: CheckoutSessionDto;
      body: { amount: number; currency: Currency };
    }>(),
    walletTopUpLimits: GET('/api/user/wallet/top-up/limits').as<{ response: WalletTopUpLimitsDto[] }>(),
    /** Back from the card page of a top-up: confirms a Stripe payment; the session as it then is. */
    walletTopUpReturn: POST('/api/user/wallet/top-up/:sessionId/return').as<{
      response: CheckoutSessionDto;
    }>(),
    verifyPromoCode: GET('/api/verify-promo-code').as<{
      response: PromoVerification;
      query: { code: string; gigId: string; numberOfPlayers: number };
    }>(),
  },
  /** Issue 17 items 6-7: configurations and platform fees, payment gateways' order, every promo code, the giveaway. */
  adminTools: {
    configurations: GET('/api/admin/configurations').as<{ response: ConfigurationEntryDto[] }>(),
    saveConfiguration: PUT('/api/admin/configurations').as<{
      response: Message & { entry: ConfigurationEntryDto };
      body: SaveConfigurationInput;
    }>(),
    removeConfiguration: DELETE('/api/admin/configurations/:key').as<{ response: Message }>(),
    streamerFees: GET('/api/admin/platform-fees').as<{ response: StreamerFeeDto[] }>(),
    setStreamerFee: PUT('/api/admin/platform-fees/:streamerId').as<{
      response: Message;
      body: { percent: string | null };
    }>(),
    saveGateways: PUT('/api/admin/payment-gateways').as<{
      response: PaymentGatewayDto[];
      body: { gateways: PaymentGatewayChange[] };
    }>(),
    promoCodes: GET('/api/admin/promo-codes/all').as<{
      response: ResponseOf<'payments.adminPromoCodes'>;
      query: AdminPromoCodesQuery & QueryParams;
    }>(),
    giveawayEligible: GET('/api/admin/giveaways/eligible').as<{
      response: { eligibleCount: number; eligibleHash: string };
      query: GiveawayRule & QueryParams;
    }>(),
    drawGiveaway: POST('/api/admin/giveaways').as<{ response: GiveawayDrawDto; body: DrawGiveawayInput }>(),
    giveawayDraws: GET('/api/admin/giveaways').as<{ response: Page<GiveawayDrawDto>; query: PageQuery }>(),
    verifyGiveaway: GET('/api/admin/giveaways/:id/verify').as<{ response: GiveawayVerificationDto }>(),
    /** The scripts' dry runs (GET) and runs (POST): usernames (User Management), gig slugs (Influencers). */
    previewUsernames: GET('/api/admin/scripts/usernames').as<{ response: ScriptRunDto }>(),
    applyUsernames: POST('/api/admin/scripts/usernames').as<{ response: ScriptRunDto }>(),
    previewSlugs: GET('/api/admin/scripts/slugs').as<{ response: ScriptRunDto }>(),
    applySlugs: POST('/api/admin/scripts/slugs').as<{ response: ScriptRunDto }>(),
  },
  /** A fan's side of the giveaway: the draws they won lately (the page a winner's notification leads to says so). */
  giveaways: {
    myWins: GET('/api/user/giveaway-wins').as<{ response: GiveawayWinDto[] }>(),
  },
  adminPromoCodes: {
    list: GET('/api/admin/promo-codes').as<{
      response: ResponseOf<'payments.streamerPromoCodes'>;
      query: PageQuery & ActingFor;
    }>(),
    create: POST('/api/admin/promo-codes').as<{
      response: ResponseOf<'payments.createPromoCode'>;
      body: PromoCodeInput;
    }>(),
    toggle: POST('/api/admin/promo-codes/:id/toggle').as<{
      response: ResponseOf<'payments.togglePromoCode'>;
    }>(),
    update: PUT('/api/admin/promo-codes/:id').as<{
      response: ResponseOf<'payments.updatePromoCode'>;
      body: PromoCodeInput;
    }>(),
    remove: DELETE('/api/admin/promo-codes/:id').as<{ response: Message }>(),
  },
  streamerPromoCodes: {
    list: GET('/api/streamer/get-promocode/:streamerId').as<{
      response: ResponseOf<'payments.streamerPromoCodes'>;
      query: PageQuery;
    }>(),
    create: POST('/api/streamer/promo-codes').as<{
      response: ResponseOf<'payments.createPromoCode'>;
      body: PromoCodeInput;
      query: ActingFor;
    }>(),
    toggle: POST('/api/streamer/promo-codes/:id/toggle').as<{
      response: ResponseOf<'payments.togglePromoCode'>;
      query: ActingFor;
    }>(),
    update: PUT('/api/streamer/promo-codes/:id').as<{
      response: ResponseOf<'payments.updatePromoCode'>;
      body: PromoCodeInput;
      query: ActingFor;
    }>(),
    remove: DELETE('/api/streamer/promo-codes/:id').as<{ response: Message; query: ActingFor }>(),
  },
  earnings: {
    total: GET('/api/get/influencer/total-earnings/:streamerId').as<{
      response: ResponseOf<'payments.streamerEarnings'>;
      query: ActingFor & { tz?: string; currency?: Currency };
    }>(),
    byDay: GET('/api/get/influencer/paginated-earnings/:streamerId').as<{
      response: ResponseOf<'payments.streamerEarningsByDay'>;
      query: ActingFor & { days: EarningsWindow; tz?: string; currency?: Currency };
    }>(),
    platformFees: GET('/api/influencers/:streamerId/platform-fees').as<{
      response: ResponseOf<'payments.platformFees'>;
      query: ActingFor;
    }>(),
    liveSessions: GET('/api/get/influencer/live-session-earnings/:streamerId').as<{
      response: ResponseOf<'payments.liveSessionEarnings'>;
      query: ActingFor;
    }>(),
    tutorialLink: GET('/api/get/influencer/tutorial-link').as<{
      response: { url: string };
      query: ActingFor;
    }>(),
  },
  adminPayouts: {
    /** Remaining lines per currency (played, paid, in no payout; refunds of paid-out sales as negative lines). */
    remaining: GET('/api/admin/payouts/influencer/:streamerId/remaining').as<{
      response: ResponseOf<'payments.remainingPayouts'>;
    }>(),
    /** Merges every remaining line into the streamer's draft per currency; 'Payout created successfully'. */
    generate: POST('/api/admin/payouts/influencer/:streamerId/generate').as<{
      response: ResponseOf<'payments.generatePayouts'>;
    }>(),
    active: GET('/api/admin/payouts/influencer/:streamerId/active').as<{
      response: ResponseOf<'payments.activePayouts'>;
    }>(),
    history: GET('/api/admin/payouts/influencer/:streamerId/history').as<{
      response: ResponseOf<'payments.payoutHistory'>;
      query: { page?: number };
    }>(),
    /** Merges the chosen remaining orders into the streamer's draft in that currency. */
    create: POST('/api/admin/payouts').as<{
      response: ResponseOf<'payments.createPayout'>;
      body: { streamerId: string; currency: Currency; orderIds: string[] };
    }>(),
    get: GET('/api/admin/payouts/:id').as<{ response: PayoutDto }>(),
    update: PUT('/api/admin/payouts/:id').as<{
      response: ResponseOf<'payments.updatePayout'>;
      body: { addOrderIds?: string[]; removeOrderIds?: string[] };
    }>(),
    remove: DELETE('/api/admin/payouts/:id').as<{ response: Message }>(),
    complete: POST('/api/admin/payouts/:id/complete').as<{
      response: ResponseOf<'payments.completePayout'>;
      body: { transferReference: string };
    }>(),
    /** The payout's .xlsx (each line with gross, fee, GST, TDS, net, then totals). */
    sheet: GET('/api/admin/payouts/:id/sheet').as<{ response: Blob }>(),
  },
  streamerPayouts: {
    /** Spec /payout-history: completed payouts, created_desc, 10 a page. */
    history: GET('/api/get/influencer/payout-history').as<{
      response: ResponseOf<'payments.payoutHistory'>;
      query: ActingFor & { page?: number };
    }>(),
    /** Remaining now, drafts in preparation and the last completed payout, for the dashboard. */
    summary: GET('/api/get/influencer/payout-summary').as<{
      response: ResponseOf<'payments.payoutSummary'>;
      query: ActingFor;
    }>(),
    get: GET('/api/get/influencer/payouts/:id').as<{ response: PayoutDto; query: ActingFor }>(),
    /** A completed payout's statement (PDF: gross, platform fee, GST on the fee, TDS, net). */
    statement: GET('/api/get/influencer/payouts/:id/statement').as<{ response: Blob; query: ActingFor }>(),
  },
  /** The team (spec §6 /admin/user-management and /admin/manage-permissions). */
  staff: {
    list: GET('/api/admin/staff').as<{
      response: ResponseOf<'identity.staffMembers'>;
      query: StaffListQuery & QueryParams;
    }>(),
    /** Creates the account with its role and grants and mails the link to choose a password. */
    invite: POST('/api/admin/staff').as<{
      response: ResponseOf<'identity.inviteStaff'>;
      body: Body<'staff', 'invite'>;
    }>(),
    changeRole: PUT('/api/admin/staff/:id/role').as<{
      response: ResponseOf<'identity.changeStaffRole'>;
      body: Body<'staff', 'changeRole'>;
    }>(),
    /** Deactivating ends the member's sessions at once; the last active admin can't be deactivated. */
    setActive: PUT('/api/admin/staff/:id/active').as<{
      response: ResponseOf<'identity.setStaffActive'>;
      body: Body<'staff', 'setActive'>;
    }>(),
    /** Replaces every grant of the member. */
    setPermissions: PUT('/api/admin/staff/:id/permissions').as<{
      response: ResponseOf<'identity.setStaffPermissions'>;
      body: Body<'staff', 'setPermissions'>;
    }>(),
  },
  /** Every staff write, newest first (issue 17 item 8). */
  auditLog: {
    list: GET('/api/admin/audit-log').as<{
      response: ResponseOf<'identity.auditLog'>;
      query: AuditLogQuery & QueryParams;
    }>(),
  },
  /** The staff dashboard (issue 17 item 2): each card the member may read, days in the viewer's zone. */
  adminDashboard: {
    get: GET('/api/admin/dashboard').as<{
      response: AdminDashboardDto;
      query: { tz?: string } & QueryParams;
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
  /** Staff: stars (spec §7 Admin Influencers; /admin/influencer, /admin/add-influencer/). */
  adminStars: {
    list: GET('/api/admin/influencers').as<{
      response: ResponseOf<'identity.adminStars'>;
      query: PageQuery & { search?: string; sort?: AdminStarSort };
    }>(),
    get: GET('/api/admin/influencers/:id').as<{ response: ResponseOf<'identity.adminStar'> }>(),
    register: POST('/api/admin/influencers').as<{
      response: ResponseOf<'identity.registerStar'>;
      body: Body<'adminStars', 'register'>;
    }>(),
    update: PUT('/api/admin/influencers/:id').as<{
      response: ResponseOf<'identity.updateStar'>;
      body: Body<'adminStars', 'update'>;
    }>(),
    showAtLanding: PUT('/api/admin/influencers/:id/show-at-landing').as<{
      response: ResponseOf<'identity.setStarShowAtLanding'>;
      body: Body<'adminStars', 'showAtLanding'>;
    }>(),
    remove: DELETE('/api/admin/influencers/:id').as<{ response: Message }>(),
  },
  /** Staff: onboarding verification (/admin/verify-onboarding-details) and signed agreements (/admin/streamer-agreement). */
  adminOnboarding: {
    submissions: GET('/api/admin/onboarding-submissions').as<{
      response: ResponseOf<'identity.onboardingSubmissions'>;
      query: PageQuery & { status?: 'submitted' | 'verified' };
    }>(),
    verify: POST('/api/admin/onboarding-submissions/verify').as<{
      response: ResponseOf<'identity.verifyOnboarding'>;
      body: Body<'adminOnboarding', 'verify'>;
    }>(),
    agreements: GET('/api/admin/streamer-agreements').as<{
      response: ResponseOf<'identity.streamerAgreements'>;
      query: PageQuery;
    }>(),
  },
  /** Spec §7 Other: the contact and early-access forms, and /creator-signup's application (spam-limited per address and email). */
  submissions: {
    contact: POST('/api/post/submit-form').as<{ response: Message; body: ContactFormBodyInput }>(),
    earlyAccess: POST('/api/v1/submit/get-early-access').as<{
      response: Message;
      body: EarlyAccessBodyInput;
    }>(),
    creatorApplication: POST('/api/post/creator-signup').as<{
      response: Message;
      body: CreatorApplicationBodyInput;
    }>(),
    /** The standard platform fee and the taxes on a sale, for /about (no streamer's own fee). */
    creatorFees: GET('/api/get/creator-fees').as<{
      response: Omit<PlatformFeesDto, 'streamerId' | 'streamerGstin'>;
    }>(),
  },
  /** Staff: /admin/contact-us-submissions, /admin/early-access-submissions, /admin/creator-applications. */
  adminSubmissions: {
    contact: GET('/api/admin/contact-us-submissions').as<{
      response: Page<ContactSubmissionDto>;
      query: SubmissionsQuery;
    }>(),
    contactCsv: GET('/api/admin/contact-us-submissions/export').as<{
      response: string;
      query: SubmissionsQuery;
    }>(),
    contactHandled: POST('/api/admin/contact-us-submissions/:id/handled').as<{
      response: Message & { handledAt: string | null };
      body: Body<'adminSubmissions', 'contactHandled'>;
    }>(),
    earlyAccess: GET('/api/admin/early-access-submissions').as<{
      response: Page<EarlyAccessSubmissionDto>;
      query: SubmissionsQuery;
    }>(),
    earlyAccessCsv: GET('/api/admin/early-access-submissions/export').as<{
      response: string;
      query: SubmissionsQuery;
    }>(),
    earlyAccessHandled: POST('/api/admin/early-access-submissions/:id/handled').as<{
      response: Message & { handledAt: string | null };
      body: Body<'adminSubmissions', 'earlyAccessHandled'>;
    }>(),
    starSuggestions: GET('/api/admin/star-suggestions').as<{
      response: Page<StarSuggestionDto>;
      query: { page?: number; limit?: number };
    }>(),
    creatorApplications: GET('/api/admin/creator-applications').as<{
      response: Page<CreatorApplicationDto>;
      query: CreatorApplicationsQuery;
    }>(),
    decideCreatorApplication: POST('/api/admin/creator-applications/:id/decision').as<{
      response: Message & { application: CreatorApplicationDto };
      body: Body<'adminSubmissions', 'decideCreatorApplication'>;
    }>(),
  },
  /** Public blog pages (spec §2 /blogs, §9 sizes). A post's view is counted by its own call, once a visitor a day. */
  blogs: {
    home: GET('/api/blogs/home').as<{ response: BlogHomeDto }>(),
    list: GET('/api/blogs').as<{ response: Page<BlogCardDto>; query: BlogListQuery }>(),
    post: GET('/api/blogs/post/:slug').as<{ response: BlogPostPageDto }>(),
    view: POST('/api/blogs/post/:slug/view').as<{ response: Message & { counted: boolean } }>(),
    author: GET('/api/blogs/author/:username').as<{
      response: BlogAuthorPageDto;
      query: { page?: number };
    }>(),
  },
  /** Staff with Blogs: /admin/blogs, /admin/blog-editor, /admin/blog-manager, /admin/blog. */
  adminBlogs: {
    list: GET('/api/admin/blogs').as<{ response: Page<AdminBlogRowDto>; query: AdminBlogsQuery }>(),
    get: GET('/api/admin/blogs/:id').as<{ response: BlogPostDto }>(),
    create: POST('/api/admin/blogs').as<{
      response: Message & { post: BlogPostDto };
      body: Body<'adminBlogs', 'create'>;
    }>(),
    update: PUT('/api/admin/blogs/:id').as<{
      response: Message & { post: BlogPostDto };
      body: Body<'adminBlogs', 'update'>;
    }>(),
    remove: DELETE('/api/admin/blogs/:id').as<{ response: Message }>(),
    uploadCover: POST('/api/admin/blogs/cover').as<{ response: { url: string }; body: FormData }>(),
    taxonomy: GET('/api/admin/blog-labels').as<{ response: BlogTaxonomyDto }>(),
    renameLabel: PUT('/api/admin/blog-labels').as<{
      response: Message & BlogTaxonomyDto;
      body: Body<'adminBlogs', 'renameLabel'>;
    }>(),
  },
  /** Spec §7 Other: the public FAQ and one question by its slug. */
  faqs: {
    list: GET('/api/get/Faqs').as<{ response: FaqListDto }>(),
    one: GET('/api/get/Faqs/:slug').as<{ response: FaqPageDto }>(),
  },
  /** Staff with FAQ: /admin/faqs. */
  adminFaqs: {
    list: GET('/api/admin/faqs').as<{ response: FaqDto[] }>(),
    create: POST('/api/admin/faqs').as<{
      response: Message & { faq: FaqDto };
      body: Body<'adminFaqs', 'create'>;
    }>(),
    update: PUT('/api/admin/faqs/:id').as<{
      response: Message & { faq: FaqDto };
      body: Body<'adminFaqs', 'update'>;
    }>(),
    remove: DELETE('/api/admin/faqs/:id').as<{ response: Message }>(),
    order: PUT('/api/admin/faqs-order').as<{
      response: Message & { faqs: FaqDto[] };
      body: Body<'adminFaqs', 'order'>;
    }>(),
  },
  /** Spec §7 Other: the current version of each legal text; a signed-in user's acceptance of one. */
  legal: {
    document: GET('/api/get/user/termsAndPrivacy').as<{
      response: LegalDocumentDto;
      query: { type: LegalDocumentType };
    }>(),
    privacyPolicy: GET('/api/get/privacy-policy').as<{ response: LegalDocumentDto }>(),
    termsOfService: GET('/api/get/terms-of-service').as<{ response: LegalDocumentDto }>(),
    acceptance: GET('/api/user/legal-acceptance').as<{
      response: LegalAcceptanceDto | null;
      query: { type: LegalDocumentType };
    }>(),
  },
  /** Staff: the privacy policy with Privacy Policy, every other text with Terms of Services (versions, publish). */
  adminLegal: {
    privacyVersions: GET('/api/admin/privacy-policy').as<{ response: LegalDocumentDto[] }>(),
    publishPrivacy: POST('/api/admin/privacy-policy').as<{
      response: Message & { document: LegalDocumentDto };
      body: Body<'adminLegal', 'publishPrivacy'>;
    }>(),
    termsVersions: GET('/api/admin/terms/:type').as<{ response: LegalDocumentDto[] }>(),
    publishTerms: POST('/api/admin/terms/:type').as<{
      response: Message & { document: LegalDocumentDto };
      body: Body<'adminLegal', 'publishTerms'>;
    }>(),
  },
  /** Spec §7 Other: where the consent-aware tracker sends ad-pixel events (nulls: none configured). */
  marketing: {
    pixel: GET('/api/get/marketing-pixel').as<{ response: MarketingPixelDto }>(),
  },
} as const;
