import type { RequestOf, ResponseOf, RpcErrorPayload, Subject } from '@lobby/contracts';
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';

type Responder<S extends Subject> = (request: RequestOf<S>) => ResponseOf<S> | Promise<ResponseOf<S>>;

/** Thrown by a responder to answer with an error, as a service's DomainError would cross the wire. */
export class PeerRefusal extends Error {
  constructor(readonly payload: RpcErrorPayload) {
    super(payload.message);
  }
}

interface NestRequest {
  id: string;
  data: unknown;
}

const codec = JSONCodec<unknown>();

/**
 * Stand-ins for other services on the test's nats-server: each answers one subject the way a NestJS service
 * does (its request and reply envelopes), so the service under test talks to them through its real RPC client.
 * Every request is recorded. A subject without a responder has no subscriber at all, like a service that is down.
 */
export class FakePeers {
  readonly requests: { subject: Subject; data: unknown }[] = [];
  private connection!: NatsConnection;
  private readonly subscriptions = new Map<Subject, Subscription>();

  async start(natsUrl: string): Promise<this> {
    this.connection = await connect({ servers: natsUrl, name: 'fake-peers' });
    return this;
  }

  async stop(): Promise<void> {
    await this.connection?.drain();
  }

  answer<S extends Subject>(subject: S, respond: Responder<S>): void {
    this.down(subject);
    const subscription = this.connection.subscribe(subject, {
      callback: (error, message) => {
        if (error) return;
        const request = codec.decode(message.data) as NestRequest;
        this.requests.push({ subject, data: request.data });
        void (async () => {
          try {
            const response = await respond(request.data as RequestOf<S>);
            message.respond(codec.encode({ id: request.id, response, isDisposed: true }));
          } catch (failure) {
            const err =
              failure instanceof PeerRefusal ? failure.payload : { status: 500, message: String(failure) };
            message.respond(codec.encode({ id: request.id, err, isDisposed: true }));
          }
        })();
      },
    });
    this.subscriptions.set(subject, subscription);
  }

  /** Stops answering the subject, as when its service is down. */
  down(subject: Subject): void {
    this.subscriptions.get(subject)?.unsubscribe();
    this.subscriptions.delete(subject);
  }

  /** Waits until the server has every subscription, so a request sent next finds its responder. */
  flush(): Promise<void> {
    return this.connection.flush();
  }

  /** Everything published on a core NATS subject from now on (realtime pushes, say), decoded. */
  listen(subject: string): unknown[] {
    const received: unknown[] = [];
    this.connection.subscribe(subject, {
      callback: (error, message) => error || received.push(codec.decode(message.data)),
    });
    return received;
  }

  requestsOf(subject: Subject): unknown[] {
    return this.requests.filter((request) => request.subject === subject).map((request) => request.data);
  }
}
