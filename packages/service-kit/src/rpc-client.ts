import { randomUUID } from 'node:crypto';
import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
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
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { DomainError } from './errors';
import { currentRequestId, requestContext } from './logger';

export interface SendOptions {
  timeoutMs?: number;
  /**
   * Whether the call only reads, so a lost one may be sent again: sent once more when it times out or nobody
   * answers (a replica that died holding it, or between its death and its restart). Default: the request
   * context's `idempotent` (the gateway marks GET and HEAD requests), else false. Writes are never resent.
   */
  idempotent?: boolean;
}

/**
 * Typed request-reply over NATS. Every call has a timeout, so a service that is down answers a fast 503
 * instead of a hang, and carries the current request id in the headers. NATS tells at once when no process
 * listens on a subject ("no responders": an empty reply, which Nest raises as EmptyResponseException).
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
    options: SendOptions = {},
  ): Promise<ResponseOf<S>> {
    const idempotent = options.idempotent ?? requestContext.getStore()?.idempotent ?? false;
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    try {
      return await this.request(subject, payload, timeoutMs);
    } catch (error) {
      if (!idempotent || !isLost(error)) throw this.toError(subject, error);
    }
    try {
      return await this.request(subject, payload, timeoutMs);
    } catch (error) {
      throw this.toError(subject, error);
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private request<S extends Subject>(subject: S, payload: RequestOf<S>, timeoutMs: number) {
    const headers = natsHeaders();
    headers.set(REQUEST_ID_HEADER, currentRequestId() ?? randomUUID());
    const record = new NatsRecordBuilder(payload).setHeaders(headers).build();
    return firstValueFrom(this.client.send<ResponseOf<S>>(subject, record).pipe(timeout(timeoutMs)));
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

/** The request got no answer: it timed out, or no process listens on the subject. */
function isLost(error: unknown): boolean {
  return error instanceof TimeoutError || error instanceof EmptyResponseException;
}
