import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CatalogEventSubjects,
  DomainEventSubjects,
  isCancellationPolicyName,
  isCurrency,
  type GigChangedEvent,
  type UserProfileChangedEvent,
} from '@lobby/contracts';
import { EVENT_BUS, type EventBus, isUuid, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { Executor } from '../db/database';
import { ReadModelsRepository } from './read-models.repository';

/**
 * Keeps booking's copies of catalog's gigs (owner, price, default seats, bookable) and identity's names
 * (for orders and invoices) from their durable snapshot events; an older snapshot never replaces a newer one.
 */
@Injectable()
export class ReadModelsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly readModels: ReadModelsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe<GigChangedEvent>('booking-gigs', CatalogEventSubjects.gigChanged, (event, tx) =>
      this.applyGig(event.data, tx),
    );
    this.bus.subscribe<UserProfileChangedEvent>(
      'booking-people',
      DomainEventSubjects.userProfileChanged,
      (event, tx) => this.applyPerson(event.data, tx),
    );
  }

  async applyGig(gig: GigChangedEvent, tx?: Executor): Promise<void> {
    const valid =
      isUuid(gig?.gigId) &&
      isUuid(gig.streamerId) &&
      typeof gig.slug === 'string' &&
      typeof gig.title === 'string' &&
      Number.isInteger(gig.price) &&
      gig.price > 0 &&
      isCurrency(gig.currency) &&
      !Number.isNaN(Date.parse(gig.version));
    if (!valid) {
      this.logger.warn({ gig }, 'ignored a malformed gig-changed event');
      return;
    }
    await this.readModels.upsertGig(
      {
        id: gig.gigId,
        streamerId: gig.streamerId,
        slug: gig.slug,
        title: gig.title,
        price: gig.price,
        currency: gig.currency,
        players: Number.isInteger(gig.players) ? gig.players : null,
        modeMinutes: Number.isInteger(gig.modeMinutes) && gig.modeMinutes! > 0 ? gig.modeMinutes : null,
        cancellationPolicy: isCancellationPolicyName(gig.cancellationPolicy) ? gig.cancellationPolicy : null,
        bookable: gig.bookable === true,
        version: new Date(gig.version),
      },
      tx,
    );
  }

  async applyPerson(person: UserProfileChangedEvent, tx?: Executor): Promise<void> {
    const valid =
      isUuid(person?.userId) &&
      typeof person.username === 'string' &&
      typeof person.fullName === 'string' &&
      !Number.isNaN(Date.parse(person.version));
    if (!valid) {
      this.logger.warn({ person }, 'ignored a malformed user-profile-changed event');
      return;
    }
    await this.readModels.upsertPerson(
      {
        id: person.userId,
        username: person.username,
        fullName: person.fullName,
        listed: person.listed !== false,
        version: new Date(person.version),
      },
      tx,
    );
  }
}
