import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { PromoCodesService } from './promo-codes.service';

@Controller()
export class PromoCodesHandler {
  constructor(private readonly promoCodes: PromoCodesService) {}

  @Handles('payments.createPromoCode')
  create(@Payload() request: RequestOf<'payments.createPromoCode'>) {
    return this.promoCodes.create(request);
  }

  @Handles('payments.togglePromoCode')
  toggle(@Payload() { userId, isStaff, promoCodeId }: RequestOf<'payments.togglePromoCode'>) {
    return this.promoCodes.toggle(userId, isStaff === true, promoCodeId);
  }

  @Handles('payments.updatePromoCode')
  update(@Payload() request: RequestOf<'payments.updatePromoCode'>) {
    return this.promoCodes.update(request);
  }

  @Handles('payments.deletePromoCode')
  remove(@Payload() { userId, isStaff, promoCodeId }: RequestOf<'payments.deletePromoCode'>) {
    return this.promoCodes.remove(userId, isStaff === true, promoCodeId);
  }

  @Handles('payments.streamerPromoCodes')
  forStreamer(@Payload() { userId, isStaff, streamerId }: RequestOf<'payments.streamerPromoCodes'>) {
    return this.promoCodes.forStreamer(userId, isStaff === true, streamerId);
  }

  @Handles('payments.adminPromoCodes')
  adminPage(@Payload() { userId: _staff, ...query }: RequestOf<'payments.adminPromoCodes'>) {
    return this.promoCodes.adminPage(query);
  }

  @Handles('payments.verifyPromoCode')
  verify(@Payload() request: RequestOf<'payments.verifyPromoCode'>) {
    return this.promoCodes.verify(request);
  }

  @Handles('payments.reservePromoUse')
  reserve(@Payload() { code, userId, orderId, price }: RequestOf<'payments.reservePromoUse'>) {
    return this.promoCodes.reserve(code, userId, orderId, price);
  }

  @Handles('payments.releasePromoUse')
  release(@Payload() { orderId }: RequestOf<'payments.releasePromoUse'>) {
    return this.promoCodes.release(orderId);
  }
}
