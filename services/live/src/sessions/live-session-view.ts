import { toMajorUnits, type LiveSessionChangedEvent, type LiveSessionDto } from '@lobby/contracts';
import type { LiveSessionRow } from '../db/schema';

export function toLiveSessionDto(row: LiveSessionRow): LiveSessionDto {
  return {
    _id: row.id,
    _influencer_id: row.streamerId,
    influencerUsername: row.streamerUsername,
    influencerName: row.streamerName,
    influencerImage: row.streamerImage,
    title: row.title,
    description: row.description,
    _game_id: row.gameId,
    gameName: row.gameName,
    _game_mode_id: row.gameModeId,
    gameModeName: row.gameModeName,
    _platform_playing_on_id: row.platformId,
    platformName: row.platformName,
    price: toMajorUnits(row.priceMinor),
    baseCurrency: row.currency,
    isStreaming: row.streamingLink !== null,
    streamingLink: row.streamingLink,
    defaultThumbnail: row.defaultThumbnail,
    defaultFileName: row.defaultFileName,
    banner: row.banner,
    session_tags: row.tags,
    requirements: row.requirements,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** The durable snapshot other services keep (booking's queue price and state, identity's and catalog's isLive). */
export function toSessionChangedEvent(row: LiveSessionRow): LiveSessionChangedEvent {
  return {
    liveSessionId: row.id,
    streamerId: row.streamerId,
    title: row.title,
    price: row.priceMinor,
    currency: row.currency,
    status: row.status,
    version: row.updatedAt.toISOString(),
  };
}
