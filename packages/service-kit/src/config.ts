import type { ServiceName } from '@lobby/contracts';
import { EnvReader } from './env';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

/** Health ports per service when HTTP_PORT is not set; the gateway listens on 3000. */
export const DefaultHealthPorts: Record<ServiceName, number> = {
  identity: 3101,
  catalog: 3102,
  booking: 3103,
  payments: 3104,
  live: 3105,
  notifications: 3106,
  content: 3107,
};

export interface ServiceConfig {
  service: ServiceName;
  httpPort: number;
  /** The cluster URL; the service's own database name replaces its path. */
  databaseUrl: string;
  databaseName: string;
  natsUrl: string;
  rpcTimeoutMs: number;
  logLevel: string;
  version: string;
}

export function readServiceConfig(service: ServiceName, env: EnvReader): ServiceConfig {
  return {
    service,
    httpPort: env.int('HTTP_PORT', DefaultHealthPorts[service], { min: 0, max: 65535 }),
    databaseUrl: env.url('DATABASE_URL', DEFAULT_DATABASE_URL),
    // DATABASE_PREFIX lets several stacks share one PostgreSQL cluster without sharing data (tests, previews).
    databaseName: env.string('DATABASE_NAME', `${env.string('DATABASE_PREFIX', 'lobby')}_${service}`),
    natsUrl: env.string('NATS_URL', DEFAULT_NATS_URL),
    rpcTimeoutMs: env.int('RPC_TIMEOUT_MS', 3000, { min: 100, max: 30000 }),
    logLevel: env.string('LOG_LEVEL', 'info'),
    version: env.string('APP_VERSION', '0.1.0'),
  };
}

export function databaseUrlFor(clusterUrl: string, databaseName: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}
