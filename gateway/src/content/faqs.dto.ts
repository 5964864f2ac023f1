import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { ErrorText, FaqLimits, FaqText } from '@lobby/contracts';
import { OptionalText } from '../catalog/catalog-fields';

const MAX_FAQS = 500;
const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class FaqSlugParams {
  @MaxLength(FaqLimits.slugMax, { message: FaqText.missing })
  @IsString({ message: FaqText.missing })
  slug!: string;
}

export class FaqIdParams {
  @IsUUID('all', { message: FaqText.missing })
  id!: string;
}

export class FaqInputDto {
  @trimmed()
  @MaxLength(FaqLimits.questionMax, { message: FaqText.tooLong })
  @IsNotEmpty({ message: FaqText.questionRequired })
  @IsString({ message: FaqText.questionRequired })
  question!: string;

  @trimmed()
  @MaxLength(FaqLimits.answerMax, { message: FaqText.tooLong })
  @IsNotEmpty({ message: FaqText.answerRequired })
  @IsString({ message: FaqText.answerRequired })
  answer!: string;

  @OptionalText(FaqLimits.categoryMax, FaqText.tooLong)
  category?: string;

  @IsOptional()
  @IsBoolean({ message: ErrorText.badRequest })
  published?: boolean;
}

export class FaqOrderDto {
  @IsUUID('all', { each: true, message: FaqText.badOrder })
  @ArrayMaxSize(MAX_FAQS, { message: FaqText.badOrder })
  @IsArray({ message: FaqText.badOrder })
  ids!: string[];
}
