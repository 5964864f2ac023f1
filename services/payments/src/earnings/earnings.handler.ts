import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { EarningsService } from './earnings.service';

/** Earnings as the streamer sees them; the gateway has checked the caller may act for the streamer. */
@Controller()
export class EarningsHandler {
  constructor(private readonly earnings: EarningsService) {}

  @Handles('payments.streamerEarnings')
  summary(@Payload() request: RequestOf<'payments.streamerEarnings'>) {
    return this.earnings.summary(request);
  }

  @Handles('payments.streamerEarningsByDay')
  byDay(@Payload() request: RequestOf<'payments.streamerEarningsByDay'>) {
    return this.earnings.byDay(request);
  }

  @Handles('payments.platformFees')
  platformFees(@Payload() { streamerId }: RequestOf<'payments.platformFees'>) {
    return this.earnings.platformFees(streamerId);
  }

  @Handles('payments.saleTax')
  saleTax(@Payload() { orderId, streamerId, amountPaid }: RequestOf<'payments.saleTax'>) {
    return this.earnings.saleTax(orderId, streamerId, amountPaid);
  }

  @Handles('payments.liveSessionEarnings')
  liveSessionEarnings(@Payload() { streamerId }: RequestOf<'payments.liveSessionEarnings'>) {
    return this.earnings.liveSessionEarnings(streamerId);
  }
}
