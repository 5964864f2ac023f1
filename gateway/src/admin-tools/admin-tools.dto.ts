import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  CONFIGURATION_KEY_PATTERN,
  ConfigurationLimits,
  ConfigurationText,
  ErrorText,
  GiveawayLimits,
  InputLimits,
  PROMO_CODE_MAX_LENGTH,
} from '@lobby/contracts';
import { CatalogFieldText, IsCatalogId } from '../catalog/catalog-fields';
import { PageQuery } from '../http/page-query';

const WINDOW_TEXT = 'from and to must be ISO dates';
const WINNERS_TEXT = `winners must be a whole number from 1 to ${GiveawayLimits.winnersMax}`;

export class SaveConfigurationDto {
  @IsString({ message: ConfigurationText.badKey })
  @MaxLength(ConfigurationLimits.keyMax, { message: ConfigurationText.badKey })
  @Matches(CONFIGURATION_KEY_PATTERN, { message: ConfigurationText.badKey })
  key!: string;

  @IsString({ message: ErrorText.badRequest })
  @MaxLength(ConfigurationLimits.valueMax, { message: ConfigurationText.text(ConfigurationLimits.valueMax) })
  value!: string;

  @IsOptional()
  @IsString({ message: ErrorText.badRequest })
  @MaxLength(ConfigurationLimits.descriptionMax, {
    message: `A description is at most ${ConfigurationLimits.descriptionMax} characters`,
  })
  description?: string | null;
}

export class ConfigurationKeyParams {
  @IsString({ message: ConfigurationText.badKey })
  @MaxLength(ConfigurationLimits.keyMax, { message: ConfigurationText.badKey })
  key!: string;
}

export class StreamerFeeParams {
  @IsCatalogId(CatalogFieldText.starId)
  streamerId!: string;
}

export class SetStreamerFeeDto {
  @ValidateIf((body: SetStreamerFeeDto) => body.percent !== null)
  @IsString({ message: ConfigurationText.percent })
  @MaxLength(6, { message: ConfigurationText.percent })
  percent!: string | null;
}

export class PaymentGatewayChangeDto {
  @IsCatalogId('Each payment gateway needs its id')
  _id!: string;

  @IsInt({ message: 'priority must be a whole number' })
  @Min(0, { message: 'priority must be a whole number' })
  @Max(InputLimits.paymentGatewayPriorityMax, { message: 'priority must be a whole number' })
  priority!: number;

  @IsBoolean({ message: 'isActive must be true or false' })
  isActive!: boolean;
}

export class SavePaymentGatewaysDto {
  @IsArray({ message: ErrorText.badRequest })
  @ArrayMinSize(1, { message: ErrorText.badRequest })
  @ArrayMaxSize(20, { message: ErrorText.badRequest })
  @ValidateNested({ each: true })
  @Type(() => PaymentGatewayChangeDto)
  gateways!: PaymentGatewayChangeDto[];
}

export class AllPromoCodesQuery extends PageQuery {
  /** A streamer's id, or 'platform' for the platform-wide codes. */
  @IsOptional()
  @ValidateIf((query: AllPromoCodesQuery) => query.streamerId !== 'platform')
  @IsCatalogId(CatalogFieldText.starId)
  streamerId?: string;

  @IsOptional()
  @IsString({ message: ErrorText.badRequest })
  @MaxLength(PROMO_CODE_MAX_LENGTH, { message: `search is at most ${PROMO_CODE_MAX_LENGTH} characters` })
  search?: string;
}

export class GiveawayRuleQuery {
  @IsISO8601({ strict: true }, { message: WINDOW_TEXT })
  from!: string;

  @IsISO8601({ strict: true }, { message: WINDOW_TEXT })
  to!: string;

  @IsOptional()
  @IsCatalogId(CatalogFieldText.starId)
  streamerId?: string;
}

export class DrawGiveawayDto extends GiveawayRuleQuery {
  @IsString({ message: 'title is required' })
  @MinLength(1, { message: 'title is required' })
  @MaxLength(GiveawayLimits.titleMax, { message: `title is at most ${GiveawayLimits.titleMax} characters` })
  title!: string;

  @IsInt({ message: WINNERS_TEXT })
  @Min(1, { message: WINNERS_TEXT })
  @Max(GiveawayLimits.winnersMax, { message: WINNERS_TEXT })
  winners!: number;

  @IsOptional()
  @IsString({ message: 'seed must be text' })
  @MaxLength(GiveawayLimits.seedMax, { message: `seed is at most ${GiveawayLimits.seedMax} characters` })
  seed?: string;
}

export class GiveawayParams {
  @IsCatalogId('Giveaway not found')
  id!: string;
}

export { PageQuery };
