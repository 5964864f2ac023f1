import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { ServiceName } from '@lobby/contracts';
import { databaseUrl, dropDatabase, testDatabaseName } from './databases';
import type { TestNats } from './nats';
import { serviceAnswering, serviceEnv } from './service-env';

/**
 * Another service running as its own process from its build (`dist/main.js`), as it runs in production, on
 * a test's nats-server: a service's test can talk to a second service only by messages, never by importing
 * it. Needs the build (`npm test` builds first). `stop` ends the process; `start` runs it again on the same
 * database.
 */
export class ServiceProcess {
  readonly databaseName: string;
  private child: ChildProcess | null = null;

  constructor(
    readonly service: ServiceName,
    private readonly mainPath: string,
    private readonly nats: TestNats,
    private readonly env: Record<string, string> = {},
  ) {
    this.databaseName = testDatabaseName(service);
  }

  /** The database URL, to set up or inspect what the service stores. */
  get databaseUrl(): string {
    return databaseUrl(this.databaseName);
  }

  async start(): Promise<this> {
    if (!existsSync(this.mainPath)) {
      throw new Error(`${this.mainPath} is missing: build first (npx tsc -b tsconfig.build.json)`);
    }
    this.child = spawn(process.execPath, [this.mainPath], {
      stdio: 'ignore',
      env: { ...process.env, ...serviceEnv(this.databaseName, this.nats.url, this.env) },
    });
    await serviceAnswering(this.nats.url, this.service, { timeoutMs: 30_000, intervalMs: 200 });
    return this;
  }

  /** SIGTERM drains and stops; SIGKILL is a crash (nothing in flight finishes). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
  }

  /** Stops the process and drops its database. */
  async remove(): Promise<void> {
    await this.stop();
    await dropDatabase(this.databaseName);
  }
}
