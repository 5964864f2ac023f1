import type { ArgumentsHost } from '@nestjs/common';
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { AuthText, ErrorText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { ErrorResponseFilter } from './error-response.filter';

function respond(exception: unknown) {
  const logged: unknown[] = [];
  const logger = { error: (...args: unknown[]) => logged.push(args) } as unknown as Logger;
  const reply = { status: jest.fn().mockReturnThis(), send: jest.fn().mockReturnThis() };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ id: 'request-7' }), getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  new ErrorResponseFilter(logger).catch(exception, host);
  return { status: reply.status.mock.calls[0][0], body: reply.send.mock.calls[0][0], logged };
}

describe('ErrorResponseFilter', () => {
  it("keeps a domain error's status and text", () => {
    expect(respond(DomainError.forbidden(AuthText.forbidden))).toMatchObject({
      status: 403,
      body: { error: AuthText.forbidden },
      logged: [],
    });
  });

  it('keeps the status and text of an error payload from a service', () => {
    expect(respond({ status: 500, message: ErrorText.unexpected })).toMatchObject({
      status: 500,
      body: { error: ErrorText.unexpected },
    });
  });

  it("answers the framework's own errors with plain texts, not their internals", () => {
    expect(respond(new NotFoundException('Cannot GET /api/secret-route'))).toMatchObject({
      status: 404,
      body: { error: 'Not found' },
    });
    expect(respond(new ForbiddenException('internal detail'))).toMatchObject({
      status: 403,
      body: { error: 'Forbidden' },
    });
  });

  it('hides an unknown error behind a 500 and logs it with the request id', () => {
    const failure = new Error('connection string postgres://secret');
    const { status, body, logged } = respond(failure);
    expect(status).toBe(500);
    expect(body).toEqual({ error: ErrorText.unexpected });
    expect(logged).toEqual([[{ err: failure, requestId: 'request-7' }, 'unhandled error']]);
  });
});
