import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { freePort, portAnswers, waitFor } from './ports';

export { freePort, portAnswers, waitFor } from './ports';
export * from './mail';
export * from './discord-fake';
export * from './service-process';

export interface TestNats {
  url: string;
  stop(): Promise<void>;
}

function natsServerOnPath(): boolean {
  return spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * A NATS server of this test file's own (with JetStream), so parallel test files never answer each
 * other's requests. Needs Debian's `nats-server` on the PATH.
 */
export async function startNats(): Promise<TestNats> {
  if (!natsServerOnPath()) {
    throw new Error('Tests need nats-server on the PATH: apt-get install -y nats-server');
  }
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'lobby-test-nats-'));
  const child: ChildProcess = spawn(
    'nats-server',
    ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(() => portAnswers(port), { what: `nats-server on port ${port}` });
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

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
export * from './service-startup';
export * from './service-harness';
export * from './fake-peers';
export * from './domain-events';
