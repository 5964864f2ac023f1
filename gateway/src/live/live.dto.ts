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
import { AuthText, InputLimits, LiveText, ValidationText } from '@lobby/contracts';
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
  limit: `The limit must be a whole number from 1 to ${InputLimits.liveSessionListMax}`,
} as const;

const MAX_TITLE_LENGTH = 500;
const MAX_PRICE_TEXT_LENGTH = 20;

const TAGS_TEXT = `Add at most ${InputLimits.tagsMax} tags of at most ${InputLimits.tagMax} characters each`;
const REQUIREMENTS_TEXT = `Add at most ${InputLimits.requirementsMax} requirements of at most ${InputLimits.requirementMax} characters each`;

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
  @MaxLength(InputLimits.requirementMax, { message: REQUIREMENTS_TEXT })
  key!: string;

  @IsString({ message: ValidationText.requirementsIncomplete })
  @MaxLength(InputLimits.requirementMax, { message: REQUIREMENTS_TEXT })
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
    InputLimits.gigDescriptionMax,
    `The description can have at most ${InputLimits.gigDescriptionMax} characters`,
  )
  description?: string | null;

  @OptionalText(InputLimits.imageUrlMax, ValidationText.invalidImage)
  defaultThumbnail?: string | null;

  @OptionalText(InputLimits.fileNameMax, `A file name has at most ${InputLimits.fileNameMax} characters`)
  defaultFileName?: string | null;

  @OptionalText(InputLimits.imageUrlMax, ValidationText.invalidImage)
  banner?: string | null;

  /** Ignored: a session is streaming exactly while it has a stream link. */
  @IsOptional()
  @IsBoolean({ message: 'isStreaming must be true or false' })
  isStreaming?: boolean;

  @OptionalText(InputLimits.linkMax, LiveText.invalidStreamLink)
  streamingLink?: string | null;

  @GivenOrNull()
  @IsArray({ message: TAGS_TEXT })
  @ArrayMaxSize(InputLimits.tagsMax, { message: TAGS_TEXT })
  @IsString({ each: true, message: TAGS_TEXT })
  @MaxLength(InputLimits.tagMax, { each: true, message: TAGS_TEXT })
  session_tags?: string[] | null;

  @GivenOrNull()
  @IsArray({ message: ValidationText.requirementsIncomplete })
  @ArrayMaxSize(InputLimits.requirementsMax, { message: REQUIREMENTS_TEXT })
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
  @MaxLength(InputLimits.linkMax, { message: LiveText.invalidStreamLink })
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
  @WholeNumber(1, InputLimits.liveSessionListMax, LiveFieldText.limit)
  limit?: number;
}

export class VideoDetailsRequestDto {
  @IsString({ message: LiveText.invalidStreamLink })
  @MaxLength(InputLimits.linkMax, { message: LiveText.invalidStreamLink })
  embedLink!: string;
}

export class ObsSessionParams {
  @IsUUID('all', { message: AuthText.obsSessionNotFound })
  id!: string;
}
