import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  AccountFieldText,
  AdminStarSorts,
  AuthText,
  ErrorText,
  InputLimits,
  ProfileLimits,
  type AdminStarSort,
  type OnboardingStatus,
} from '@lobby/contracts';
import { PageQuery } from '../http/page-query';
import { IsFullName } from './profile-edit.dto';
import { IsAccountEmail, IsUsername } from './identity-fields';

const SEARCH_MAX = 100;
const STATUSES: OnboardingStatus[] = ['submitted', 'verified'];
const IsCountryCode = () => Matches(/^[A-Za-z]{2}$/, { message: AuthText.countryInvalid });

export class AdminStarsQuery extends PageQuery {
  @IsOptional()
  @IsString({ message: `The search must be at most ${SEARCH_MAX} characters` })
  @MaxLength(SEARCH_MAX, { message: `The search must be at most ${SEARCH_MAX} characters` })
  search?: string;

  @IsOptional()
  @IsIn(AdminStarSorts, { message: `The sort must be one of: ${AdminStarSorts.join(', ')}` })
  sort?: AdminStarSort;
}

export class StarParams {
  @IsUUID('all', { message: ErrorText.userNotFound })
  id!: string;
}

export class RegisterStarDto {
  @IsString({ message: AccountFieldText.fullName })
  @IsFullName()
  fullName!: string;

  @IsString({ message: AccountFieldText.username })
  @IsUsername()
  username!: string;

  @IsString({ message: AccountFieldText.invalidEmail })
  @IsAccountEmail()
  email!: string;

  @IsString({ message: AuthText.countryInvalid })
  @IsCountryCode()
  country!: string;
}

export class UpdateStarDto {
  @IsOptional()
  @IsString({ message: AccountFieldText.fullName })
  @IsFullName()
  fullName?: string;

  @IsOptional()
  @IsString({ message: AccountFieldText.username })
  @IsUsername()
  username?: string;

  @IsOptional()
  @IsString({ message: AccountFieldText.bioTooLong })
  @MaxLength(ProfileLimits.bioMax, { message: AccountFieldText.bioTooLong })
  bio?: string;

  @IsOptional()
  @IsString({ message: AccountFieldText.professionTooLong })
  @MaxLength(ProfileLimits.professionMax, { message: AccountFieldText.professionTooLong })
  profession?: string;

  @IsOptional()
  @IsString({ message: AuthText.countryInvalid })
  @IsCountryCode()
  country?: string;
}

export class ShowAtLandingDto {
  @IsBoolean({ message: 'showAtLanding must be true or false' })
  showAtLanding!: boolean;
}

export class OnboardingSubmissionsQuery extends PageQuery {
  @IsOptional()
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsIn(STATUSES, { message: `The status must be one of: ${STATUSES.join(', ')}` })
  status?: OnboardingStatus;
}

const STREAMERS_TEXT = `Please choose from 1 to ${InputLimits.usersPerCallMax} streamers`;

export class VerifyOnboardingDto {
  @IsArray({ message: STREAMERS_TEXT })
  @ArrayNotEmpty({ message: STREAMERS_TEXT })
  @ArrayMaxSize(InputLimits.usersPerCallMax, { message: STREAMERS_TEXT })
  @IsUUID('all', { each: true, message: AccountFieldText.invalidUserId })
  streamerIds!: string[];
}
