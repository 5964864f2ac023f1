import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { LiveText, ValidationText } from '@lobby/contracts';
import {
  CatalogFieldText,
  GivenOrNull,
  IsCatalogId,
  IsIdentifier,
  WholeNumber,
} from '../catalog/catalog-fields';

/**
 * Shapes and upper bounds of live requests. The live service owns the rules (a game chosen, the price minimum,
 * the title's 70 characters, requirements, disallowed tags, stream links) and answers them itself.
 */
export const LiveFieldText = {
  liveSessionId: 'Invalid live session id',
  limit: 'The limit must be a whole number from 1 to 100',
} as const;

const MAX_TITLE_LENGTH = 500;
const MAX_DESCRIPTION_LENGTH = 10_000;
const MAX_LINK_LENGTH = 500;
const MAX_IMAGE_LENGTH = 500;
const MAX_FILE_NAME_LENGTH = 200;
const MAX_PRICE_TEXT_LENGTH = 20;
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;
const MAX_REQUIREMENTS = 20;
const MAX_REQUIREMENT_LENGTH = 200;
const MAX_LIST_LIMIT = 100;

const TAGS_TEXT = `Add at most ${MAX_TAGS} tags of at most ${MAX_TAG_LENGTH} characters each`;
const REQUIREMENTS_TEXT = `Add at most ${MAX_REQUIREMENTS} requirements of at most ${MAX_REQUIREMENT_LENGTH} characters each`;

/** Optional text of at most `maxLength` characters; null clears it. */
const OptionalText = (maxLength: number, message: string) =>
  applyDecorators(GivenOrNull(), IsString({ message }), MaxLength(maxLength, { message }));

/** The price as typed: a number, or text the service reads (digits with up to two decimals). */
const IsPriceInput = () =>
  applyDecorators(
    IsOptional(),
    ValidateBy(
      {
        name: 'isPriceInput',
        validator: {
          validate: (value: unknown) =>
            (typeof value === 'number' && Number.isFinite(value)) ||
            (typeof value === 'string' && value.length <= MAX_PRICE_TEXT_LENGTH),
        },
      },
      { message: LiveText.invalidPrice },
    ),
  );

const IsLiveSessionId = () => IsUUID('all', { message: LiveFieldText.liveSessionId });

export class LiveRequirementDto {
  @IsString({ message: ValidationText.requirementsIncomplete })
  @MaxLength(MAX_REQUIREMENT_LENGTH, { message: REQUIREMENTS_TEXT })
  key!: string;

  @IsString({ message: ValidationText.requirementsIncomplete })
  @MaxLength(MAX_REQUIREMENT_LENGTH, { message: REQUIREMENTS_TEXT })
  value!: string;
}

/** The live-start form (spec §2, §4); every field optional here, the service says what is missing. */
export class LiveSessionFieldsDto {
  @GivenOrNull()
  @IsCatalogId(CatalogFieldText.gameId)
  _game_id?: string | null;

  @GivenOrNull()
  @IsCatalogId(CatalogFieldText.modeId)
  _game_mode_id?: string | null;

  @GivenOrNull()
  @IsCatalogId(CatalogFieldText.platformId)
  _platform_playing_on_id?: string | null;

  @IsPriceInput()
  price?: number | string;

  @OptionalText(MAX_TITLE_LENGTH, LiveText.titleTooLong)
  title?: string | null;

  @OptionalText(
    MAX_DESCRIPTION_LENGTH,
    `The description can have at most ${MAX_DESCRIPTION_LENGTH} characters`,
  )
  description?: string | null;

  @OptionalText(MAX_IMAGE_LENGTH, ValidationText.invalidImage)
  defaultThumbnail?: string | null;

  @OptionalText(MAX_FILE_NAME_LENGTH, `A file name has at most ${MAX_FILE_NAME_LENGTH} characters`)
  defaultFileName?: string | null;

  @OptionalText(MAX_IMAGE_LENGTH, ValidationText.invalidImage)
  banner?: string | null;

  /** Ignored: a session is streaming exactly while it has a stream link. */
  @IsOptional()
  @IsBoolean({ message: 'isStreaming must be true or false' })
  isStreaming?: boolean;

  @OptionalText(MAX_LINK_LENGTH, LiveText.invalidStreamLink)
  streamingLink?: string | null;

  @GivenOrNull()
  @IsArray({ message: TAGS_TEXT })
  @ArrayMaxSize(MAX_TAGS, { message: TAGS_TEXT })
  @IsString({ each: true, message: TAGS_TEXT })
  @MaxLength(MAX_TAG_LENGTH, { each: true, message: TAGS_TEXT })
  session_tags?: string[] | null;

  @GivenOrNull()
  @IsArray({ message: ValidationText.requirementsIncomplete })
  @ArrayMaxSize(MAX_REQUIREMENTS, { message: REQUIREMENTS_TEXT })
  @ValidateNested({ each: true, message: ValidationText.requirementsIncomplete })
  @Type(() => LiveRequirementDto)
  requirements?: LiveRequirementDto[] | null;
}

export class UpdateLiveSessionDto extends LiveSessionFieldsDto {
  @IsLiveSessionId()
  liveSessionId!: string;
}

export class UpdateStreamingLinkDto {
  @IsLiveSessionId()
  liveSessionId!: string;

  /** A YouTube or Twitch link, or null (or empty) to stop streaming. */
  @ValidateIf((_body, value) => value !== null)
  @IsString({ message: LiveText.invalidStreamLink })
  @MaxLength(MAX_LINK_LENGTH, { message: LiveText.invalidStreamLink })
  streamingLink!: string | null;
}

export class LiveSessionIdParams {
  @IsLiveSessionId()
  id!: string;
}

export class UsernameParams {
  @IsIdentifier()
  username!: string;
}

export class StreamerIdParams {
  @IsCatalogId(CatalogFieldText.starId)
  id!: string;
}

export class SessionListQuery {
  @IsOptional()
  @WholeNumber(1, MAX_LIST_LIMIT, LiveFieldText.limit)
  limit?: number;
}

export class VideoDetailsRequestDto {
  @IsString({ message: LiveText.invalidStreamLink })
  @MaxLength(MAX_LINK_LENGTH, { message: LiveText.invalidStreamLink })
  embedLink!: string;
}
