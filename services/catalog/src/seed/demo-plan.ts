import { baseCurrencyForCountry, DEMO_STARS, toMinorUnits } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { firstFreeSlug, slugify, tagKey } from '../common/text';
import type { NewBanner } from '../banners/banners.repository';
import type { ModeInput, NewGame } from '../games/games.repository';
import { gigDescription } from '../gigs/gig-rules';
import type { NewGig } from '../gigs/gigs.repository';
import type { StarProfile } from '../stars/stars.repository';
import type { Picture } from './demo-images';
import {
  avatarSvg,
  backgroundSvg,
  bannerSvg,
  coverSvg,
  gameCardSvg,
  logoSvg,
  platformIconSvg,
} from './demo-art';
import { DEMO_GAMES } from './demo-games';
import { DEMO_GIGS } from './demo-gigs';
import { AVATAR_PALETTES, DEMO_BANNERS, DEMO_BIOS, DEMO_LANDING_STARS } from './demo-profiles';

export interface DemoPlan {
  games: { game: NewGame; modes: ModeInput[]; platformIds: string[] }[];
  stars: StarProfile[];
  gigs: NewGig[];
  banners: NewBanner[];
  platformIcons: { id: string; icon: string }[];
  pictures: Picture[];
}

const PLATFORM_LABELS: Record<string, string> = {
  PlayStation: 'PS',
  'Nintendo Switch': 'NS',
  XBOX: 'XB',
  PC: 'PC',
  Android: 'AND',
  iOS: 'iOS',
};

/** Every row and picture of the demo, built in memory from the demo data (no I/O). */
export function buildDemoPlan(
  platformIdsByName: Map<string, string>,
  urlOf: (path: string, svg: string) => string,
): DemoPlan {
  const pictures: Picture[] = [];
  const picture = (path: string, svg: string) => {
    pictures.push({ path, svg });
    return urlOf(path, svg);
  };
  const platformId = (name: string) => {
    const id = platformIdsByName.get(name);
    if (!id) throw new Error(`Demo data names an unknown platform: ${name}`);
    return id;
  };

  const games = DEMO_GAMES.map((demo) => {
    const id = newId();
    return {
      game: {
        id,
        name: demo.name,
        slug: demo.slug,
        description: demo.desc,
        crossplatform: demo.crossplatform,
        showLanding: demo.showLanding,
        image: picture(`games/${demo.slug}-card.webp`, gameCardSvg(demo.name, demo.palette)),
        logo: picture(`games/${demo.slug}-logo.webp`, logoSvg(demo.name, demo.palette)),
        background: picture(`games/${demo.slug}-background.webp`, backgroundSvg(demo.name, demo.palette)),
        primaryColor: demo.palette.primary,
        secondaryColor: demo.palette.secondary,
        alternateColor: demo.palette.alternate,
      },
      modes: demo.modes.map(({ name, minutes, players }) => ({
        id: newId(),
        name,
        durationMinutes: minutes,
        noOfPlayers: players,
      })),
      platformIds: demo.platforms.map(platformId),
    };
  });
  const gameBySlug = new Map(DEMO_GAMES.map((demo, index) => [demo.slug, { demo, row: games[index] }]));

  const stars: StarProfile[] = DEMO_STARS.map((star, index) => ({
    id: star.id,
    username: star.username,
    fullName: star.fullName,
    bio: DEMO_BIOS[star.username] ?? null,
    profession: star.profession,
    image: picture(
      `stars/${star.username}.webp`,
      avatarSvg(star.fullName, AVATAR_PALETTES[index % AVATAR_PALETTES.length]),
    ),
    socialLinks: [
      { platform: 'twitch', url: `https://www.twitch.tv/${star.username}` },
      { platform: 'youtube', url: `https://www.youtube.com/@${star.username}` },
    ],
    country: star.country,
    baseCurrency: baseCurrencyForCountry(star.country),
    showAtLanding: DEMO_LANDING_STARS.has(star.username),
    listed: true,
    profileVersion: null,
  }));

  const gigs: NewGig[] = [];
  for (const star of DEMO_STARS) {
    const taken = new Set<string>();
    for (const [index, demo] of (DEMO_GIGS[star.username] ?? []).entries()) {
      const {
        game: gameSlug,
        mode: modeName,
        platform: platformName,
        title,
        price,
        tags,
        requirements,
        pitch,
      } = demo;
      const game = gameBySlug.get(gameSlug);
      const mode = game?.row.modes.find((candidate) => candidate.name === modeName);
      if (!game || !mode) throw new Error(`Demo gig "${title}" names an unknown game or mode`);
      const slug = firstFreeSlug(slugify(title, 'gig'), taken);
      taken.add(slug);
      const cover = `gigs/${star.username}-${slug}.webp`;
      gigs.push({
        id: newId(),
        starId: star.id,
        slug,
        title,
        description: gigDescription(
          describe(pitch, modeName, mode.durationMinutes, platformName, star.username),
          game.demo.name,
        ),
        gameId: game.row.game.id,
        gameModeId: mode.id,
        platformId: platformId(platformName),
        priceMinor: toMinorUnits(price),
        baseCurrency: baseCurrencyForCountry(star.country),
        tags,
        tagKeys: tags.map(tagKey),
        requirements,
        coverImage: picture(cover, coverSvg(title, game.demo.name, game.demo.palette, index)),
        status: 'active',
      });
    }
  }

  const banners: NewBanner[] = DEMO_BANNERS.map((banner, position) => ({
    id: newId(),
    title: banner.title,
    subtitle: banner.subtitle,
    link: banner.link,
    position,
    isActive: true,
    image: picture(`banners/${banner.key}.webp`, bannerSvg(banner.title, banner.subtitle, banner.palette)),
  }));

  const platformIcons = [...platformIdsByName].map(([name, id]) => ({
    id,
    icon: picture(
      `platforms/${slugify(name)}.png`,
      platformIconSvg(PLATFORM_LABELS[name] ?? name.slice(0, 3)),
    ),
  }));

  return { games, stars, gigs, banners, platformIcons, pictures };
}

function describe(pitch: string, mode: string, minutes: number, platform: string, username: string): string {
  return [
    `<p>${pitch}</p>`,
    '<p><strong>How it works</strong></p>',
    '<ul>',
    `<li>${mode} on ${platform}, about ${minutes} minutes.</li>`,
    '<li>You get the lobby code privately when the session starts.</li>',
    '<li>Voice chat is welcome but never required unless listed below.</li>',
    '</ul>',
    `<p>Catch my streams at <a href="https://www.twitch.tv/${username}">twitch.tv/${username}</a>.</p>`,
  ].join('');
}
