import { eq, type SQL } from 'drizzle-orm';
import { toMajorUnits, type Currency, type GigDto, type GigStatus } from '@lobby/contracts';
import type { Executor } from '../db/database';
import { gameModes, games, gigs, platforms, stars } from '../db/schema';
import { toGameModeDto, toGameSummary } from '../games/game.mapper';
import { toPlatformDto } from '../platforms/platform.mapper';

/** The columns a GigDto is built from: the gig with its star, game, mode and platform. */
export const gigView = {
  id: gigs.id,
  slug: gigs.slug,
  title: gigs.title,
  description: gigs.description,
  priceMinor: gigs.priceMinor,
  baseCurrency: gigs.baseCurrency,
  tags: gigs.tags,
  requirements: gigs.requirements,
  coverImage: gigs.coverImage,
  status: gigs.status,
  cancellationPolicy: gigs.cancellationPolicy,
  favoritesCount: gigs.favoritesCount,
  createdAt: gigs.createdAt,
  updatedAt: gigs.updatedAt,
  starId: stars.id,
  starUsername: stars.username,
  starFullName: stars.fullName,
  starImage: stars.image,
  starIsLive: stars.isLive,
  gameId: games.id,
  gameName: games.name,
  gameSlug: games.slug,
  gameLogo: games.logo,
  gameImage: games.image,
  modeId: gameModes.id,
  modeName: gameModes.name,
  modeDuration: gameModes.durationMinutes,
  modePlayers: gameModes.noOfPlayers,
  platformId: platforms.id,
  platformName: platforms.name,
  platformSlug: platforms.slug,
  platformIcon: platforms.icon,
};

/** `SELECT <gig view> FROM gigs JOIN stars JOIN games LEFT JOIN game_modes LEFT JOIN platforms`. */
export function selectGigs(executor: Executor) {
  return executor
    .select(gigView)
    .from(gigs)
    .innerJoin(stars, eq(stars.id, gigs.starId))
    .innerJoin(games, eq(games.id, gigs.gameId))
    .leftJoin(gameModes, eq(gameModes.id, gigs.gameModeId))
    .leftJoin(platforms, eq(platforms.id, gigs.platformId))
    .$dynamic();
}

/** The same, with a count of every row the page belongs to in `total` (a sub-select run once). */
export function selectGigsWithTotal(executor: Executor, total: SQL<number>) {
  return executor
    .select({ ...gigView, total: total.mapWith(Number).as('total') })
    .from(gigs)
    .innerJoin(stars, eq(stars.id, gigs.starId))
    .innerJoin(games, eq(games.id, gigs.gameId))
    .leftJoin(gameModes, eq(gameModes.id, gigs.gameModeId))
    .leftJoin(platforms, eq(platforms.id, gigs.platformId))
    .$dynamic();
}

export type GigViewRow = Awaited<ReturnType<typeof selectGigs>>[number];

export function toGigDto(row: GigViewRow): GigDto {
  const cover = row.coverImage ?? row.gameImage;
  return {
    _id: row.id,
    slug: row.slug,
    product_title: row.title,
    product_desc: row.description,
    _game_id: toGameSummary({
      id: row.gameId!,
      name: row.gameName!,
      slug: row.gameSlug!,
      logo: row.gameLogo,
      image: row.gameImage,
    }),
    _game_mode_id: row.modeId
      ? toGameModeDto({
          id: row.modeId,
          name: row.modeName!,
          durationMinutes: row.modeDuration!,
          noOfPlayers: row.modePlayers!,
        })
      : null,
    _platform_playing_on_id: row.platformId
      ? toPlatformDto({
          id: row.platformId,
          name: row.platformName!,
          slug: row.platformSlug!,
          icon: row.platformIcon,
        })
      : null,
    _influencer_id: {
      _id: row.starId!,
      username: row.starUsername!,
      fullName: row.starFullName!,
      images: { url: row.starImage },
      isLive: row.starIsLive!,
    },
    price: toMajorUnits(row.priceMinor),
    baseCurrency: row.baseCurrency as Currency,
    session_tags: row.tags,
    requirements: row.requirements,
    product_cover_img: cover,
    images: { url: cover },
    status: row.status as GigStatus,
    cancellationPolicy: row.cancellationPolicy,
    favoritesCount: row.favoritesCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
