import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { CatalogText, InputLimits } from '@lobby/contracts';
import { PageQuery } from '../http/page-query';
import {
  CatalogFieldText,
  Given,
  IsCatalogId,
  IsCatalogIds,
  IsStaffImage,
  OptionalText,
  WholeNumber,
} from './catalog-fields';

const MAX_MODES = 30;
const MAX_PLATFORMS = 20;
/** Positions only order banners; the bound keeps them a database integer. */
const MAX_BANNER_POSITION = 1_000_000;

const GAME_NAME_TEXT = CatalogText.gameNameRequired;
const GAME_DESC_TEXT = `The description can have at most ${InputLimits.gameDescriptionMax} characters`;
const MODES_TEXT = CatalogText.invalidGameMode;
const PLATFORMS_TEXT = `Please choose at most ${MAX_PLATFORMS} platforms`;
const PLATFORM_NAME_TEXT = CatalogText.platformNameRequired;
const BANNER_TITLE_TEXT = CatalogText.bannerTitleRequired;
const BANNER_SUBTITLE_TEXT = `The subtitle can have at most ${InputLimits.bannerSubtitleMax} characters`;
const LINK_TEXT = CatalogText.invalidLink;
const POSITION_TEXT = CatalogText.bannerPositionInvalid;
const BOOLEAN_TEXT = (name: string) => `${name} must be true or false`;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const IsName = (maxLength: number, message: string) =>
  applyDecorators(Transform(trimmed), IsString({ message }), Length(1, maxLength, { message }));

/** A colour as #RGB or #RRGGBB, or null for none. */
const IsColor = () =>
  applyDecorators(
    IsOptional(),
    Matches(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { message: CatalogText.invalidColor }),
  );

/** Where a banner leads: a path of this site or an https address; null for nowhere. */
const IsLink = () =>
  applyDecorators(
    IsOptional(),
    IsString({ message: LINK_TEXT }),
    MaxLength(InputLimits.linkMax, { message: LINK_TEXT }),
    Matches(/^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/, { message: LINK_TEXT }),
  );

/** Checked in this order: the list first, then each id. */
const IsPlatformIds = () =>
  applyDecorators(
    IsArray({ message: PLATFORMS_TEXT }),
    ArrayMaxSize(MAX_PLATFORMS, { message: PLATFORMS_TEXT }),
    IsCatalogIds(CatalogText.platformNotFound),
  );

export class GameModeInputDto {
  /** A mode that already exists keeps its id, so gigs that use it keep it. */
  @IsOptional()
  @IsCatalogId(CatalogFieldText.modeId)
  _id?: string;

  @Transform(trimmed)
  @IsString({ message: MODES_TEXT })
  @Length(1, InputLimits.gameModeNameMax, { message: MODES_TEXT })
  name!: string;

  @WholeNumber(1, InputLimits.gameModeMinutesMax, MODES_TEXT)
  duration!: number;

  @WholeNumber(1, InputLimits.gameModePlayersMax, MODES_TEXT)
  no_of_players!: number;
}

/** Everything about a game but its name; all optional. */
class GameDetailsDto {
  @Given()
  @IsString({ message: GAME_DESC_TEXT })
  @MaxLength(InputLimits.gameDescriptionMax, { message: GAME_DESC_TEXT })
  desc?: string;

  @Given()
  @IsBoolean({ message: BOOLEAN_TEXT('crossplatform') })
  crossplatform?: boolean;

  @Given()
  @IsBoolean({ message: BOOLEAN_TEXT('showLanding') })
  showLanding?: boolean;

  @Given()
  @IsArray({ message: MODES_TEXT })
  @ArrayMaxSize(MAX_MODES, { message: MODES_TEXT })
  @ValidateNested({ each: true, message: MODES_TEXT })
  @Type(() => GameModeInputDto)
  modes?: GameModeInputDto[];

  @Given()
  @IsPlatformIds()
  platformIds?: string[];

  @IsStaffImage()
  image?: string | null;

  @IsStaffImage()
  gameLogo?: string | null;

  @IsStaffImage()
  backGroundUrl?: string | null;

  @IsColor()
  primaryColor?: string | null;

  @IsColor()
  secondaryColor?: string | null;

  @IsColor()
  alternateColor?: string | null;
}

export class CreateGameDto extends GameDetailsDto {
  @IsName(InputLimits.gameNameMax, GAME_NAME_TEXT)
  name!: string;
}

export class UpdateGameDto extends GameDetailsDto {
  @Given()
  @IsName(InputLimits.gameNameMax, GAME_NAME_TEXT)
  name?: string;
}

export class CreatePlatformDto {
  @IsName(InputLimits.platformNameMax, PLATFORM_NAME_TEXT)
  platform_name!: string;

  @IsStaffImage()
  platform_icon?: string | null;
}

export class UpdatePlatformDto {
  @Given()
  @IsName(InputLimits.platformNameMax, PLATFORM_NAME_TEXT)
  platform_name?: string;

  @IsStaffImage()
  platform_icon?: string | null;
}

/** A banner's fields other than its title and picture; all optional. */
class BannerDetailsDto {
  @IsOptional()
  @IsString({ message: BANNER_SUBTITLE_TEXT })
  @MaxLength(InputLimits.bannerSubtitleMax, { message: BANNER_SUBTITLE_TEXT })
  subtitle?: string | null;

  @IsLink()
  link?: string | null;

  @Given()
  @WholeNumber(-MAX_BANNER_POSITION, MAX_BANNER_POSITION, POSITION_TEXT)
  position?: number;

  @Given()
  @IsBoolean({ message: BOOLEAN_TEXT('isActive') })
  isActive?: boolean;
}

export class CreateBannerDto extends BannerDetailsDto {
  @Transform(trimmed)
  @IsString({ message: BANNER_TITLE_TEXT })
  @Length(1, InputLimits.bannerTitleMax, { message: BANNER_TITLE_TEXT })
  title!: string;

  @IsStaffImage(true)
  image!: string;
}

export class UpdateBannerDto extends BannerDetailsDto {
  @Given()
  @Transform(trimmed)
  @IsString({ message: BANNER_TITLE_TEXT })
  @Length(1, InputLimits.bannerTitleMax, { message: BANNER_TITLE_TEXT })
  title?: string;

  @Given()
  @IsStaffImage(true)
  image?: string;
}

export class AdminGamesQuery extends PageQuery {
  @OptionalText(InputLimits.searchTermMax, CatalogFieldText.search)
  search?: string;
}

export class GameIdParams {
  @IsCatalogId(CatalogFieldText.gameId)
  id!: string;
}

export class PlatformIdParams {
  @IsCatalogId(CatalogFieldText.platformId)
  id!: string;
}

export class BannerIdParams {
  @IsCatalogId(CatalogFieldText.bannerId)
  id!: string;
}

/** What a staff upload is for; each kind has its own size and shape (uploads/image-processing.ts). */
export const StaffImageKinds = ['game', 'logo', 'background', 'banner', 'platform'] as const;
export type StaffImageKind = (typeof StaffImageKinds)[number];

export class StaffImageQuery {
  @IsIn(StaffImageKinds, { message: `The kind must be one of: ${StaffImageKinds.join(', ')}` })
  kind!: StaffImageKind;
}
