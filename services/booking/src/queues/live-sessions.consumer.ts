import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LiveEventSubjects, type LiveSessionChangedEvent } from '@lobby/contracts';
import { EVENT_BUS, type EventBus, TransactionRunner } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { QueueManagementService } from './queue-management.service';
import { QueuesRepository } from './queues.repository';

/**
 * Keeps booking's copy of live's sessions (streamer, title, VIP price, live or ended) from their durable
 * snapshot events; an older snapshot never replaces a newer one and never reopens a closed queue. A session
 * reported ended while its queue is still open is closed here (live normally closes it first).
 */
@Injectable()
export class LiveSessionsConsumer implements OnModuleInit {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly queues: QueuesRepository,
    private readonly management: QueueManagementService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('live-sessions', LiveEventSubjects.liveSessionChanged, (event, tx) =>
      this.applySession(event.data, tx),
    );
  }

  /** Without a transaction (tests, tools) it runs in one of its own. */
  async applySession(session: LiveSessionChangedEvent, tx?: Executor): Promise<void> {
    if (!tx) return this.transactions.run((own) => this.applySession(session, own));
    await this.queues.upsertSession(
      {
        id: session.liveSessionId,
        streamerId: session.streamerId,
        title: session.title,
        price: session.price,
        currency: session.currency,
        status: session.status,
        version: new Date(session.version),
      },
      tx,
    );
    if (session.status === 'ended') await this.management.closeEnded(tx, session.liveSessionId);
  }
}
