import { z } from 'zod';
import { CancellationPolicyNames } from '../booking/cancellation';
import { InputLimits, PageSizes, TextLimits } from '../constants';
import { ProfileLimits } from '../identity/types';
import { CatalogText, ValidationText } from '../texts';
import {
  id,
  IDENTIFIER_TEXT,
  identifier,
  list,
  MAX_PAGE,
  MAX_PAGE_LIMIT,
  message,
  oneOf,
  optional,
  optionalText,
  PageText,
  pageQuery,
  pattern,
  queryBoolean,
  requiredText,
  wholeNumber,
  timeZoneName,
} from '../schema/fields';
import { AnalyticsWindowsDays, ViewedPageKinds } from './analytics';
import { BrowseSorts, ClickTypes } from './types';

/**
 * Catalog's request shapes, each field with the text the client shows. They check shapes and upper bounds only:
 * catalog owns the rules (gig texts, tags, requirements, ownership) and answers them itself.
 */
export const CatalogFieldText = {
  gameId: 'Invalid game id',
  gigId: 'Invalid gig id',
  starId: 'Invalid star id',
  platformId: 'Invalid platform id',
  modeId: 'Invalid game mode id',
  bannerId: 'Invalid banner id',
  itemId: 'Invalid item id',
  identifier: IDENTIFIER_TEXT,
  search: 'Search text can have at most 100 characters',
} as const;

const MAX_IMAGE_LENGTH = 500;
/** A stored upload (`/uploads/<folder>/<name>`, demo pictures included), never with `..` in it. */
const UPLOADED_IMAGE = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9._\-/]+$/;
const UPLOADED_OR_HTTPS_IMAGE = /^(\/uploads\/(?!.*\.\.)[A-Za-z0-9._\-/]+|https:\/\/[^\s"'<>\\]+)$/;
const image = (allowed: RegExp) =>
  z
    .string({ error: ValidationText.invalidImage })
    .max(MAX_IMAGE_LENGTH, ValidationText.invalidImage)
    .regex(allowed, ValidationText.invalidImage);
/** A gig's picture: a stored upload, never another site's URL (a gig page can't load a streamer's tracker). */
export const uploadedImage = image(UPLOADED_IMAGE);
/** A picture staff chose: a stored upload or an https URL. */
export const staffImage = image(UPLOADED_OR_HTTPS_IMAGE);

/** Optional text of a filter, trimmed; empty means "not given". */
const filterText = (max: number, text: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string({ error: text }).max(max, text).optional(),
  );

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });
const starId = id(CatalogFieldText.starId);
const search = optionalText(InputLimits.searchTermMax, CatalogFieldText.search);
/** The same in a query (a query never holds null). */
const querySearch = (max: number, text: string) => filterText(max, text);
const limit = (defaultLimit: number) => wholeNumber(1, MAX_PAGE_LIMIT, PageText.limit).default(defaultLimit);

// ---- Browse (spec §2 filters, §7 Browse) ----

const MAX_FILTER_LENGTH = 60;
const TAGS_FILTER_TEXT = `Choose at most ${InputLimits.tagsMax} tags of at most ${InputLimits.tagMax} characters each`;

/** `?tags=a,b` and `?tags=a&tags=b` alike: trimmed, empty ones dropped, each once. */
function tagList(value: unknown): unknown {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part: unknown) =>
    typeof part === 'string' ? part.split(',') : [part],
  );
  const names = parts.map((part) => (typeof part === 'string' ? part.trim() : part));
  return [...new Set(names.filter((name) => name !== ''))];
}

/** The names browse state gives some filters: the first one given (not blank) counts. */
const FILTER_ALIASES = {
  gameId: ['gameId', 'game', 'selectedGame'],
  search: ['search', 'searchText'],
} as const;
function withAliases(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const query = { ...(value as Record<string, unknown>) };
  for (const [name, keys] of Object.entries(FILTER_ALIASES)) {
    query[name] = keys
      .map((key) => (typeof query[key] === 'string' ? (query[key] as string).trim() : query[key]))
      .find((given) => given !== undefined && given !== '');
  }
  return query;
}

/** Spec §2 browse filters of the gigs, games and creators tabs: the one list of them (types, service, web). */
export const browseFilters = {
  country: filterText(MAX_FILTER_LENGTH, `The country can have at most ${MAX_FILTER_LENGTH} characters`),
  profession: filterText(
    ProfileLimits.professionMax,
    `The profession can have at most ${ProfileLimits.professionMax} characters`,
  ),
  platform: filterText(MAX_FILTER_LENGTH, `The platform can have at most ${MAX_FILTER_LENGTH} characters`),
  liveNow: queryBoolean('liveNow'),
  favoritesOnly: queryBoolean('favoritesOnly'),
  /** The selected game: `gameId`, or `game` / `selectedGame` as browse state names it. */
  gameId: identifier().optional(),
  /** The search text: `search` or `searchText`. */
  search: filterText(InputLimits.searchTermMax, CatalogFieldText.search),
  tags: z.preprocess(
    tagList,
    z
      .array(z.string({ error: TAGS_FILTER_TEXT }).max(InputLimits.tagMax, TAGS_FILTER_TEXT), {
        error: TAGS_FILTER_TEXT,
      })
      .max(InputLimits.tagsMax, TAGS_FILTER_TEXT)
      .optional(),
  ),
  sort: oneOf(BrowseSorts, `The sort must be one of: ${BrowseSorts.join(', ')}`).optional(),
};
export const BrowseFiltersSchema = z.object(browseFilters);
/** Spec §2 browse filters; all optional. */
export type BrowseFilterValues = z.output<typeof BrowseFiltersSchema>;
/** Spec §2 browse filters; all optional: the browse query's schema names them. */
export type BrowseFilters = BrowseFilterValues;

/** A browse tab's page and filters; each tab has its own page size (spec §9). */
export const browseQuery = (defaultLimit: number) =>
  z.preprocess(withAliases, message({ ...pageQuery(defaultLimit), ...browseFilters }));
export const GigsScrollQuery = browseQuery(PageSizes.products);
export const GamesScrollQuery = browseQuery(PageSizes.games);
export const CreatorsScrollQuery = browseQuery(PageSizes.stars);
export type BrowseQueryInput = z.output<typeof GigsScrollQuery>;

/** Spec §7 PaginatedGigs: one page of gigs and, beside it, that many live sessions. */
export const PaginatedGigsQuery = message({
  page: wholeNumber(1, MAX_PAGE, PageText.page).default(1),
  productLimit: limit(PageSizes.products),
  liveSessionlimit: limit(PageSizes.sessions),
});

/** The header search (spec §2): star and gig suggestions for what was typed. */
export const SearchQuery = message({
  searchQuery: z
    .string({ error: CatalogFieldText.search })
    .trim()
    .max(InputLimits.searchTermMax, CatalogFieldText.search)
    .default(''),
  limit: wholeNumber(
    1,
    InputLimits.suggestionsMax,
    `The limit must be a whole number from 1 to ${InputLimits.suggestionsMax}`,
  ).default(8),
});

export const HashTagsQuery = message({
  search: querySearch(InputLimits.tagMax, `The search can have at most ${InputLimits.tagMax} characters`),
  limit: limit(20),
});

export const SuggestStarBody = message({
  starName: requiredText(InputLimits.starNameMax, CatalogText.starNameRequired),
});

/** `{ id }` of a gig, star or game to favourite or unfavourite. */
export const FavoriteBody = message({ id: id(CatalogFieldText.itemId) });

/** An optional star beside a tracked item: empty, null or left out means none. */
const influencerId = z.union([z.literal(''), starId], { error: CatalogFieldText.starId }).nullish();

/** Spec §7 `track/click {userId,itemId,influencerId,type}`: the body's `userId` is ignored (the caller counts). */
export const TrackClickBody = message({
  itemId: id(CatalogFieldText.itemId),
  influencerId,
  type: oneOf(ClickTypes, `The type must be one of: ${ClickTypes.join(', ')}`),
  searchTerm: search,
});

/** `POST /api/track/view {itemId, influencerId, type}`: a star, gig or live page's view. */
export const TrackViewBody = message({
  itemId: id(CatalogFieldText.itemId),
  influencerId,
  type: oneOf(ViewedPageKinds, `The type must be one of: ${ViewedPageKinds.join(', ')}`),
});

/** `?days=` of full-analytics: one of the windows, 30 when left out; `?tz=` the zone its days are counted in. */
export const FullAnalyticsQuery = message({
  tz: timeZoneName(),
  days: z
    .preprocess(
      (value) => (typeof value === 'string' ? Number(value) : value),
      z.union(
        AnalyticsWindowsDays.map((days) => z.literal(days)),
        { error: `days must be one of: ${AnalyticsWindowsDays.join(', ')}` },
      ),
    )
    .optional(),
  streamerId: z.string().optional(),
});

// ---- Catalog admin (games, platforms, banners) ----

const MAX_MODES = 30;
const MAX_PLATFORMS = 20;
/** Positions only order banners; the bound keeps them a database integer. */
const MAX_BANNER_POSITION = 1_000_000;
const GAME_DESC_TEXT = `The description can have at most ${InputLimits.gameDescriptionMax} characters`;
const MODES_TEXT = CatalogText.invalidGameMode;
const BANNER_SUBTITLE_TEXT = `The subtitle can have at most ${InputLimits.bannerSubtitleMax} characters`;

const name = (max: number, text: string) => requiredText(max, text);
/** A colour as #RGB or #RRGGBB, or null for none. */
const color = pattern(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, CatalogText.invalidColor).nullish();
/** Where a banner leads: a path of this site or an https address; null for nowhere. */
const link = z
  .string({ error: CatalogText.invalidLink })
  .max(InputLimits.linkMax, CatalogText.invalidLink)
  .regex(/^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/, CatalogText.invalidLink)
  .nullish();

export const GameModeInput = z.object(
  {
    /** A mode that already exists keeps its id, so gigs that use it keep it. */
    _id: optional(id(CatalogFieldText.modeId)),
    name: requiredText(InputLimits.gameModeNameMax, MODES_TEXT),
    duration: wholeNumber(1, InputLimits.gameModeMinutesMax, MODES_TEXT),
    no_of_players: wholeNumber(1, InputLimits.gameModePlayersMax, MODES_TEXT),
  },
  { error: MODES_TEXT },
);

/** Everything about a game but its name; all optional. */
const gameDetails = {
  desc: z.string({ error: GAME_DESC_TEXT }).max(InputLimits.gameDescriptionMax, GAME_DESC_TEXT).optional(),
  crossplatform: flag('crossplatform').optional(),
  showLanding: flag('showLanding').optional(),
  modes: list(GameModeInput, { max: MAX_MODES, message: MODES_TEXT }).optional(),
  platformIds: list(id(CatalogText.platformNotFound), {
    max: MAX_PLATFORMS,
    message: `Please choose at most ${MAX_PLATFORMS} platforms`,
  }).optional(),
  image: staffImage.nullish(),
  gameLogo: staffImage.nullish(),
  backGroundUrl: staffImage.nullish(),
  primaryColor: color,
  secondaryColor: color,
  alternateColor: color,
};
export const CreateGameBody = message({
  ...gameDetails,
  name: name(InputLimits.gameNameMax, CatalogText.gameNameRequired),
});
export const UpdateGameBody = message({
  ...gameDetails,
  name: name(InputLimits.gameNameMax, CatalogText.gameNameRequired).optional(),
});
export type GameBodyInput = z.output<typeof UpdateGameBody>;

const platformName = name(InputLimits.platformNameMax, CatalogText.platformNameRequired);
export const CreatePlatformBody = message({
  platform_name: platformName,
  platform_icon: staffImage.nullish(),
});
export const UpdatePlatformBody = message({
  platform_name: platformName.optional(),
  platform_icon: staffImage.nullish(),
});

/** A banner's fields other than its title and picture; all optional. */
const bannerDetails = {
  subtitle: z
    .string({ error: BANNER_SUBTITLE_TEXT })
    .max(InputLimits.bannerSubtitleMax, BANNER_SUBTITLE_TEXT)
    .nullish(),
  link,
  position: wholeNumber(
    -MAX_BANNER_POSITION,
    MAX_BANNER_POSITION,
    CatalogText.bannerPositionInvalid,
  ).optional(),
  isActive: flag('isActive').optional(),
};
const bannerTitle = name(InputLimits.bannerTitleMax, CatalogText.bannerTitleRequired);
export const CreateBannerBody = message({ ...bannerDetails, title: bannerTitle, image: staffImage });
export const UpdateBannerBody = message({
  ...bannerDetails,
  title: bannerTitle.optional(),
  image: staffImage.optional(),
});
export type BannerBodyInput = z.output<typeof UpdateBannerBody>;

export const AdminGamesQuery = message({
  ...pageQuery(),
  search: querySearch(InputLimits.searchTermMax, CatalogFieldText.search),
});

/** What a staff upload is for; each kind has its own size and shape (uploads/image-processing.ts). */
export const StaffImageKinds = ['game', 'logo', 'background', 'banner', 'platform'] as const;
export type StaffImageKind = (typeof StaffImageKinds)[number];
export const StaffImageQuery = message({
  kind: oneOf(StaffImageKinds, `The kind must be one of: ${StaffImageKinds.join(', ')}`),
});

// ---- A streamer's gigs (spec §3 "Gig form") ----

const MIN_PRICE = 0.01;
const DESC_TEXT = `The description can have at most ${InputLimits.gigDescriptionMax} characters`;
const TAGS_TEXT = `Add at most ${InputLimits.tagsMax} tags of at most ${InputLimits.tagMax} characters each`;
const REQUIREMENTS_TEXT = `Add at most ${InputLimits.requirementsMax} requirements of at most ${InputLimits.requirementMax} characters each`;

/** At most two decimals, as class-validator's `maxDecimalPlaces: 2` counted them. */
const twoDecimals = (value: number) => (String(value).split('.')[1] ?? '').length <= 2;

/** A price typed into a form may arrive as text: "12.50" counts as 12.5, anything else is refused. */
const price = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: CatalogText.invalidPrice })
    .refine(twoDecimals, CatalogText.invalidPrice)
    .min(MIN_PRICE, CatalogText.invalidPrice)
    .max(InputLimits.gigPriceMax, CatalogText.invalidPrice),
);

/** A requirement's key or value: a missing one is incomplete before it is too long. */
const requirementText = z
  .string({ error: ValidationText.requirementsIncomplete })
  .max(InputLimits.requirementMax, REQUIREMENTS_TEXT);
export const requirement = z.object(
  { key: requirementText, value: requirementText },
  { error: ValidationText.requirementsIncomplete },
);

/** The gig form's fields other than its game and price; all optional. */
const gigDetails = {
  gig_title: z
    .string({ error: ValidationText.titleTooLong })
    .trim()
    .max(TextLimits.titleMax, ValidationText.titleTooLong)
    .optional(),
  gig_desc: z.string({ error: DESC_TEXT }).max(InputLimits.gigDescriptionMax, DESC_TEXT).optional(),
  gameModeId: id(CatalogFieldText.modeId).nullish(),
  platformId: id(CatalogFieldText.platformId).nullish(),
  tags: list(
    z.object(
      { name: z.string({ error: TAGS_TEXT }).max(InputLimits.tagMax, TAGS_TEXT) },
      { error: TAGS_TEXT },
    ),
    { max: InputLimits.tagsMax, message: TAGS_TEXT },
  ).optional(),
  requirements: list(requirement, {
    max: InputLimits.requirementsMax,
    message: ValidationText.requirementsIncomplete,
    sizeMessage: REQUIREMENTS_TEXT,
  }).optional(),
  /** The path the thumbnail upload answered, the gig's current picture, or null for none. */
  gig_thumb: uploadedImage.nullish(),
  /** Flexible, moderate or strict; left out, the default for a new gig and unchanged for an edit. */
  cancellationPolicy: oneOf(CancellationPolicyNames, CatalogText.invalidCancellationPolicy).optional(),
};
/** A new gig needs its game and price; the rest has defaults (spec §5). */
export const AddGigBody = message({ ...gigDetails, gameId: id(ValidationText.noGameSelected), price });
/** What an update may change: any field, the game and price included. */
export const UpdateGigBody = message({
  ...gigDetails,
  gameId: id(ValidationText.noGameSelected).optional(),
  price: price.optional(),
});
export type GigBodyInput = z.output<typeof UpdateGigBody>;

// ---- Star pages and landing ----

/** The only order paginated products have (spec §9 "paginated products limit 10 with filter Date"). */
const STAR_GIG_FILTERS = ['Date'] as const;
export const StarGigsPageQuery = message({
  ...pageQuery(PageSizes.paginatedProducts),
  filter: oneOf(STAR_GIG_FILTERS, `The filter must be one of: ${STAR_GIG_FILTERS.join(', ')}`).default(
    'Date',
  ),
});

const idParams = (text: string) => message({ id: id(text) });
const identifierParams = message({ id: identifier() });
const starParams = message({ streamerId: starId });
const gigParams = idParams(CatalogFieldText.gigId);
const actingFor = message({ streamerId: z.string().optional() });

/** Catalog's routes, grouped as the route map groups them. */
export const catalogRouteSchemas = {
  browse: {
    gigsForScroll: { query: GigsScrollQuery },
    gamesForScroll: { query: GamesScrollQuery },
    creatorsForScroll: { query: CreatorsScrollQuery },
    paginatedGigs: { query: PaginatedGigsQuery },
    paginatedStars: { query: message(pageQuery(PageSizes.stars)) },
    paginatedGames: { query: message(pageQuery(PageSizes.games)) },
    search: { query: SearchQuery },
    hashTags: { query: HashTagsQuery },
    suggestStar: { body: SuggestStarBody },
    trackClick: { body: TrackClickBody },
    trackView: { body: TrackViewBody },
  },
  catalogAdmin: {
    games: { query: AdminGamesQuery },
    createGame: { body: CreateGameBody },
    updateGame: { params: idParams(CatalogFieldText.gameId), body: UpdateGameBody },
    deleteGame: { params: idParams(CatalogFieldText.gameId) },
    createPlatform: { body: CreatePlatformBody },
    updatePlatform: { params: idParams(CatalogFieldText.platformId), body: UpdatePlatformBody },
    deletePlatform: { params: idParams(CatalogFieldText.platformId) },
    createBanner: { body: CreateBannerBody },
    updateBanner: { params: idParams(CatalogFieldText.bannerId), body: UpdateBannerBody },
    deleteBanner: { params: idParams(CatalogFieldText.bannerId) },
    uploadImage: { query: StaffImageQuery },
  },
  favorites: {
    saveGig: { body: FavoriteBody },
    saveStar: { body: FavoriteBody },
    saveGame: { body: FavoriteBody },
    deleteGig: { body: FavoriteBody },
    deleteStar: { body: FavoriteBody },
    deleteGame: { body: FavoriteBody },
  },
  landing: {
    influencers: {
      query: message({
        ...pageQuery(PageSizes.stars),
        search: querySearch(InputLimits.searchTermMax, CatalogFieldText.search),
      }),
    },
    mostPopularStars: { query: message({ limit: limit(PageSizes.stars) }) },
    mostPopularProducts: { query: message({ limit: limit(PageSizes.products) }) },
    game: { params: identifierParams },
    gameModes: { params: identifierParams },
    gameMode: { params: idParams(CatalogFieldText.modeId) },
  },
  starPages: {
    star: { params: message({ idOrUsername: identifier() }) },
    starGigs: { params: idParams(CatalogFieldText.starId) },
    starGigsByUsername: { params: message({ username: identifier() }) },
    gig: { params: identifierParams, query: message({ username: identifier().optional() }) },
    paginatedStarGigs: { params: idParams(CatalogFieldText.starId), query: StarGigsPageQuery },
  },
  streamerGigs: {
    addGig: { body: AddGigBody, query: actingFor },
    updateGig: { params: gigParams, body: UpdateGigBody, query: actingFor },
    deleteGig: { params: gigParams, query: actingFor },
    archiveGig: { params: gigParams, query: actingFor },
    unarchiveGig: { params: gigParams, query: actingFor },
    inactiveGigs: { params: starParams, query: actingFor },
    gigsPerformance: { params: starParams, query: actingFor },
  },
  analytics: {
    fullAnalytics: { params: starParams, query: FullAnalyticsQuery },
  },
};
