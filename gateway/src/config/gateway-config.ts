import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type OAuthProvider, OAuthProviders } from '@lobby/contracts';
import { DEFAULT_NATS_URL, EnvReader } from '@lobby/service-kit';

/** A social sign-in provider's client registration and endpoints. */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** Where each provider lives unless configured otherwise (tests point them at a local mock). */
const OAUTH_DEFAULT_URLS: Record<OAuthProvider, Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
  },
};

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
  /** Requests per minute per client and route on public search and signal routes (higher than auth). */
  searchRateLimitPerMinute: number;
  trustProxy: TrustProxy;
  logLevel: string;
  /** The origin browsers use (no trailing slash): OAuth callbacks and the final sign-in redirect. */
  publicUrl: string;
  /** Enabled providers only: a provider is enabled when its client id and secret are both set. */
  oauth: Partial<Record<OAuthProvider, OAuthProviderConfig>>;
  /** Local folder of uploaded public images, served at /uploads. */
  uploadsDir: string;
  /** Local folder of private documents (onboarding): never served statically, only through their routes. */
  privateFilesDir: string;
  /**
   * The ad pixel the web app's marketing events go to (spec §7 Other), or null when none is configured (then
   * nothing is sent). The endpoint's origin is added to the CSP's connect-src so the browser may post to it.
   */
  marketingPixel: { id: string; endpoint: string } | null;
  /**
   * The certificate and key (PEM) when the gateway itself serves HTTPS (TLS_CERT_FILE and TLS_KEY_FILE): then over
   * HTTP/2, with HTTP/1.1 kept for older clients and WebSocket upgrades. Null serves plain HTTP (behind a proxy
   * that terminates TLS, or locally).
   */
  tls: { cert: Buffer; key: Buffer } | null;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** Reads and validates the gateway's environment once; throws one ConfigError naming every problem. */
export function readGatewayConfig(environment: Record<string, string | undefined>): GatewayConfig {
  const env = new EnvReader(environment);
  const port = env.int('PORT', 3000, { min: 0, max: 65535 });
  const config: GatewayConfig = {
    port,
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
    searchRateLimitPerMinute: env.int('SEARCH_RATE_LIMIT', 120, { min: 1, max: 100_000 }),
    trustProxy: parseTrustProxy(env.optional('TRUST_PROXY')),
    logLevel: env.string('LOG_LEVEL', 'info'),
    publicUrl: env.url('PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, ''),
    oauth: readOAuthProviders(env),
    uploadsDir: resolve(env.string('UPLOADS_DIR', resolve(__dirname, '../../../.data/uploads'))),
    privateFilesDir: resolve(env.string('PRIVATE_FILES_DIR', resolve(__dirname, '../../../.data/private'))),
    marketingPixel: readMarketingPixel(env),
    tls: readTls(env),
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

function readOAuthProviders(env: EnvReader): GatewayConfig['oauth'] {
  const providers: GatewayConfig['oauth'] = {};
  for (const provider of OAuthProviders) {
    const prefix = provider.toUpperCase();
    const clientId = env.optional(`${prefix}_CLIENT_ID`);
    const clientSecret = env.optional(`${prefix}_CLIENT_SECRET`);
    const defaults = OAUTH_DEFAULT_URLS[provider];
    const urls = {
      authorizeUrl: env.url(`${prefix}_AUTHORIZE_URL`, defaults.authorizeUrl),
      tokenUrl: env.url(`${prefix}_TOKEN_URL`, defaults.tokenUrl),
      userinfoUrl: env.url(`${prefix}_USERINFO_URL`, defaults.userinfoUrl),
    };
    if (clientId && clientSecret) providers[provider] = { clientId, clientSecret, ...urls };
    else if (clientId || clientSecret)
      env.problem(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together (one is missing)`);
  }
  return providers;
}

function readMarketingPixel(env: EnvReader): GatewayConfig['marketingPixel'] {
  const id = env.optional('MARKETING_PIXEL_ID');
  const endpoint = env.optional('MARKETING_PIXEL_ENDPOINT');
  if (endpoint && !/^https?:\/\/./.test(endpoint)) {
    env.problem(`MARKETING_PIXEL_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
    return null;
  }
  if (id && endpoint) return { id, endpoint };
  if (id || endpoint) {
    env.problem('MARKETING_PIXEL_ID and MARKETING_PIXEL_ENDPOINT must be set together (one is missing)');
  }
  return null;
}

function readTls(env: EnvReader): GatewayConfig['tls'] {
  const certFile = env.optional('TLS_CERT_FILE');
  const keyFile = env.optional('TLS_KEY_FILE');
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) {
    env.problem('TLS_CERT_FILE and TLS_KEY_FILE must be set together (one is missing)');
    return null;
  }
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      env.problem(`${name} cannot be read (${(error as Error).message})`);
      return null;
    }
  };
  const cert = read('TLS_CERT_FILE', certFile);
  const key = read('TLS_KEY_FILE', keyFile);
  return cert && key ? { cert, key } : null;
}
