import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  AccountFieldText,
  ErrorText,
  FULL_NAME_MAX_LENGTH,
  ProfileLimits,
  type SocialPlatform,
  SocialPlatforms,
} from '@lobby/contracts';
import { IsUsername } from './identity-fields';

/**
 * Shapes and upper bounds: identity owns the rules (gamer-tag platforms, link format, an empty value
 * removing an entry) and answers them with the same texts.
 */

const MAX_LIST_LENGTH = 50;
const MAX_PLATFORM_LENGTH = 50;

export const IsFullName = () => Length(1, FULL_NAME_MAX_LENGTH, { message: AccountFieldText.fullName });

/** One of SocialPlatforms, in any case. */
const IsSocialPlatform = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsIn(SocialPlatforms, { message: AccountFieldText.socialPlatform }),
  );

/** A list of objects, each checked by `type`; anything else is a bad request. */
const IsListOf = (type: () => new () => object) =>
  applyDecorators(
    IsArray({ message: ErrorText.badRequest }),
    ArrayMaxSize(MAX_LIST_LENGTH, { message: ErrorText.badRequest }),
    ValidateNested({ each: true, message: ErrorText.badRequest }),
    Type(type),
  );

export class UpdateUserDto {
  @IsOptional()
  @IsString({ message: AccountFieldText.fullName })
  @IsFullName()
  fullName?: string;

  @IsOptional()
  @IsUsername()
  username?: string;
}

export class GamerTagDto {
  @IsString({ message: AccountFieldText.gamerTagPlatform })
  @MaxLength(MAX_PLATFORM_LENGTH, { message: AccountFieldText.gamerTagPlatform })
  platform!: string;

  /** Empty removes the platform's tag. */
  @IsString({ message: AccountFieldText.gamerTagTooLong })
  @MaxLength(ProfileLimits.gamerTagMax, { message: AccountFieldText.gamerTagTooLong })
  gamerTag!: string;
}

export class UpdateGamerTagsDto {
  @IsListOf(() => GamerTagDto)
  gamerTags!: GamerTagDto[];
}

export class UpdateBioDto {
  @IsString({ message: AccountFieldText.bioTooLong })
  @MaxLength(ProfileLimits.bioMax, { message: AccountFieldText.bioTooLong })
  bio!: string;
}

export class SocialLinkDto {
  @IsSocialPlatform()
  platform!: SocialPlatform;

  /** Empty removes the platform's link. */
  @IsString({ message: AccountFieldText.socialUrl })
  @MaxLength(ProfileLimits.socialUrlMax, { message: AccountFieldText.socialUrl })
  url!: string;
}

export class UpdateSocialLinksDto {
  @IsListOf(() => SocialLinkDto)
  updatedLinks!: SocialLinkDto[];
}

export class SocialPlatformParams {
  @IsSocialPlatform()
  platform!: SocialPlatform;
}

/** The form fields of POST /api/influencer/profile/update (the image is the form's file). */
export class InfluencerProfileDto {
  @IsOptional()
  @IsString({ message: AccountFieldText.fullName })
  @IsFullName()
  fullName?: string;

  @IsOptional()
  @IsString({ message: AccountFieldText.bioTooLong })
  @MaxLength(ProfileLimits.bioMax, { message: AccountFieldText.bioTooLong })
  bio?: string;

  @IsOptional()
  @IsString({ message: AccountFieldText.professionTooLong })
  @MaxLength(ProfileLimits.professionMax, { message: AccountFieldText.professionTooLong })
  profession?: string;
}
