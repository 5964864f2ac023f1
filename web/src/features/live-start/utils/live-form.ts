import {
  LivePriceMinimumDefaults,
  LiveText,
  priceBelowMinimumText,
  TextLimits,
  type Currency,
  type GameDto,
  type GigDto,
  type LiveSessionInput,
} from '@lobby/contracts';
import {
  emptySessionFields,
  PRICE_COMPLETE,
  sessionDefaults,
  sessionFieldsOfGig,
  sessionTextRules,
  toRequirements,
  uniqueTags,
  type SessionFieldValues,
} from '../../../components/gig-fields/gig-field-rules';

/** The live-start form (spec §2 "Start-a-live-session modal", §4 "Live-start form"). */
export interface LiveStartValues extends SessionFieldValues {
  /** A picture other than the game's: an uploaded one (`/uploads/…`) or the embedded stream's. null: the game's. */
  thumbnail: string | null;
  /** The embedded stream's player link; set means isStreaming. */
  streamingLink: string | null;
  /** The streamer confirmed the gig details; the start button waits for it. */
  looksGood: boolean;
}

export const emptyLiveStartValues: LiveStartValues = {
  ...emptySessionFields,
  streamingLink: null,
  looksGood: false,
};

/** The four steps, in order. */
export const LiveStep = { game: 0, platform: 1, price: 2, details: 3 } as const;

export const liveStepLabels = [
  'What are you playing',
  'Which platform',
  'What would you charge',
  'Check gig details',
] as const;

export const DETAILS_HINT =
  'Check the gig details - Make sure your title, thumbnail, and description look good.';

/** The lowest live price of each currency (major units), as the server answers them (spec §5, §9). */
export type LivePriceMinimums = Record<Currency, number>;

/** What the form checks until the server's minimums arrive; the server's answer stays the final word. */
export const DEFAULT_LIVE_PRICE_MINIMUMS: LivePriceMinimums = LivePriceMinimumDefaults;

/** Null when the price may go live, else the text to toast (the field is cleared then). */
export function priceProblem(
  price: string,
  currency: Currency | null,
  minimums: LivePriceMinimums,
): string | null {
  const text = price.trim();
  if (!PRICE_COMPLETE.test(text) || Number(text) <= 0) return LiveText.invalidPrice;
  if (currency && Number(text) < minimums[currency])
    return priceBelowMinimumText(currency, minimums[currency]);
  return null;
}

export interface LiveDefaults {
  title: string;
  description: string;
}

/** 'Play {game} with {creator}' and 'Play {game} with me.' (spec §5), or empty while a name is unknown. */
export function liveDefaults(gameName: string | null, creatorName: string | null): LiveDefaults {
  const { title, description } = sessionDefaults(gameName, creatorName);
  return { title: title ?? '', description: description ?? '' };
}

/** Spec §5: titles from an embedded stream are cut to 69 characters when over 70. */
export function embeddedTitle(title: string): string {
  const characters = [...title.trim()];
  return characters.length > TextLimits.titleMax
    ? characters.slice(0, TextLimits.embeddedTitleCut).join('')
    : characters.join('');
}

/** The first problem of the whole form, top of the form first, or null (the server checks the same). */
export function formProblem(
  values: LiveStartValues,
  currency: Currency | null,
  minimums: LivePriceMinimums,
): string | null {
  if (!values.gameId) return LiveText.noGameSelected;
  return (
    priceProblem(values.price, currency, minimums) ??
    sessionTextRules.title(values.title) ??
    sessionTextRules.description(values.description) ??
    sessionTextRules.requirements(values.requirements)
  );
}

/** What the server is sent. The game's own picture is left to the server (it fills it in when none is sent). */
export function toLiveSessionInput(values: LiveStartValues): LiveSessionInput {
  return {
    _game_id: values.gameId ?? undefined,
    _game_mode_id: values.gameModeId ?? undefined,
    _platform_playing_on_id: values.platformId ?? undefined,
    price: values.price.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    defaultThumbnail: values.thumbnail,
    isStreaming: values.streamingLink !== null,
    streamingLink: values.streamingLink,
    session_tags: uniqueTags(values.tags),
    requirements: toRequirements(values.requirements),
  };
}

/**
 * A gig as a template (spec §4 "Gig templates"): its game, mode, platform, price, title, description, cover,
 * tags and requirements. A stream already embedded stays, with its title, picture and description.
 */
export function valuesFromGig(gig: GigDto, current: LiveStartValues): LiveStartValues {
  const fromGig = sessionFieldsOfGig(gig);
  const streaming = current.streamingLink !== null;
  return {
    ...current,
    ...fromGig,
    ...(streaming && {
      title: current.title,
      description: current.description,
      thumbnail: current.thumbnail,
    }),
    looksGood: false,
  };
}

/** Which steps are done: a game with its mode (when it has modes), a platform (when it lists some), a price. */
export function completedSteps(
  values: LiveStartValues,
  game: GameDto | undefined,
  currency: Currency | null,
  minimums: LivePriceMinimums,
) {
  const gameDone =
    Boolean(values.gameId) && game !== undefined && (game.modes.length === 0 || values.gameModeId !== null);
  const platformDone = gameDone && (game!.platforms_available.length === 0 || values.platformId !== null);
  const priceDone = platformDone && priceProblem(values.price, currency, minimums) === null;
  return [gameDone, platformDone, priceDone] as const;
}

/** The first step still to do (the details step once the first three are done). */
export function firstOpenStep(done: readonly boolean[]): number {
  const open = done.findIndex((step) => !step);
  return open === -1 ? LiveStep.details : open;
}
