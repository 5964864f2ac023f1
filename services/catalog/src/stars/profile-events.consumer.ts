import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEventSubjects } from '@lobby/contracts';
import { EVENT_BUS, type EventBus } from '@lobby/service-kit';
import { StarsService } from './stars.service';

/** Keeps the stars read model from identity's profile snapshots (a durable JetStream consumer). */
@Injectable()
export class ProfileEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly stars: StarsService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('stars-from-profiles', DomainEventSubjects.userProfileChanged, (event, tx) =>
      this.stars.applyProfile(event.data, tx),
    );
  }
}
