import type { CancellationPolicyName } from '../booking/cancellation';
import type { Currency } from '../currency';
import type { SocialLink } from '../identity/types';

/** Spec §3 "Platform". */
export interface PlatformDto {
  _id: string;
  platform_name: string;
  platform_id_name: string;
  platform_icon: string | null;
}

/** Spec §3 "Game mode": duration in minutes. */
export interface GameModeDto {
  _id: string;
  name: string;
  duration: number;
  no_of_players: number;
}

/** Spec §3 "Game". `platforms_available` merges Android and iOS into one 'Android/iOS' entry for display. */
export interface GameDto {
  _id: string;
  name: string;
  slug: string;
  desc: string;
  crossplatform: boolean;
  showLanding: boolean;
  modes: GameModeDto[];
  platforms_available: PlatformDto[];
  image: string | null;
  images: { url: string | null; filename: string | null };
  gameLogo: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  alternateColor: string | null;
  backGroundUrl: string | null;
  gigsCount: number;
}

export interface GameSummary {
  _id: string;
  name: string;
  slug: string;
  gameLogo: string | null;
  image: string | null;
}

export interface StarSummary {
  _id: string;
  username: string;
  fullName: string;
  images: { url: string | null };
  isLive: boolean;
}

/** A star's public profile (spec §3 "Influencer profile" plus what browsing shows). */
export interface StarDto extends StarSummary {
  bio: string | null;
  profession: string | null;
  socialLinks: SocialLink[];
  country: string | null;
  showAtLanding: boolean;
  _live_session_id: string | null;
  gigsCount: number;
  favoritesCount: number;
  games: GameSummary[];
  /** Lowest active gig price in MAJOR units of its currency (like GigDto.price), for "from $5" labels. */
  startingPrice: { amount: number; currency: Currency } | null;
}

export interface Requirement {
  key: string;
  value: string;
}

export type GigStatus = 'active' | 'archived';

/**
 * Spec §3 "Gig/product". References are populated objects (`_game_id.name`), as the spec's field paths
 * (`_influencer_id.images.url`) show clients expect. `price` is in major units of `baseCurrency`.
 */
export interface GigDto {
  _id: string;
  slug: string;
  product_title: string;
  product_desc: string;
  _game_id: GameSummary;
  _game_mode_id: GameModeDto | null;
  _platform_playing_on_id: PlatformDto | null;
  _influencer_id: StarSummary;
  price: number;
  baseCurrency: Currency;
  session_tags: string[];
  requirements: Requirement[];
  product_cover_img: string | null;
  images: { url: string | null };
  status: GigStatus;
  /** What a fan gets back for cancelling (issue 16). */
  cancellationPolicy: CancellationPolicyName;
  favoritesCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface BannerDto {
  _id: string;
  title: string;
  subtitle: string | null;
  image: string;
  link: string | null;
  position: number;
  isActive: boolean;
}

export interface FavoritesDto {
  gigs: GigDto[];
  stars: (StarDto & { _influencer_id: string })[];
  games: GameDto[];
}

export type FavoriteKind = 'gig' | 'star' | 'game';

/** Spec §2 browse sorts. */
export const BrowseSorts = ['alphabetically', 'popularity', 'lowToHigh', 'highToLow', 'date'] as const;
export type BrowseSort = (typeof BrowseSorts)[number];

export interface SearchSuggestion {
  name: string;
  image: string | null;
  isLive: boolean;
  link: string;
  /** What the suggestion is: 'Creator' with the profession, or the gig's game and star. */
  secondField: string;
  type: 'star' | 'gig';
}

export interface GigPerformanceDto {
  gigId: string;
  product_title: string;
  clicks: number;
  favorites: number;
  orders: number;
  /** Orders per click as a percentage (0 to 100, two decimals); 0 without clicks. */
  conversionRate: number;
}

/**
 * What was clicked: a gig, star or game opened (its popularity), a search suggestion (its term), or an intent to buy
 * that is the streamer's funnel click: 'book' (the Book button; itemId the gig) and 'vip' (Join VIP on a live page;
 * itemId the live session, influencerId its streamer).
 */
export const ClickTypes = ['gig', 'star', 'game', 'search', 'book', 'vip'] as const;
export type ClickType = (typeof ClickTypes)[number];
/** The clicks the funnel counts: on Book and Join VIP, not on opening a page. */
export const FunnelClickTypes = ['book', 'vip'] as const satisfies readonly ClickType[];

/** The gig form (spec §3 "Gig form"), as the server takes it. `price` in major units. */
export interface GigInput {
  gig_title?: string;
  gig_desc?: string;
  gameId: string;
  gameModeId?: string | null;
  platformId?: string | null;
  price: number;
  tags?: { name: string }[];
  requirements?: Requirement[];
  /** A stored image path from the upload endpoint (already checked and cropped to 16:9). */
  gig_thumb?: string | null;
  /** Left out: the default policy (a new gig) or unchanged (an edit). */
  cancellationPolicy?: CancellationPolicyName;
}

export interface GameInput {
  name: string;
  desc?: string;
  crossplatform?: boolean;
  showLanding?: boolean;
  modes?: { _id?: string; name: string; duration: number; no_of_players: number }[];
  platformIds?: string[];
  image?: string | null;
  gameLogo?: string | null;
  backGroundUrl?: string | null;
  primaryColor?: string | null;
  secondaryColor?: string | null;
  alternateColor?: string | null;
}

export interface PlatformInput {
  platform_name: string;
  platform_icon?: string | null;
}

export interface BannerInput {
  title: string;
  subtitle?: string | null;
  image: string;
  link?: string | null;
  position?: number;
  isActive?: boolean;
}

/** Defaults the spec gives for a gig without title or description (spec §5). */
export function defaultGigTitle(game: string, creator: string): string {
  return `Play ${game} with ${creator}`;
}

export function defaultGigDescription(game: string): string {
  return `Play ${game} with me.`;
}
