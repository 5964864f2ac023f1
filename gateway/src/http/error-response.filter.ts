import { STATUS_CODES } from 'node:http';
import { ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { AuthText, ErrorText, isRpcErrorPayload } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

const NOT_FOUND_TEXT = 'Not found';

/**
 * Texts for errors the framework raises itself (no route, malformed JSON, rate limit). Their own
 * messages name internals ("Cannot GET /api/x", parser details), so the client gets a plain text.
 */
const FRAMEWORK_TEXTS: Record<number, string> = {
  400: ErrorText.badRequest,
  404: NOT_FOUND_TEXT,
  429: AuthText.tooManyRequests,
};

/** The text for an error the framework raised itself, by its status. */
export function frameworkErrorText(status: number): string {
  return FRAMEWORK_TEXTS[status] ?? STATUS_CODES[status] ?? ErrorText.badRequest;
}

interface ErrorResponse {
  status: number;
  error: string;
}

/**
 * Every error becomes `{ error: message }`. The gateway's own refusals and the services' answers are
 * DomainErrors (or their wire payloads) and keep their status and text; anything unknown is logged
 * with the request id and answered with a generic 500.
 */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const { status, error } = this.toResponse(exception, http.getRequest<FastifyRequest>().id);
    http.getResponse<FastifyReply>().status(status).send({ error });
  }

  private toResponse(exception: unknown, requestId: string): ErrorResponse {
    if (exception instanceof DomainError) return { status: exception.status, error: exception.message };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status < 500) return { status, error: frameworkErrorText(status) };
    } else if (isRpcErrorPayload(exception) && exception.status >= 400 && exception.status < 600) {
      return { status: exception.status, error: exception.message };
    }
    this.logger.error({ err: exception, requestId }, 'unhandled error');
    return { status: 500, error: ErrorText.unexpected };
  }
}
