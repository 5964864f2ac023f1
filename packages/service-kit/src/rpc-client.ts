import { randomUUID } from 'node:crypto';
import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
import {
  isRpcErrorPayload,
  REQUEST_ID_HEADER,
  serviceOfSubject,
  serviceUnavailableText,
  type RequestOf,
  type ResponseOf,
  type Subject,
} from '@lobby/contracts';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, timeout } from 'rxjs';
import { DomainError } from './errors';
import { currentRequestId } from './logger';

/**
 * Typed request-reply over NATS. Every call has a timeout, so a service that is down answers a fast 503
 * instead of a hang, and carries the current request id in the headers.
 */
export class RpcClient {
  private readonly client: ClientNats;

  constructor(
    natsUrl: string,
    private readonly timeoutMs: number,
    name = 'rpc-client',
  ) {
    this.client = new ClientNats({
      servers: natsUrl,
      name,
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
  }

  async send<S extends Subject>(
    subject: S,
    payload: RequestOf<S>,
    options: { timeoutMs?: number } = {},
  ): Promise<ResponseOf<S>> {
    const headers = natsHeaders();
    headers.set(REQUEST_ID_HEADER, currentRequestId() ?? randomUUID());
    const record = new NatsRecordBuilder(payload).setHeaders(headers).build();
    try {
      return await firstValueFrom(
        this.client.send<ResponseOf<S>>(subject, record).pipe(timeout(options.timeoutMs ?? this.timeoutMs)),
      );
    } catch (error) {
      throw this.toError(subject, error);
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /**
   * An answer from the service keeps its status. Anything else is the transport failing (timeout, no
   * handler, NATS connection lost): the service is unavailable to us, so 503.
   */
  private toError(subject: Subject, error: unknown): unknown {
    if (isRpcErrorPayload(error)) return DomainError.fromPayload(error);
    return DomainError.unavailable(serviceUnavailableText(serviceOfSubject(subject)));
  }
}
