import { ErrorText } from '@lobby/contracts';
import pino from 'pino';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { DomainError, toErrorPayload } from './errors';

const silent = pino({ level: 'silent' });

describe('toErrorPayload', () => {
  it('answers a domain error with its status and text', () => {
    expect(toErrorPayload(DomainError.notFound('Order not found'), silent)).toEqual({
      status: 404,
      message: 'Order not found',
    });
  });

  it('hides an unknown error behind a 500', () => {
    expect(toErrorPayload(new Error('boom'), silent)).toEqual({ status: 500, message: ErrorText.unexpected });
  });

  it('answers 400 when PostgreSQL cannot read a malformed uuid, through Drizzle as services query', async () => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL });
    try {
      const error = await drizzle(pool)
        .execute(sql`SELECT ${'not-a-uuid'}::uuid`)
        .then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
      expect(error).toBeDefined();
      expect(toErrorPayload(error, silent)).toEqual({ status: 400, message: ErrorText.badRequest });
    } finally {
      await pool.end();
    }
  });
});
