import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { PayoutsService } from './payouts.service';

/**
 * Payouts. Staff subjects are reached only through the gateway's admin routes (Payouts read or write); the
 * streamer's (`payments.payout` with `streamerId`, history, summary) after the gateway checked they may act for
 * the streamer.
 */
@Controller()
export class PayoutsHandler {
  constructor(private readonly payouts: PayoutsService) {}

  @Handles('payments.remainingPayouts')
  remaining(@Payload() { streamerId }: RequestOf<'payments.remainingPayouts'>) {
    return this.payouts.remaining(streamerId);
  }

  @Handles('payments.generatePayouts')
  generate(@Payload() { userId, streamerId }: RequestOf<'payments.generatePayouts'>) {
    return this.payouts.generate(userId, streamerId);
  }

  @Handles('payments.createPayout')
  create(@Payload() { userId, ...request }: RequestOf<'payments.createPayout'>) {
    return this.payouts.create(userId, request);
  }

  @Handles('payments.updatePayout')
  update(@Payload() { userId, ...request }: RequestOf<'payments.updatePayout'>) {
    return this.payouts.update(userId, request);
  }

  @Handles('payments.removePayout')
  remove(@Payload() { userId, payoutId }: RequestOf<'payments.removePayout'>) {
    return this.payouts.remove(userId, payoutId);
  }

  @Handles('payments.completePayout')
  complete(@Payload() { userId, ...request }: RequestOf<'payments.completePayout'>) {
    return this.payouts.complete(userId, request);
  }

  @Handles('payments.activePayouts')
  active(@Payload() { streamerId }: RequestOf<'payments.activePayouts'>) {
    return this.payouts.active(streamerId);
  }

  @Handles('payments.payoutHistory')
  history(@Payload() { streamerId, page }: RequestOf<'payments.payoutHistory'>) {
    return this.payouts.history(streamerId, page);
  }

  @Handles('payments.payout')
  payout(@Payload() { payoutId, streamerId }: RequestOf<'payments.payout'>) {
    return this.payouts.payout(payoutId, streamerId);
  }

  @Handles('payments.payoutSheet')
  sheet(@Payload() { payoutId }: RequestOf<'payments.payoutSheet'>) {
    return this.payouts.sheet(payoutId);
  }

  @Handles('payments.payoutSummary')
  summary(@Payload() { streamerId }: RequestOf<'payments.payoutSummary'>) {
    return this.payouts.summary(streamerId);
  }
}
