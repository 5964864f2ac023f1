import { basename } from 'node:path';
import type { GameDto, GameModeDto, GameSummary } from '@lobby/contracts';
import type { GameModeRow } from '../db/schema';
import { mergeMobilePlatforms, toPlatformDto } from '../platforms/platform.mapper';
import type { GameView } from './games.repository';

export function toGameModeDto(
  mode: Pick<GameModeRow, 'id' | 'name' | 'durationMinutes' | 'noOfPlayers'>,
): GameModeDto {
  return { _id: mode.id, name: mode.name, duration: mode.durationMinutes, no_of_players: mode.noOfPlayers };
}

export function toGameDto({ game, modes, platforms, gigsCount }: GameView): GameDto {
  return {
    _id: game.id,
    name: game.name,
    slug: game.slug,
    desc: game.description,
    crossplatform: game.crossplatform,
    showLanding: game.showLanding,
    modes: modes.map(toGameModeDto),
    platforms_available: mergeMobilePlatforms(platforms.map(toPlatformDto)),
    image: game.image,
    images: { url: game.image, filename: game.image ? basename(game.image) : null },
    gameLogo: game.logo,
    primaryColor: game.primaryColor,
    secondaryColor: game.secondaryColor,
    alternateColor: game.alternateColor,
    backGroundUrl: game.background,
    gigsCount,
  };
}

export function toGameSummary(game: {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  image: string | null;
}): GameSummary {
  return { _id: game.id, name: game.name, slug: game.slug, gameLogo: game.logo, image: game.image };
}
