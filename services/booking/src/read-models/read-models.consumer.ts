import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CatalogEventSubjects,
  DomainEventSubjects,
  type GigChangedEvent,
  type UserProfileChangedEvent,
} from '@lobby/contracts';
import { EVENT_BUS, type EventBus } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { ReadModelsRepository } from './read-models.repository';

/**
 * Keeps booking's copies of catalog's gigs (owner, price, default seats, bookable) and identity's names
 * (for orders and invoices) from their durable snapshot events (parsed by the bus: a malformed one never reaches
 * here); an older snapshot never replaces a newer one.
 */
@Injectable()
export class ReadModelsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly readModels: ReadModelsRepository,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('booking-gigs', CatalogEventSubjects.gigChanged, (event, tx) =>
      this.applyGig(event.data, tx),
    );
    this.bus.subscribe('booking-people', DomainEventSubjects.userProfileChanged, (event, tx) =>
      this.applyPerson(event.data, tx),
    );
  }

  async applyGig(gig: GigChangedEvent, tx?: Executor): Promise<void> {
    await this.readModels.upsertGig(
      {
        id: gig.gigId,
        streamerId: gig.streamerId,
        slug: gig.slug,
        title: gig.title,
        price: gig.price,
        currency: gig.currency,
        players: gig.players,
        modeMinutes: gig.modeMinutes,
        cancellationPolicy: gig.cancellationPolicy ?? null,
        bookable: gig.bookable,
        version: new Date(gig.version),
      },
      tx,
    );
  }

  async applyPerson(person: UserProfileChangedEvent, tx?: Executor): Promise<void> {
    await this.readModels.upsertPerson(
      {
        id: person.userId,
        username: person.username,
        fullName: person.fullName,
        listed: person.listed,
        version: new Date(person.version),
      },
      tx,
    );
  }
}
