import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ValidationText } from '@lobby/contracts';

/**
 * Field shapes shared by the catalog DTOs, each with the text the client shows. They check shapes and upper
 * bounds only: catalog owns the rules (gig texts, tags, requirements, ownership) and answers them itself.
 */

export const CatalogFieldText = {
  gameId: 'Invalid game id',
  gigId: 'Invalid gig id',
  starId: 'Invalid star id',
  platformId: 'Invalid platform id',
  modeId: 'Invalid game mode id',
  bannerId: 'Invalid banner id',
  itemId: 'Invalid item id',
  identifier: 'Please give an id, a username or a slug of at most 100 characters',
  search: 'Search text can have at most 100 characters',
} as const;

const MAX_IDENTIFIER_LENGTH = 100;

/** Present, or left out (an update that doesn't change it); null is not a value for such a field. */
export const Given = () => ValidateIf((_body, value) => value !== undefined);

/** Present (a value, or null to clear it), or left out. */
export const GivenOrNull = () => ValidateIf((_body, value) => value !== undefined && value !== null);

/** A catalog record id (UUIDv7, or any UUID). */
export const IsCatalogId = (message: string) => IsUUID('all', { message });

/** Several ids in one value, like `gameIds`: each one a catalog id. */
export const IsCatalogIds = (message: string) => IsUUID('all', { each: true, message });

/** An id, a username or a slug in a path: catalog looks it up and answers 404 when it names nothing. */
export const IsIdentifier = () =>
  applyDecorators(
    IsString({ message: CatalogFieldText.identifier }),
    Matches(/^\S+$/, { message: CatalogFieldText.identifier }),
    MaxLength(MAX_IDENTIFIER_LENGTH, { message: CatalogFieldText.identifier }),
  );

/** Optional text, trimmed; empty means "not given" (a cleared filter). */
export const OptionalText = (maxLength: number, message: string) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    IsOptional(),
    IsString({ message }),
    MaxLength(maxLength, { message }),
  );

/** A `?flag=true|false` (also 1/0) query value; empty means "not given". */
export const QueryBoolean = (name: string) =>
  applyDecorators(
    Transform(({ value }) => {
      const word = String(value).toLowerCase();
      return word in BOOLEAN_WORDS ? BOOLEAN_WORDS[word] : value;
    }),
    IsOptional(),
    IsBoolean({ message: `${name} must be true or false` }),
  );

const BOOLEAN_WORDS: Record<string, boolean | undefined> = {
  true: true,
  '1': true,
  false: false,
  '0': false,
  '': undefined,
};

/** A whole number in a query or body, from `min` to `max`. */
export const WholeNumber = (min: number, max: number, message: string) =>
  applyDecorators(
    Type(() => Number),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );

const MAX_IMAGE_LENGTH = 500;
/** A stored upload (`/uploads/<folder>/<name>`, demo pictures included), never with `..` in it. */
const UPLOADED_IMAGE = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9._\-/]+$/;
const UPLOADED_OR_HTTPS_IMAGE = /^(\/uploads\/(?!.*\.\.)[A-Za-z0-9._\-/]+|https:\/\/[^\s"'<>\\]+)$/;

/**
 * A gig's picture: a stored upload (what the upload route answered, or the picture the gig already has), or
 * null for none. Never another site's URL, so a gig page can't load a streamer's tracker.
 */
export const IsUploadedImage = () =>
  applyDecorators(
    IsOptional(),
    IsString({ message: ValidationText.invalidImage }),
    MaxLength(MAX_IMAGE_LENGTH, { message: ValidationText.invalidImage }),
    Matches(UPLOADED_IMAGE, { message: ValidationText.invalidImage }),
  );

/** A picture staff chose: a stored upload or an https URL; null for none unless `required`. */
export const IsStaffImage = (required = false) =>
  applyDecorators(
    ...(required ? [] : [IsOptional()]),
    IsString({ message: ValidationText.invalidImage }),
    MaxLength(MAX_IMAGE_LENGTH, { message: ValidationText.invalidImage }),
    Matches(UPLOADED_OR_HTTPS_IMAGE, { message: ValidationText.invalidImage }),
  );
