import { randomUUID } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { REQUEST_ID_HEADER } from '@lobby/contracts';
import { Observable } from 'rxjs';
import { requestContext } from './logger';

/** Runs each message handler inside the request id that the gateway put in the NATS headers. */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const natsContext = context.switchToRpc().getContext<NatsContext>();
    const requestId = natsContext?.getHeaders?.()?.get(REQUEST_ID_HEADER) || randomUUID();
    return new Observable((subscriber) =>
      requestContext.run({ requestId }, () => next.handle().subscribe(subscriber)),
    );
  }
}
