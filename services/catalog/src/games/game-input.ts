import { CatalogText, InputLimits, type GameInput } from '@lobby/contracts';
import { DomainError, newId } from '@lobby/service-kit';
import { checkImagePath } from '../common/links';
import { cleanText } from '../common/text';
import type { GamePatch, ModeInput } from './games.repository';

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The game fields of an admin's form, checked; only the fields present in `input` are returned. */
export function cleanGameFields(input: Partial<GameInput>): GamePatch {
  const patch: GamePatch = {};
  if (input.name !== undefined) {
    const name = cleanText(input.name);
    if (!name || name.length > InputLimits.gameNameMax)
      throw DomainError.invalid(CatalogText.gameNameRequired);
    patch.name = name;
  }
  if (input.desc !== undefined)
    patch.description = (input.desc ?? '').trim().slice(0, InputLimits.gameDescriptionMax);
  if (input.crossplatform !== undefined) patch.crossplatform = input.crossplatform === true;
  if (input.showLanding !== undefined) patch.showLanding = input.showLanding === true;
  if (input.image !== undefined) patch.image = checkImagePath(input.image);
  if (input.gameLogo !== undefined) patch.logo = checkImagePath(input.gameLogo);
  if (input.backGroundUrl !== undefined) patch.background = checkImagePath(input.backGroundUrl);
  if (input.primaryColor !== undefined) patch.primaryColor = color(input.primaryColor);
  if (input.secondaryColor !== undefined) patch.secondaryColor = color(input.secondaryColor);
  if (input.alternateColor !== undefined) patch.alternateColor = color(input.alternateColor);
  return patch;
}

/** Modes as given, each with a name, whole minutes and players; unknown or missing ids become new modes. */
export function cleanModes(modes: GameInput['modes'], knownIds: ReadonlySet<string>): ModeInput[] {
  if (!Array.isArray(modes)) throw DomainError.invalid(CatalogText.invalidGameMode);
  return modes.map((mode) => {
    const name = cleanText(mode?.name);
    const duration = Number(mode?.duration);
    const players = Number(mode?.no_of_players);
    const valid =
      name !== undefined &&
      name.length <= InputLimits.gameModeNameMax &&
      Number.isInteger(duration) &&
      duration >= 1 &&
      duration <= InputLimits.gameModeMinutesMax &&
      Number.isInteger(players) &&
      players >= 1 &&
      players <= InputLimits.gameModePlayersMax;
    if (!valid) throw DomainError.invalid(CatalogText.invalidGameMode);
    const id = mode._id && knownIds.has(mode._id) ? mode._id : newId();
    return { id, name, durationMinutes: duration, noOfPlayers: players };
  });
}

/** Distinct platform ids; every one must exist. */
export function cleanPlatformIds(ids: unknown, existing: ReadonlySet<string>): string[] {
  if (!Array.isArray(ids)) throw DomainError.invalid(CatalogText.platformNotFound);
  const unique = [...new Set(ids)];
  if (unique.some((id) => typeof id !== 'string' || !existing.has(id))) {
    throw DomainError.invalid(CatalogText.platformNotFound);
  }
  return unique as string[];
}

function color(value: string | null): string | null {
  const trimmed = cleanText(value);
  if (trimmed === undefined) return null;
  if (!COLOR.test(trimmed)) throw DomainError.invalid(CatalogText.invalidColor);
  return trimmed.toLowerCase();
}
