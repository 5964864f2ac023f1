import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@lobby/contracts';
import { requestContext } from '@lobby/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** A caller's id is kept only when it is short and plain, so it can't forge or flood log lines. */
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify's genReqId: the caller's x-request-id when acceptable, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Echoes the request id, runs the handler (guards, pipes, controller) inside service-kit's request
 * context so the RpcClient forwards it over NATS and every log line names it, and logs each response.
 */
export function registerRequestContext(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Entered after the body is parsed: body parsing runs in the socket's async context, not the request's.
  fastify.addHook('preHandler', (request, _reply, done) => {
    requestContext.run({ requestId: request.id }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    logger.info(
      {
        requestId: request.id,
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
}
