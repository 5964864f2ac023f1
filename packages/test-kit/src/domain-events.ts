import { randomUUID } from 'node:crypto';
import { connect, JSONCodec, type NatsConnection } from 'nats';

const codec = JSONCodec<unknown>();

/**
 * Publishes durable domain events into the stream the services consume, as another service's outbox relay
 * would: `{ id, subject, occurredAt, data }`. Publishing one event id again with a new message id is how a
 * test makes the same event arrive twice (a redelivery); JetStream itself would drop a repeated message id.
 */
export class DomainEventPublisher {
  private connection!: NatsConnection;

  async start(natsUrl: string): Promise<this> {
    this.connection = await connect({ servers: natsUrl, name: 'test-events' });
    return this;
  }

  async publish(subject: string, data: unknown, eventId: string = randomUUID()): Promise<string> {
    const event = { id: eventId, subject, occurredAt: new Date().toISOString(), data };
    await this.connection.jetstream().publish(subject, codec.encode(event), { msgID: randomUUID() });
    return eventId;
  }

  async stop(): Promise<void> {
    await this.connection?.drain();
  }
}
