import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { Currencies, type Currency, ErrorText, PayoutText } from '@lobby/contracts';
import { PageQuery } from '../http/page-query';

/** One request names at most this many orders (as payments allows). */
const MAX_ORDERS = 1000;

const IsId = (each = false) => IsUUID('all', { each, message: ErrorText.badRequest });

export class PayoutIdParams {
  @IsId()
  id!: string;
}

export class PayoutStreamerParams {
  @IsId()
  streamerId!: string;
}

export class PayoutHistoryQuery extends PageQuery {}

/** The streamer's routes: a moderator names the streamer they act for. */
export class StreamerPayoutQuery {
  @IsOptional()
  @IsString()
  streamerId?: string;
}

export class StreamerPayoutHistoryQuery extends PageQuery {
  @IsOptional()
  @IsString()
  streamerId?: string;
}

export class CreatePayoutDto {
  @IsId()
  streamerId!: string;

  @IsIn(Currencies, { message: ErrorText.badRequest })
  currency!: Currency;

  @IsArray({ message: ErrorText.badRequest })
  @ArrayMinSize(1, { message: ErrorText.badRequest })
  @ArrayMaxSize(MAX_ORDERS, { message: ErrorText.badRequest })
  @IsId(true)
  orderIds!: string[];
}

export class UpdatePayoutDto {
  @IsOptional()
  @IsArray({ message: ErrorText.badRequest })
  @ArrayMaxSize(MAX_ORDERS, { message: ErrorText.badRequest })
  @IsId(true)
  addOrderIds?: string[];

  @IsOptional()
  @IsArray({ message: ErrorText.badRequest })
  @ArrayMaxSize(MAX_ORDERS, { message: ErrorText.badRequest })
  @IsId(true)
  removeOrderIds?: string[];
}

export class CompletePayoutDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: PayoutText.transferReferenceRequired })
  @MaxLength(100, { message: PayoutText.transferReferenceRequired })
  transferReference!: string;
}
