import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'pino';
import { Client, Pool, type PoolClient } from 'pg';
import { databaseUrlFor } from './config';
import { ensureKitTables } from './events/kit-tables';

/** Any service's Drizzle handle; each repository narrows it with its schema. */
export type Database<TSchema extends Record<string, unknown> = Record<string, unknown>> =
  NodePgDatabase<TSchema>;

const DUPLICATE_DATABASE = '42P04';
const UNIQUE_VIOLATION = '23505';
/** Arbitrary constant shared by every replica, so only one of them migrates or seeds at a time. */
const STARTUP_LOCK_KEY = 7_201_104;

/** Creates the database if it does not exist; safe when several replicas start at once. */
export async function ensureDatabase(clusterUrl: string, databaseName: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) {
    throw new Error(`Refusing to create a database with the name "${databaseName}"`);
  }
  const client = new Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${databaseName}"`);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // Two replicas raced to create it: the other one won, which is what we wanted.
    if (code !== DUPLICATE_DATABASE && code !== UNIQUE_VIOLATION) throw error;
  } finally {
    await client.end();
  }
}

export interface OpenDatabaseOptions<TSchema extends Record<string, unknown>> {
  clusterUrl: string;
  databaseName: string;
  migrationsFolder: string;
  schema: TSchema;
  logger: Logger;
  poolSize?: number;
}

export interface OpenDatabase<TSchema extends Record<string, unknown>> {
  pool: Pool;
  db: Database<TSchema>;
}

/**
 * Ensures the service's database exists, applies its committed migrations and the kit's own tables under a lock
 * (replicas starting together must not race on DDL), and opens a pool.
 */
export async function openDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<OpenDatabase<TSchema>> {
  await ensureDatabase(options.clusterUrl, options.databaseName);
  const pool = new Pool({
    connectionString: databaseUrlFor(options.clusterUrl, options.databaseName),
    max: options.poolSize ?? 10,
  });
  pool.on('error', (error) => options.logger.error({ err: error }, 'idle database client failed'));

  await withStartupLock(pool, async (client) => {
    await migrate(drizzle(client), { migrationsFolder: options.migrationsFolder });
    await ensureKitTables(client);
  });
  options.logger.info({ database: options.databaseName }, 'database ready');
  return { pool, db: drizzle(pool, { schema: options.schema }) };
}

/**
 * Runs `work` holding the database's start-up lock (a session advisory lock, so a replica that dies lets go of
 * it): replicas starting together migrate and load their seed data one at a time. Advisory locks are per
 * database, so other services' start-ups never wait for it.
 */
export async function withStartupLock<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint: name } = pgError as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && (constraint === undefined || name === constraint);
}
