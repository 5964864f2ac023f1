import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { ObsCodesService } from './obs-codes.service';

@Controller()
export class ObsCodesHandler {
  constructor(private readonly codes: ObsCodesService) {}

  @Handles('live.createObsCode')
  create(@Payload() { userId }: RequestOf<'live.createObsCode'>) {
    return this.codes.create(userId);
  }

  /** Internal: the gateway's OBS sign-in route redeems the code, then asks identity for the streamer's session. */
  @Handles('live.redeemObsCode')
  redeem(@Payload() { code }: RequestOf<'live.redeemObsCode'>) {
    return this.codes.redeem(code);
  }
}
