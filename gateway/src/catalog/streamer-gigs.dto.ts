import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  type CancellationPolicyName,
  CancellationPolicyNames,
  CatalogText,
  InputLimits,
  TextLimits,
  ValidationText,
} from '@lobby/contracts';
import { CatalogFieldText, Given, GivenOrNull, IsCatalogId, IsUploadedImage } from './catalog-fields';

/** Upper bounds on what one gig can carry; catalog owns the rules within them. */
const MIN_PRICE = 0.01;

const DESC_TEXT = `The description can have at most ${InputLimits.gigDescriptionMax} characters`;
const TAGS_TEXT = `Add at most ${InputLimits.tagsMax} tags of at most ${InputLimits.tagMax} characters each`;
const REQUIREMENTS_TEXT = `Add at most ${InputLimits.requirementsMax} requirements of at most ${InputLimits.requirementMax} characters each`;

/** A price typed into a form may arrive as text: "12.50" counts as 12.5, anything else is refused. */
const IsPrice = () =>
  applyDecorators(
    Transform(({ value }) =>
      typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value,
    ),
    IsNumber(
      { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
      { message: CatalogText.invalidPrice },
    ),
    Min(MIN_PRICE, { message: CatalogText.invalidPrice }),
    Max(InputLimits.gigPriceMax, { message: CatalogText.invalidPrice }),
  );

/** A list of at most `maxSize` objects, each checked by `type`; `shape` answers anything else. */
const IsListOf = (type: () => new () => object, maxSize: number, texts: { shape: string; size: string }) =>
  applyDecorators(
    IsArray({ message: texts.shape }),
    ArrayMaxSize(maxSize, { message: texts.size }),
    ValidateNested({ each: true, message: texts.shape }),
    Type(type),
  );

export class GigTagDto {
  @IsString({ message: TAGS_TEXT })
  @MaxLength(InputLimits.tagMax, { message: TAGS_TEXT })
  name!: string;
}

/** Checked in this order: a missing key or value is incomplete before it is too long. */
const IsRequirementText = () =>
  applyDecorators(
    IsString({ message: ValidationText.requirementsIncomplete }),
    MaxLength(InputLimits.requirementMax, { message: REQUIREMENTS_TEXT }),
  );

export class RequirementDto {
  @IsRequirementText()
  key!: string;

  @IsRequirementText()
  value!: string;
}

/** The gig form's fields (spec §3 "Gig form") other than its game and price; all optional. */
class GigDetailsDto {
  @Given()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: ValidationText.titleTooLong })
  @MaxLength(TextLimits.titleMax, { message: ValidationText.titleTooLong })
  gig_title?: string;

  @Given()
  @IsString({ message: DESC_TEXT })
  @MaxLength(InputLimits.gigDescriptionMax, { message: DESC_TEXT })
  gig_desc?: string;

  @GivenOrNull()
  @IsCatalogId(CatalogFieldText.modeId)
  gameModeId?: string | null;

  @GivenOrNull()
  @IsCatalogId(CatalogFieldText.platformId)
  platformId?: string | null;

  @Given()
  @IsListOf(() => GigTagDto, InputLimits.tagsMax, { shape: TAGS_TEXT, size: TAGS_TEXT })
  tags?: GigTagDto[];

  @Given()
  @IsListOf(() => RequirementDto, InputLimits.requirementsMax, {
    shape: ValidationText.requirementsIncomplete,
    size: REQUIREMENTS_TEXT,
  })
  requirements?: RequirementDto[];

  /** The path the thumbnail upload answered, the gig's current picture, or null for none. */
  @IsUploadedImage()
  gig_thumb?: string | null;

  /** Flexible, moderate or strict; left out, the default for a new gig and unchanged for an edit. */
  @Given()
  @IsIn(CancellationPolicyNames, { message: CatalogText.invalidCancellationPolicy })
  cancellationPolicy?: CancellationPolicyName;
}

/** A new gig needs its game and price; the rest has defaults (spec §5). */
export class AddGigDto extends GigDetailsDto {
  @IsCatalogId(ValidationText.noGameSelected)
  gameId!: string;

  @IsPrice()
  price!: number;
}

/** What an update may change: any field, the game and price included. */
export class UpdateGigDto extends GigDetailsDto {
  @Given()
  @IsCatalogId(ValidationText.noGameSelected)
  gameId?: string;

  @Given()
  @IsPrice()
  price?: number;
}

export class GigIdParams {
  @IsCatalogId(CatalogFieldText.gigId)
  id!: string;
}

/** The streamer a streamer-side page reads; the ActingForStreamer guard checks the caller may act for them. */
export class StreamerParams {
  @IsCatalogId(CatalogFieldText.starId)
  streamerId!: string;
}
