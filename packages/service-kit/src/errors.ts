import { ArgumentsHost, Catch, type RpcExceptionFilter } from '@nestjs/common';
import { ErrorText, isRpcErrorPayload, type RpcErrorPayload } from '@lobby/contracts';
import type { Logger } from 'pino';
import { type Observable, throwError } from 'rxjs';

export type ErrorKind =
  'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'too_many' | 'unavailable';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_many: 429,
  unavailable: 503,
};

const KIND_BY_STATUS = new Map(
  Object.entries(STATUS_BY_KIND).map(([kind, status]) => [status, kind as ErrorKind]),
);

/** The one error type of every service: an expected failure with a user-facing message. */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
    this.status = STATUS_BY_KIND[kind];
  }

  static invalid(message: string) {
    return new DomainError('invalid', message);
  }
  static unauthorized(message: string) {
    return new DomainError('unauthorized', message);
  }
  static forbidden(message: string) {
    return new DomainError('forbidden', message);
  }
  static notFound(message: string) {
    return new DomainError('not_found', message);
  }
  static conflict(message: string) {
    return new DomainError('conflict', message);
  }
  static gone(message: string) {
    return new DomainError('gone', message);
  }
  static tooMany(message: string) {
    return new DomainError('too_many', message);
  }
  static unavailable(message: string) {
    return new DomainError('unavailable', message);
  }

  toPayload(): RpcErrorPayload {
    return { status: this.status, message: this.message };
  }

  /** Rebuilds a DomainError from what crossed the wire; unknown statuses become a generic 500. */
  static fromPayload(payload: RpcErrorPayload): DomainError | RpcErrorPayload {
    const kind = KIND_BY_STATUS.get(payload.status);
    return kind ? new DomainError(kind, payload.message) : payload;
  }
}

/** PostgreSQL's invalid_text_representation: a value its column's type cannot read, like a malformed uuid. */
const INVALID_TEXT_REPRESENTATION = '22P02';

function isUnreadableByDatabase(error: unknown): boolean {
  const pgError = (error as { cause?: unknown } | null)?.cause ?? error;
  return (pgError as { code?: unknown } | null)?.code === INVALID_TEXT_REPRESENTATION;
}

/**
 * Maps anything thrown by a message handler to `{ status, message }`; unknown errors are logged and hidden.
 * Services leave the shape of ids to the gateway's DTOs; one that still reaches a query malformed (from another
 * service or an event) is the caller's mistake, answered 400, never a 500.
 */
export function toErrorPayload(error: unknown, logger: Logger): RpcErrorPayload {
  if (error instanceof DomainError) return error.toPayload();
  if (isRpcErrorPayload(error)) return error;
  if (isUnreadableByDatabase(error)) {
    logger.warn({ err: error }, 'a value the database cannot read reached a query');
    return DomainError.invalid(ErrorText.badRequest).toPayload();
  }
  logger.error({ err: error }, 'unhandled error in message handler');
  return { status: 500, message: ErrorText.unexpected };
}

@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    const payload = toErrorPayload(exception, this.logger);
    return throwError(() => payload);
  }
}
