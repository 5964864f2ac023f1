import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { PlayValidationsService } from './play-validations.service';

@Controller()
export class PlayValidationsHandler {
  constructor(private readonly validations: PlayValidationsService) {}

  @Handles('booking.playValidationOrders')
  list(
    @Payload()
    { streamerId, from, to, playStatus, sort, page, limit }: RequestOf<'booking.playValidationOrders'>,
  ) {
    return this.validations.list(streamerId, { from, to, playStatus, sort }, { page, limit });
  }

  @Handles('booking.savePlayValidations')
  save(@Payload() { userId, streamerId, validations }: RequestOf<'booking.savePlayValidations'>) {
    return this.validations.save(userId, streamerId, validations);
  }
}
