import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { WalletTopUpsService } from './wallet-top-ups.service';

@Controller()
export class WalletTopUpsHandler {
  constructor(private readonly topUps: WalletTopUpsService) {}

  @Handles('payments.createTopUp')
  create(@Payload() { userId, amount, currency }: RequestOf<'payments.createTopUp'>) {
    return this.topUps.create(userId, amount, currency);
  }

  @Handles('payments.topUpReturn')
  returned(@Payload() { userId, sessionId }: RequestOf<'payments.topUpReturn'>) {
    return this.topUps.returned(userId, sessionId);
  }
}
