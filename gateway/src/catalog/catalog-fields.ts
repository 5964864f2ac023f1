import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { CatalogFieldText } from '@lobby/contracts';

/**
 * Field shapes the DTOs not yet moved to the contracts' schemas still share, each with the text the client shows.
 * Catalog's own requests are parsed with `@lobby/contracts`' catalog schemas, where `CatalogFieldText` now lives.
 */
export { CatalogFieldText } from '@lobby/contracts';

const MAX_IDENTIFIER_LENGTH = 100;

/** A catalog record id (UUIDv7, or any UUID). */
export const IsCatalogId = (message: string) => IsUUID('all', { message });

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

/** A whole number in a query or body, from `min` to `max`. */
export const WholeNumber = (min: number, max: number, message: string) =>
  applyDecorators(
    Type(() => Number),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );
