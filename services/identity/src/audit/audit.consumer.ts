import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AuditEventSubjects } from '@lobby/contracts';
import { EVENT_BUS, type EventBus } from '@lobby/service-kit';
import { AuditService } from './audit.service';

/**
 * Keeps every service's staff actions (a durable JetStream consumer of `events.audit.staff-action`). The bus
 * records each event as handled in the transaction that stores it, and the row is keyed by the event id, so a
 * redelivery adds nothing.
 */
@Injectable()
export class AuditConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('staff-audit-log', AuditEventSubjects.staffAction, (event, tx) =>
      this.audit.record(event.id, event.data, tx),
    );
  }
}
