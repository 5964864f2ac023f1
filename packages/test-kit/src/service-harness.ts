import type { RequestOf, ResponseOf, Subject } from '@lobby/contracts';
import { RpcClient, type RunningService, type ServiceDefinition } from '@lobby/service-kit';
import { Pool } from 'pg';
import { databaseUrl, dropDatabase, testDatabaseName } from './databases';
import { startNats, type TestNats } from './nats';
import { startTestService } from './service-env';

const HARNESS_CALL_TIMEOUT_MS = 30_000;

/**
 * One service running for real in the test process: its own database, its own nats-server, and a typed
 * client that talks to it over NATS exactly as the gateway does.
 */
export class ServiceHarness {
  nats!: TestNats;
  service!: RunningService;
  rpc!: RpcClient;
  /** Direct access to the service's database, to set up states the API can't reach quickly. */
  db!: Pool;
  readonly databaseName: string;

  constructor(
    private readonly definition: ServiceDefinition<unknown>,
    private readonly env: Record<string, string> = {},
  ) {
    this.databaseName = testDatabaseName(definition.service);
  }

  async start(): Promise<this> {
    this.nats = await startNats();
    await this.startService();
    // Tests assert what a call answers, not how fast (benchmarks do): on a loaded CI machine 200 racing buyers
    // can take longer than the gateway's patience, and a call that times out would read as refused.
    this.rpc = new RpcClient(this.nats.url, HARNESS_CALL_TIMEOUT_MS, `${this.definition.service}-test`);
    this.db = new Pool({ connectionString: databaseUrl(this.databaseName), max: 2 });
    return this;
  }

  async startService(extraEnv: Record<string, string> = {}): Promise<void> {
    this.service = await startTestService(this.definition, this.databaseName, this.nats.url, {
      ...this.env,
      ...extraEnv,
    });
  }

  send<S extends Subject>(subject: S, payload: RequestOf<S>): Promise<ResponseOf<S>> {
    return this.rpc.send(subject, payload);
  }

  async stop(): Promise<void> {
    await this.rpc?.close();
    await this.db?.end();
    await this.service?.close();
    await this.nats?.stop();
    await dropDatabase(this.databaseName);
  }
}

/** Awaits a call that must be refused and returns its status and message; fails when it succeeded. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error('Expected the call to be refused, but it succeeded');
}
