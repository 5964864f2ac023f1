import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  AccountFieldText,
  BookingFieldText,
  BookingText,
  InputLimits,
  ProfileLimits,
} from '@lobby/contracts';
import { IsCatalogId } from '../catalog/catalog-fields';

/** What payments' checkout DTO still shares with booking until it moves to the contracts' schemas too. */
export { BookingFieldText };

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
