import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  AccountFieldText,
  BookingFieldText,
  BookingText,
  InputLimits,
  PageSizes,
  ProfileLimits,
} from '@lobby/contracts';
import { CatalogFieldText, IsCatalogId, IsIdentifier, WholeNumber } from '../catalog/catalog-fields';
import { PageQuery } from '../http/page-query';

export { BookingFieldText } from '@lobby/contracts';

const MAX_TIME_ZONE_LENGTH = 64;

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A streamer's new slot (or the same slot on `repeatWeeks` weeks), in the streamer's time zone. */
export class AddSlotsDto {
  @IsCatalogId(BookingText.invalidGig)
  gigId!: string;

  @IsString({ message: BookingText.invalidDate })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: BookingText.invalidDate })
  date!: string;

  @IsString({ message: BookingText.invalidTime })
  @Matches(/^\d{2}:\d{2}$/, { message: BookingText.invalidTime })
  startTime!: string;

  /** Left out: the start plus the length of the gig's game mode (booking checks a given one matches it). */
  @IsOptional()
  @IsString({ message: BookingText.invalidTime })
  @Matches(/^\d{2}:\d{2}$/, { message: BookingText.invalidTime })
  endTime?: string;

  @trimmed()
  @IsString({ message: BookingText.invalidTimeZone })
  @IsNotEmpty({ message: BookingText.invalidTimeZone })
  @MaxLength(MAX_TIME_ZONE_LENGTH, { message: BookingText.invalidTimeZone })
  timeZone!: string;

  /** Left out: the players of the gig's game mode. */
  @IsOptional()
  @IsInt({ message: BookingText.invalidSeats })
  @Min(1, { message: BookingText.invalidSeats })
  @Max(InputLimits.slotSeatsMax, { message: BookingText.invalidSeats })
  seats?: number;

  @IsOptional()
  @IsInt({ message: BookingText.invalidRepeat })
  @Min(1, { message: BookingText.invalidRepeat })
  @Max(InputLimits.slotRepeatWeeksMax, { message: BookingText.invalidRepeat })
  repeatWeeks?: number;
}

export class StreamerIdParams {
  @IsCatalogId(CatalogFieldText.starId)
  id!: string;
}

export class MonthParams extends StreamerIdParams {
  @WholeNumber(1, 12, BookingText.monthYearRequired)
  month!: number;

  @WholeNumber(2000, 3000, BookingText.monthYearRequired)
  year!: number;
}

export class TimeZoneQuery {
  @IsOptional()
  @trimmed()
  @IsString({ message: BookingText.invalidTimeZone })
  @IsNotEmpty({ message: BookingText.invalidTimeZone })
  @MaxLength(MAX_TIME_ZONE_LENGTH, { message: BookingText.invalidTimeZone })
  timeZone?: string;
}

export class SlotIdParams {
  @IsCatalogId(BookingFieldText.slotId)
  id!: string;
}

/** A slot's booked users, four to a page (spec §9). */
export class SlotUsersQuery extends PageQuery {
  override limit: number = PageSizes.slotUsers;
}

export class SlotAvailabilityDto {
  @IsOptional()
  @IsInt({ message: BookingText.invalidPlayers })
  @Min(1, { message: BookingText.invalidPlayers })
  @Max(InputLimits.slotSeatsMax, { message: BookingText.invalidPlayers })
  numberOfPlayers?: number;
}

/** The slug path segment may be missing or blank: the route answers 'Slug is required' for both. */
export class SlugParams {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsIdentifier()
  slug?: string;
}

export class SlugQuery {
  @IsOptional()
  @IsIdentifier()
  username?: string;
}

/** How many play: one seat each. */
export const PlayersField = () =>
  applyDecorators(
    IsInt({ message: BookingText.invalidPlayers }),
    Min(1, { message: BookingText.invalidPlayers }),
    Max(InputLimits.slotSeatsMax, { message: BookingText.invalidPlayers }),
  );

/** One gamer tag per player, trimmed. */
export const GamerTagsField = () =>
  applyDecorators(
    IsArray({ message: BookingText.gamerTagsRequired }),
    ArrayMinSize(1, { message: BookingText.gamerTagsRequired }),
    ArrayMaxSize(InputLimits.slotSeatsMax, { message: BookingText.gamerTagsRequired }),
    Transform(({ value }) =>
      Array.isArray(value) ? value.map((tag) => (typeof tag === 'string' ? tag.trim() : tag)) : value,
    ),
    IsString({ each: true, message: BookingText.gamerTagsRequired }),
    IsNotEmpty({ each: true, message: BookingText.gamerTagsRequired }),
    MaxLength(ProfileLimits.gamerTagMax, { each: true, message: AccountFieldText.gamerTagTooLong }),
  );

export class OrderIdParams {
  @IsCatalogId(BookingFieldText.orderId)
  id!: string;
}

export class UserIdParams {
  @IsCatalogId(BookingFieldText.userId)
  id!: string;
}

export class OrdersPageQuery extends PageQuery {
  override limit: number = PageSizes.orders;
}

export class StreamerOrdersParams {
  @IsCatalogId(CatalogFieldText.starId)
  streamerId!: string;
}

/** Spec §5 "Lists": monthly order listings require year and month. */
export class MonthlyOrdersQuery extends OrdersPageQuery {
  @WholeNumber(1, 12, BookingText.monthYearRequired)
  month!: number;

  @WholeNumber(2000, 3000, BookingText.monthYearRequired)
  year!: number;

  @IsOptional()
  @trimmed()
  @IsString({ message: BookingText.invalidTimeZone })
  @MaxLength(MAX_TIME_ZONE_LENGTH, { message: BookingText.invalidTimeZone })
  timeZone?: string;
}

/** Past and upcoming sessions: six to a page, newest first unless `sort=asc`. */
export class SessionsQuery extends PageQuery {
  override limit: number = PageSizes.sessions;

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: BookingFieldText.sort })
  sort?: 'asc' | 'desc';
}

class GamerTagChange {
  @IsUUID('all', { message: BookingFieldText.gamerTagId })
  _id!: string;

  @trimmed()
  @IsString({ message: BookingText.gamerTagsRequired })
  @IsNotEmpty({ message: BookingText.gamerTagsRequired })
  @MaxLength(ProfileLimits.gamerTagMax, { message: AccountFieldText.gamerTagTooLong })
  gamerTag!: string;
}

/** Spec POST /api/orders/update_gamer_tags. */
export class UpdateGamerTagsDto {
  @IsArray({ message: BookingText.gamerTagsRequired })
  @ArrayMinSize(1, { message: BookingText.gamerTagsRequired })
  @ArrayMaxSize(InputLimits.slotSeatsMax, { message: BookingText.gamerTagsRequired })
  @ValidateNested({ each: true })
  @Type(() => GamerTagChange)
  updatedGamerTagsWithId!: GamerTagChange[];

  @IsCatalogId(BookingFieldText.orderId)
  order_id!: string;

  @IsOptional()
  @IsCatalogId(BookingFieldText.slotId)
  slot_id?: string;
}

/** Spec POST /api/v1/user/edit-gamer-tag. */
export class EditGamerTagDto {
  @IsCatalogId(BookingFieldText.slotId)
  slotId!: string;

  @IsUUID('all', { message: BookingFieldText.gamerTagId })
  gamerTagId!: string;

  @trimmed()
  @IsString({ message: BookingText.gamerTagsRequired })
  @IsNotEmpty({ message: BookingText.gamerTagsRequired })
  @MaxLength(ProfileLimits.gamerTagMax, { message: AccountFieldText.gamerTagTooLong })
  gamerTag!: string;
}

/** Spec POST /api/post/slots/delete/user: the streamer removes a fan's booking from a slot. */
export class RemoveSlotUserDto {
  @IsCatalogId(BookingFieldText.slotId)
  slotId!: string;

  @IsCatalogId(BookingFieldText.userId)
  userId!: string;
}

/** Spec POST /api/v1/user/booked-slot-details. */
export class BookedSlotDetailsDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: BookingText.productRequired })
  @IsNotEmpty({ message: BookingText.productRequired })
  @MaxLength(200, { message: BookingText.productRequired })
  productIdOrSlug!: string;

  @IsOptional()
  @IsIdentifier()
  username?: string;
}

export class SetLobbyCodeDto {
  @IsCatalogId(BookingFieldText.slotId)
  slotId!: string;

  @IsString({ message: BookingFieldText.lobbyCode })
  @MaxLength(InputLimits.lobbyCodeMax, { message: BookingFieldText.lobbyCode })
  lobbyCode!: string;
}

/** A gig's lobby code (`productId`), or a live session's (`liveSessionId`, which wins when both are given). */
export class UserLobbyCodeQuery {
  @ValidateIf((query: UserLobbyCodeQuery) => query.liveSessionId === undefined)
  @IsCatalogId(BookingText.productRequired)
  productId?: string;

  @IsOptional()
  @IsCatalogId(BookingFieldText.liveSessionId)
  liveSessionId?: string;
}

/** A slot's lobby code (`slotId`), or a live session's (`liveSessionId`, which wins when both are given). */
export class StreamerLobbyCodeQuery {
  @ValidateIf((query: StreamerLobbyCodeQuery) => query.liveSessionId === undefined)
  @IsCatalogId(BookingFieldText.slotId)
  slotId?: string;

  @IsOptional()
  @IsCatalogId(BookingFieldText.liveSessionId)
  liveSessionId?: string;
}
