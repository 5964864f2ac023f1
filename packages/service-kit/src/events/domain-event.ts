/** What travels on JetStream: the outbox row's id (also the de-duplication id), its subject and its data. */
export interface DomainEvent<T = unknown> {
  id: string;
  subject: string;
  occurredAt: string;
  data: T;
}
