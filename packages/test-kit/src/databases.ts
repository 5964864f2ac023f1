import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export function clusterUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('DATABASE_URL is not set: run tests through Jest so the global setup provides one');
  return url;
}

/** A fresh database name per test file; the service under test creates and migrates it. */
export function testDatabaseName(prefix: string): string {
  return `test_${prefix}_${randomBytes(5).toString('hex')}`;
}

export async function dropDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: clusterUrl() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The URL of one database on the test cluster, to connect to it directly. */
export function databaseUrl(name: string): string {
  const url = new URL(clusterUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
