import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import {
  CreatorApplicationStatuses,
  ErrorText,
  SubmissionLimits,
  SubmissionStatuses,
  SubmissionText,
  type ContactTopic,
  type CreatorApplicationStatus,
  type CreatorChannel,
  type EarlyAccessRole,
  type SubmissionStatus,
} from '@lobby/contracts';
import { OptionalText } from '../catalog/catalog-fields';
import { PageQuery } from '../http/page-query';

/**
 * The public forms' shapes; content checks the rules (lengths, topics, links) with the same texts. `website` is
 * the honeypot and must stay in the DTOs (the validation pipe strips fields it doesn't know).
 */
class HoneypotFields {
  @IsOptional()
  @IsString({ message: ErrorText.badRequest })
  @MaxLength(1000, { message: ErrorText.badRequest })
  website?: string;
}

export class ContactFormDto extends HoneypotFields {
  @IsString({ message: SubmissionText.enterName })
  @MaxLength(SubmissionLimits.nameMax * 2, { message: SubmissionText.enterName })
  name!: string;

  @IsString({ message: SubmissionText.enterEmail })
  @MaxLength(SubmissionLimits.emailMax * 2, { message: SubmissionText.enterEmail })
  email!: string;

  @IsString({ message: SubmissionText.pickTopic })
  @MaxLength(100, { message: SubmissionText.pickTopic })
  subject!: ContactTopic;

  @IsString({ message: SubmissionText.enterMessage })
  @MaxLength(SubmissionLimits.messageMax * 2, { message: SubmissionText.messageTooLong })
  message!: string;
}

export class EarlyAccessDto extends HoneypotFields {
  @IsString({ message: SubmissionText.enterEmail })
  @MaxLength(SubmissionLimits.emailMax * 2, { message: SubmissionText.enterEmail })
  email!: string;

  @IsOptional()
  @IsString({ message: SubmissionText.enterName })
  @MaxLength(SubmissionLimits.nameMax * 2, { message: SubmissionText.enterName })
  name?: string | null;

  @IsString({ message: SubmissionText.pickRole })
  @MaxLength(20, { message: SubmissionText.pickRole })
  role!: EarlyAccessRole;

  @IsOptional()
  @IsArray({ message: SubmissionText.badLinks })
  @ArrayMaxSize(SubmissionLimits.linksMax, { message: SubmissionText.badLinks })
  links?: string[];
}

export class CreatorApplicationDto extends HoneypotFields {
  @IsString({ message: SubmissionText.enterName })
  @MaxLength(SubmissionLimits.nameMax * 2, { message: SubmissionText.enterName })
  name!: string;

  @IsString({ message: SubmissionText.enterEmail })
  @MaxLength(SubmissionLimits.emailMax * 2, { message: SubmissionText.enterEmail })
  email!: string;

  @IsString({ message: SubmissionText.enterCountry })
  @MaxLength(10, { message: SubmissionText.enterCountry })
  country!: string;

  @IsArray({ message: SubmissionText.badChannels })
  @ArrayMaxSize(SubmissionLimits.channelsMax, { message: SubmissionText.badChannels })
  channels!: CreatorChannel[];

  @IsArray({ message: SubmissionText.badGames })
  @ArrayMaxSize(SubmissionLimits.gamesMax * 2, { message: SubmissionText.badGames })
  games!: string[];

  @IsString({ message: SubmissionText.enterWhy })
  @MaxLength(SubmissionLimits.whyMax * 2, { message: SubmissionText.enterWhy })
  why!: string;
}

export class SubmissionsListQuery extends PageQuery {
  @OptionalText(SubmissionLimits.searchMax, ErrorText.badRequest)
  search?: string;

  @IsOptional()
  @IsIn(SubmissionStatuses, { message: ErrorText.badRequest })
  status?: SubmissionStatus;
}

export class SubmissionsCsvQuery {
  @OptionalText(SubmissionLimits.searchMax, ErrorText.badRequest)
  search?: string;

  @IsOptional()
  @IsIn(SubmissionStatuses, { message: ErrorText.badRequest })
  status?: SubmissionStatus;
}

export class CreatorApplicationsListQuery extends PageQuery {
  @OptionalText(SubmissionLimits.searchMax, ErrorText.badRequest)
  search?: string;

  @IsOptional()
  @IsIn(CreatorApplicationStatuses, { message: ErrorText.badRequest })
  status?: CreatorApplicationStatus;
}

export class SubmissionIdParams {
  @IsUUID('all', { message: SubmissionText.missing })
  id!: string;
}

export class ApplicationIdParams {
  @IsUUID('all', { message: SubmissionText.applicationMissing })
  id!: string;
}

export class HandledDto {
  @IsBoolean({ message: ErrorText.badRequest })
  handled!: boolean;
}

export class DecisionDto {
  @IsIn(['approved', 'declined'], { message: ErrorText.badRequest })
  decision!: 'approved' | 'declined';
}
