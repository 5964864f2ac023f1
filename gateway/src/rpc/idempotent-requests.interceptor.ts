import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { requestContext } from '@lobby/service-kit';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';

/** Requests that only read: the RPCs they make may be sent twice (RpcClient's `idempotent`). */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Marks a GET or HEAD request's context as idempotent, so the service client sends its RPCs once more when a
 * service replica dies holding one. Writes are never resent: they answer 503 instead.
 */
@Injectable()
export class IdempotentRequestsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const current = requestContext.getStore();
    if (context.getType() !== 'http' || !current) return next.handle();
    const { method } = context.switchToHttp().getRequest<FastifyRequest>();
    const marked = { ...current, idempotent: READ_METHODS.has(method) };
    return new Observable((subscriber) =>
      requestContext.run(marked, () => next.handle().subscribe(subscriber)),
    );
  }
}
