import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsISO8601,
  IsOptional,
  ValidateNested,
} from 'class-validator';
import {
  PLAY_VALIDATIONS_PER_SAVE_MAX,
  PlayStatuses,
  PlayValidationSorts,
  PlayValidationText,
  type PlayStatus,
  type PlayValidationSort,
} from '@lobby/contracts';
import { CatalogFieldText, IsCatalogId } from '../catalog/catalog-fields';
import { PageQuery } from '../http/page-query';
import { BookingFieldText } from './booking.dto';

/** The star whose orders are validated (spec §2 `{influencerId}`). */
export class PlayValidationParams {
  @IsCatalogId(CatalogFieldText.starId)
  streamerId!: string;
}

/** Shapes only: booking fills in the 25-day default range and refuses a range that ends before it starts. */
export class PlayValidationsQuery extends PageQuery {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: PlayValidationText.invalidDate })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: PlayValidationText.invalidDate })
  to?: string;

  @IsOptional()
  @IsIn(PlayStatuses, { message: PlayValidationText.invalidPlayStatus })
  playStatus?: PlayStatus;

  @IsOptional()
  @IsIn(PlayValidationSorts, { message: PlayValidationText.invalidSort })
  sort?: PlayValidationSort;
}

export class PlayValidationDto {
  @IsCatalogId(BookingFieldText.orderId)
  orderId!: string;

  @IsBoolean({ message: PlayValidationText.validationsRequired })
  played!: boolean;
}

export class SavePlayValidationsDto {
  @IsArray({ message: PlayValidationText.validationsRequired })
  @ArrayMinSize(1, { message: PlayValidationText.validationsRequired })
  @ArrayMaxSize(PLAY_VALIDATIONS_PER_SAVE_MAX, { message: PlayValidationText.validationsRequired })
  @ValidateNested({ each: true, message: PlayValidationText.validationsRequired })
  @Type(() => PlayValidationDto)
  validations!: PlayValidationDto[];
}
