import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription } from 'nats';

type NatsServerOptions = NonNullable<NatsOptions['options']> & { queue?: string };

/** How long a closing server waits for the requests it holds to be answered. */
const ANSWER_IN_FLIGHT_MS = 10_000;

/**
 * Nest's NATS server, closed by draining: it unsubscribes (the queue group's other members get every new
 * request from then on), answers the requests it already holds, then closes the connection.
 */
export class DrainingNatsServer extends ServerNats {
  private connected = false;
  private readonly queue: string | undefined;
  private readonly requestSubscriptions: Subscription[] = [];
  /** Requests taken and not yet answered, each resolved by its last reply. */
  private readonly unanswered = new Map<Msg, () => void>();
  private readonly answering = new Set<Promise<void>>();

  constructor(options: NatsServerOptions) {
    super({ waitOnFirstConnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 500, ...options });
    this.queue = options.queue;
    this.status.subscribe((status) => {
      this.connected = String(status) === 'connected';
    });
  }

  isConnected(): boolean {
    return this.connected;
  }

  /** Nest's own binding, keeping the subscriptions so that close() can drain them first. */
  override bindEvents(client: NatsConnection): void {
    for (const [channel, handler] of this.messageHandlers) {
      const queue = (handler.extras?.queue as string | undefined) ?? this.queue;
      const callback = this.getMessageHandler(channel).bind(this);
      this.requestSubscriptions.push(client.subscribe(channel, { queue, callback }));
    }
  }

  override async handleMessage(channel: string, message: Msg): Promise<unknown> {
    if (!message.reply) return super.handleMessage(channel, message);
    const answered = new Promise<void>((resolve) => this.unanswered.set(message, resolve));
    this.answering.add(answered);
    void answered.then(() => this.answering.delete(answered));
    try {
      return await super.handleMessage(channel, message);
    } catch (error) {
      this.unanswered.get(message)?.();
      throw error;
    }
  }

  override getPublisher(...args: Parameters<ServerNats['getPublisher']>): (response: unknown) => unknown {
    const message = args[0] as Msg;
    const publish = super.getPublisher(...args);
    return (response) => {
      const result = publish(response);
      // Nest sends a reply's last packet with isDisposed (an error or no handler come alone).
      const packet = response as { isDisposed?: boolean; err?: unknown; status?: string };
      if (packet.isDisposed || packet.status === 'error') {
        this.unanswered.get(message)?.();
        this.unanswered.delete(message);
      }
      return result;
    };
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
      // Stop taking requests, handle those already delivered, answer them all, then close.
      await Promise.all(
        this.requestSubscriptions.map((subscription) => subscription.drain().catch(() => undefined)),
      );
      await Promise.race([
        Promise.all(this.answering),
        new Promise((resolve) => setTimeout(resolve, ANSWER_IN_FLIGHT_MS).unref()),
      ]);
      await client.drain().catch(() => client.close());
    }
    this.requestSubscriptions.length = 0;
    this.connected = false;
    await super.close();
  }
}
