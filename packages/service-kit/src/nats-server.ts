import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { NatsConnection } from 'nats';

type NatsServerOptions = NonNullable<NatsOptions['options']>;

/**
 * Nest's NATS server, closed by draining: it stops taking new requests, lets the ones in flight answer,
 * then closes the connection.
 */
export class DrainingNatsServer extends ServerNats {
  private connected = false;

  constructor(options: NatsServerOptions) {
    super({ waitOnFirstConnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 500, ...options });
    this.status.subscribe((status) => {
      this.connected = String(status) === 'connected';
    });
  }

  isConnected(): boolean {
    return this.connected;
  }

  private connection(): NatsConnection | null {
    try {
      return this.unwrap<NatsConnection>();
    } catch {
      return null;
    }
  }

  override async close(): Promise<void> {
    const client = this.connection();
    if (client && !client.isClosed()) {
      await client.drain().catch(() => client.close());
    }
    this.connected = false;
    await super.close();
  }
}
