import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { BookingEventSubjects, type OrderPlayValidatedEvent } from '@lobby/contracts';
import { EVENT_BUS, type EventBus } from '@lobby/service-kit';
import { PayoutsRepository } from './payouts.repository';

/**
 * Booking's played validations decide which sales can be paid out. They are kept by order id apart from sales,
 * so one that arrives before its sale is not lost; the latest `validatedAt` wins, so a redelivered or older
 * validation changes nothing.
 */
@Injectable()
export class PlayValidationsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly repository: PayoutsRepository,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('payouts-order-play-validated', BookingEventSubjects.orderPlayValidated, (event) =>
      this.orderPlayValidated(event.data),
    );
  }

  async orderPlayValidated(event: OrderPlayValidatedEvent): Promise<void> {
    await this.repository.recordValidation({
      orderId: event.orderId,
      streamerId: event.streamerId,
      played: event.played,
      validatedBy: event.validatedBy,
      validatedAt: new Date(event.validatedAt),
    });
  }
}
