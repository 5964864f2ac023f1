import {
  CatalogText,
  MOBILE_PLATFORMS_LABEL,
  type GameDto,
  type GameInput,
  type PlatformDto,
} from '@lobby/contracts';

export interface ModeRow {
  /** React's key; `_id` is the stored mode's id, kept so an edit updates the mode instead of replacing it. */
  key: string;
  _id?: string;
  name: string;
  duration: number | string;
  no_of_players: number | string;
}

export interface GameFormValues {
  name: string;
  desc: string;
  crossplatform: boolean;
  showLanding: boolean;
  platformIds: string[];
  modes: ModeRow[];
  image: string | null;
  gameLogo: string | null;
  backGroundUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  alternateColor: string;
}

let modeCounter = 0;
export const newModeRow = (mode?: Omit<ModeRow, 'key'>): ModeRow => ({
  key: `mode-${++modeCounter}`,
  name: '',
  duration: 30,
  no_of_players: 1,
  ...mode,
});

/** The gateway's bounds on a game (gateway/src/catalog/catalog-admin.dto.ts), mirrored so the form stops first. */
export const GameBounds = {
  nameMax: 100,
  descriptionMax: 5000,
  modeNameMax: 60,
  maxModes: 30,
  modeMaxMinutes: 24 * 60,
  modeMaxPlayers: 100,
} as const;

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const colourRule = (value: string) => (!value || HEX_COLOUR.test(value) ? null : CatalogText.invalidColor);
const wholeNumber = (label: string, max: number) => (value: number | string) =>
  value !== '' && Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= max
    ? null
    : `${label}: 1 to ${max}`;

export const gameRules = {
  name: (value: string) => (value.trim() ? null : CatalogText.gameNameRequired),
  modes: {
    name: (value: string) => (value.trim() ? null : 'Name the mode'),
    duration: wholeNumber('Minutes', GameBounds.modeMaxMinutes),
    no_of_players: wholeNumber('Players', GameBounds.modeMaxPlayers),
  },
  primaryColor: colourRule,
  secondaryColor: colourRule,
  alternateColor: colourRule,
};

/**
 * The platform ids a game is on. The game lists Android and iOS as one 'Android/iOS' entry (spec §3), so that
 * entry selects both stored platforms again.
 */
function platformIdsOf(game: GameDto, platforms: PlatformDto[]): string[] {
  const ids = new Set<string>();
  for (const entry of game.platforms_available) {
    if (entry.platform_name === MOBILE_PLATFORMS_LABEL) {
      platforms
        .filter(({ platform_name }) => platform_name === 'Android' || platform_name === 'iOS')
        .forEach(({ _id }) => ids.add(_id));
    } else {
      ids.add(entry._id);
    }
  }
  return [...ids];
}

export function initialGameValues(game: GameDto | null, platforms: PlatformDto[]): GameFormValues {
  return {
    name: game?.name ?? '',
    desc: game?.desc ?? '',
    crossplatform: game?.crossplatform ?? false,
    showLanding: game?.showLanding ?? false,
    platformIds: game ? platformIdsOf(game, platforms) : [],
    modes: game ? game.modes.map((mode) => newModeRow(mode)) : [newModeRow()],
    image: game?.image ?? game?.images.url ?? null,
    gameLogo: game?.gameLogo ?? null,
    backGroundUrl: game?.backGroundUrl ?? null,
    primaryColor: game?.primaryColor ?? '',
    secondaryColor: game?.secondaryColor ?? '',
    alternateColor: game?.alternateColor ?? '',
  };
}

export function toGameInput(values: GameFormValues): GameInput {
  return {
    name: values.name.trim(),
    desc: values.desc.trim(),
    crossplatform: values.crossplatform,
    showLanding: values.showLanding,
    platformIds: values.platformIds,
    modes: values.modes.map(({ _id, name, duration, no_of_players }) => ({
      ...(_id ? { _id } : {}),
      name: name.trim(),
      duration: Number(duration),
      no_of_players: Number(no_of_players),
    })),
    image: values.image,
    gameLogo: values.gameLogo,
    backGroundUrl: values.backGroundUrl,
    primaryColor: values.primaryColor || null,
    secondaryColor: values.secondaryColor || null,
    alternateColor: values.alternateColor || null,
  };
}
