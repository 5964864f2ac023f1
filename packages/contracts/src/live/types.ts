import type { Currency } from '../currency';
import type { Requirement } from '../catalog/types';

/** Live sessions as they cross the wire (spec §3 "Live session"). */

export type LiveSessionStatus = 'live' | 'ended';

/**
 * The live-start form (spec §2, §4) as the server takes it. `price` in MAJOR units of the streamer's currency.
 * In an edit a field left out keeps its value, and null (like empty) clears it or restores its default.
 */
export interface LiveSessionInput {
  _game_id?: string | null;
  _game_mode_id?: string | null;
  _platform_playing_on_id?: string | null;
  price?: number | string;
  title?: string | null;
  description?: string | null;
  /** An image URL: the game's image or the embedded stream's thumbnail. */
  defaultThumbnail?: string | null;
  defaultFileName?: string | null;
  banner?: string | null;
  isStreaming?: boolean;
  streamingLink?: string | null;
  session_tags?: string[] | null;
  requirements?: Requirement[] | null;
}

/**
 * A live session. `price` is the VIP queue price in MAJOR units of `baseCurrency` (like a gig's price).
 * The gateway adds the queue's `playingNext` and `inGame` lists (booking's) where the spec shows them.
 */
export interface LiveSessionDto {
  _id: string;
  _influencer_id: string;
  influencerUsername: string;
  influencerName: string;
  influencerImage: string | null;
  title: string;
  description: string;
  _game_id: string;
  gameName: string;
  _game_mode_id: string | null;
  gameModeName: string | null;
  _platform_playing_on_id: string | null;
  platformName: string | null;
  price: number;
  baseCurrency: Currency;
  isStreaming: boolean;
  streamingLink: string | null;
  defaultThumbnail: string | null;
  defaultFileName: string | null;
  banner: string | null;
  session_tags: string[];
  requirements: Requirement[];
  status: LiveSessionStatus;
  startedAt: string;
  endedAt: string | null;
}

/** Spec POST /api/fetch-video-details reply. */
export interface VideoDetailsDto {
  success: boolean;
  embedLink: string;
  title: string | null;
  thumbnail: string | null;
  error: string | null;
}

/** A one-time code that signs an OBS browser source in as the streamer (spec /influencer/obs/live/otp-verification). */
export interface ObsCodeDto {
  code: string;
  expiresAt: string;
}
