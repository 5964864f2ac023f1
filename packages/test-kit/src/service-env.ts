import { pingSubject, type ServiceName } from '@lobby/contracts';
import { RpcClient, startService, type RunningService, type ServiceDefinition } from '@lobby/service-kit';
import type { Pool } from 'pg';
import { clusterUrl } from './databases';
import { waitFor } from './ports';

/**
 * How long a process under test waits for another's answer over NATS. Production waits 3 s; the suite runs two
 * stacks and a browser on two cores, where a password hash behind a request can take longer than that alone.
 */
export const TEST_RPC_TIMEOUT_MS = '10000';

/**
 * The settings every service under test starts with: its own database on the test cluster, the test's
 * nats-server, any free HTTP port and no logs; `extra` adds or overrides.
 */
export function serviceEnv(
  databaseName: string,
  natsUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: clusterUrl(),
    DATABASE_NAME: databaseName,
    NATS_URL: natsUrl,
    HTTP_PORT: '0',
    LOG_LEVEL: 'silent',
    RPC_TIMEOUT_MS: TEST_RPC_TIMEOUT_MS,
    ...extra,
  };
}

/** A service running in the test process on its own database and the test's nats-server. */
export function startTestService(
  definition: ServiceDefinition<unknown>,
  databaseName: string,
  natsUrl: string,
  extra: Record<string, string> = {},
): Promise<RunningService> {
  return startService(definition, serviceEnv(databaseName, natsUrl, extra));
}

/** Waits until the service answers its ping over NATS: its subscription has reached the server. */
export async function serviceAnswering(
  natsUrl: string,
  service: ServiceName,
  { timeoutMs, intervalMs }: { timeoutMs: number; intervalMs: number },
): Promise<void> {
  const probe = new RpcClient(natsUrl, 1000, `${service}-ping-probe`);
  try {
    await waitFor(
      () =>
        probe.send(pingSubject(service), {}).then(
          () => true,
          () => false,
        ),
      { what: `${service} answering its ping`, timeoutMs, intervalMs },
    );
  } finally {
    await probe.close();
  }
}

/** Waits until the service's outbox has worked every queued delivery (sent or given up). */
export async function deliveriesWorked(db: Pool, what = 'the queued deliveries worked'): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await db.query<{ pending: number }>(
        'SELECT count(*)::int AS pending FROM kit_deliveries WHERE sent_at IS NULL AND failed_at IS NULL',
      );
      return rows[0].pending === 0;
    },
    { what },
  );
}
