import { toMajorUnits, type Currency, type StarDto } from '@lobby/contracts';
import type { StarRow } from '../db/schema';
import { toGameSummary } from '../games/game.mapper';
import type { StarGigStats } from './stars.repository';

const NO_GIGS: StarGigStats = { gigsCount: 0, lowest: null, games: [] };

export function toStarDto(star: StarRow, stats: StarGigStats = NO_GIGS): StarDto {
  return {
    _id: star.id,
    username: star.username,
    fullName: star.fullName,
    images: { url: star.image },
    isLive: star.isLive,
    bio: star.bio,
    profession: star.profession,
    socialLinks: star.socialLinks,
    country: star.country,
    showAtLanding: star.showAtLanding,
    _live_session_id: star.liveSessionId,
    gigsCount: stats.gigsCount,
    favoritesCount: star.favoritesCount,
    games: stats.games.map(toGameSummary),
    startingPrice: stats.lowest
      ? { amount: toMajorUnits(stats.lowest.priceMinor), currency: stats.lowest.currency as Currency }
      : null,
  };
}
