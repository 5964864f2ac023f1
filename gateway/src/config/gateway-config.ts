import { resolve } from 'node:path';
import { DEFAULT_NATS_URL, EnvReader } from '@lobby/service-kit';

/** Which proxies may set x-forwarded-for: none, all, a hop count, or a list of addresses/CIDRs (Fastify's trustProxy). */
export type TrustProxy = boolean | number | string[];

export interface GatewayConfig {
  port: number;
  host: string;
  natsUrl: string;
  jwtSecret: string;
  rpcTimeoutMs: number;
  webDist: string;
  webOrigins: string[];
  authRateLimitPerMinute: number;
  trustProxy: TrustProxy;
  logLevel: string;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** Reads and validates the gateway's environment once; throws one ConfigError naming every problem. */
export function readGatewayConfig(environment: Record<string, string | undefined>): GatewayConfig {
  const env = new EnvReader(environment);
  const config: GatewayConfig = {
    port: env.int('PORT', 3000, { min: 0, max: 65535 }),
    host: env.string('HOST', '0.0.0.0'),
    natsUrl: env.string('NATS_URL', DEFAULT_NATS_URL),
    jwtSecret: env.secret('JWT_SECRET'),
    rpcTimeoutMs: env.int('RPC_TIMEOUT_MS', 3000, { min: 100, max: 30000 }),
    webDist: resolve(env.string('WEB_DIST', resolve(__dirname, '../../../web/dist'))),
    webOrigins: env
      .string('WEB_ORIGIN', 'http://localhost:3000,http://localhost:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    authRateLimitPerMinute: env.int('AUTH_RATE_LIMIT', 20, { min: 1, max: 100_000 }),
    trustProxy: parseTrustProxy(env.optional('TRUST_PROXY')),
    logLevel: env.string('LOG_LEVEL', 'info'),
  };

  for (const origin of config.webOrigins) {
    if (!URL.canParse(origin))
      env.problem(`WEB_ORIGIN must be a comma-separated list of URLs (got "${origin}")`);
  }
  env.finish();
  return config;
}

function parseTrustProxy(raw: string | null): TrustProxy {
  if (raw === null || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
