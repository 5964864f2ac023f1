import { IsIn, IsOptional } from 'class-validator';
import { BookingText, RefundDestinations, type RefundDestination } from '@lobby/contracts';
import { IsCatalogId } from '../catalog/catalog-fields';
import { BookingFieldText } from './booking.dto';

export class CancelOrderParams {
  @IsCatalogId(BookingFieldText.orderId)
  orderId!: string;
}

export class CancelSlotParams {
  @IsCatalogId(BookingFieldText.slotId)
  slotId!: string;
}

/** Where the refund goes: 'card' (the way it was paid, the default) or 'wallet'. */
export class RefundDestinationDto {
  @IsOptional()
  @IsIn(RefundDestinations, { message: BookingText.invalidRefundTo })
  refundTo?: RefundDestination;
}
