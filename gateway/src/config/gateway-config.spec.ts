import { resolve } from 'node:path';
import { ConfigError } from '@lobby/service-kit';
import { localhostTls } from '@lobby/test-kit';
import { readGatewayConfig } from './gateway-config';

const SECRET = 'x'.repeat(32);

function problemsOf(env: Record<string, string>): string[] {
  try {
    readGatewayConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('Expected a ConfigError');
}

describe('readGatewayConfig', () => {
  it('fills in the defaults', () => {
    expect(readGatewayConfig({ JWT_SECRET: SECRET })).toEqual({
      port: 3000,
      host: '0.0.0.0',
      natsUrl: 'nats://127.0.0.1:4222',
      jwtSecret: SECRET,
      rpcTimeoutMs: 3000,
      webDist: resolve(__dirname, '../../../web/dist'),
      webOrigins: ['http://localhost:3000', 'http://localhost:5173'],
      authRateLimitPerMinute: 20,
      searchRateLimitPerMinute: 120,
      trustProxy: false,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      oauth: {},
      uploadsDir: resolve(__dirname, '../../../.data/uploads'),
      privateFilesDir: resolve(__dirname, '../../../.data/private'),
      marketingPixel: null,
      tls: null,
    });
  });

  it('reads the marketing pixel only with its id and an http(s) endpoint', () => {
    expect(
      readGatewayConfig({
        JWT_SECRET: SECRET,
        MARKETING_PIXEL_ID: 'px-1',
        MARKETING_PIXEL_ENDPOINT: 'https://pixel.example/collect',
      }).marketingPixel,
    ).toEqual({ id: 'px-1', endpoint: 'https://pixel.example/collect' });
    expect(problemsOf({ JWT_SECRET: SECRET, MARKETING_PIXEL_ID: 'px-1' })).toEqual([
      'MARKETING_PIXEL_ID and MARKETING_PIXEL_ENDPOINT must be set together (one is missing)',
    ]);
    expect(
      problemsOf({
        JWT_SECRET: SECRET,
        MARKETING_PIXEL_ID: 'px-1',
        MARKETING_PIXEL_ENDPOINT: 'javascript:x',
      }),
    ).toEqual(['MARKETING_PIXEL_ENDPOINT must be an http(s) URL (got "javascript:x")']);
  });

  it('reads every setting', () => {
    const config = readGatewayConfig({
      JWT_SECRET: SECRET,
      PORT: '8080',
      HOST: '127.0.0.1',
      NATS_URL: 'nats://nats:4222',
      RPC_TIMEOUT_MS: '1500',
      WEB_DIST: '/srv/web',
      WEB_ORIGIN: 'https://lobby.gg, https://www.lobby.gg',
      AUTH_RATE_LIMIT: '5',
      SEARCH_RATE_LIMIT: '50',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'debug',
      PUBLIC_URL: 'https://lobby.gg/',
      UPLOADS_DIR: '/srv/uploads',
      PRIVATE_FILES_DIR: '/srv/private',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      natsUrl: 'nats://nats:4222',
      rpcTimeoutMs: 1500,
      webDist: '/srv/web',
      webOrigins: ['https://lobby.gg', 'https://www.lobby.gg'],
      authRateLimitPerMinute: 5,
      searchRateLimitPerMinute: 50,
      trustProxy: 1,
      logLevel: 'debug',
      publicUrl: 'https://lobby.gg',
      uploadsDir: '/srv/uploads',
      privateFilesDir: '/srv/private',
    });
  });

  it('defaults PUBLIC_URL to this port on localhost', () => {
    expect(readGatewayConfig({ JWT_SECRET: SECRET, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('enables a social sign-in provider only with its client id and secret, at its real endpoints by default', () => {
    const config = readGatewayConfig({
      JWT_SECRET: SECRET,
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      DISCORD_AUTHORIZE_URL: 'http://127.0.0.1:9000/authorize',
    });
    expect(config.oauth).toEqual({
      google: {
        clientId: 'google-id',
        clientSecret: 'google-secret',
        authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      },
    });
  });

  it("reads each provider's endpoints", () => {
    const config = readGatewayConfig({
      JWT_SECRET: SECRET,
      DISCORD_CLIENT_ID: 'discord-id',
      DISCORD_CLIENT_SECRET: 'discord-secret',
      DISCORD_AUTHORIZE_URL: 'http://127.0.0.1:9000/authorize',
      DISCORD_TOKEN_URL: 'http://127.0.0.1:9000/token',
      DISCORD_USERINFO_URL: 'http://127.0.0.1:9000/userinfo',
    });
    expect(config.oauth.discord).toEqual({
      clientId: 'discord-id',
      clientSecret: 'discord-secret',
      authorizeUrl: 'http://127.0.0.1:9000/authorize',
      tokenUrl: 'http://127.0.0.1:9000/token',
      userinfoUrl: 'http://127.0.0.1:9000/userinfo',
    });
    expect(config.oauth.google).toBeUndefined();
  });

  it('refuses half a provider registration and provider URLs that are not URLs', () => {
    expect(
      problemsOf({ JWT_SECRET: SECRET, GOOGLE_CLIENT_ID: 'google-id', DISCORD_TOKEN_URL: 'discord' }),
    ).toEqual([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (one is missing)',
      'DISCORD_TOKEN_URL must be a URL (got "discord")',
    ]);
  });

  it('reads the TLS certificate and key together, and names a file it cannot read', async () => {
    const LOCALHOST_TLS = await localhostTls();
    const tls = readGatewayConfig({
      JWT_SECRET: SECRET,
      TLS_CERT_FILE: LOCALHOST_TLS.certFile,
      TLS_KEY_FILE: LOCALHOST_TLS.keyFile,
    }).tls;
    expect(tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(tls?.key.toString()).toContain('PRIVATE KEY');
    expect(problemsOf({ JWT_SECRET: SECRET, TLS_CERT_FILE: LOCALHOST_TLS.certFile })).toEqual([
      'TLS_CERT_FILE and TLS_KEY_FILE must be set together (one is missing)',
    ]);
    expect(
      problemsOf({
        JWT_SECRET: SECRET,
        TLS_CERT_FILE: '/nowhere/cert.pem',
        TLS_KEY_FILE: LOCALHOST_TLS.keyFile,
      }),
    ).toEqual([expect.stringMatching(/^TLS_CERT_FILE cannot be read \(ENOENT/)]);
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of proxies', () => {
    const trust = (value: string) => readGatewayConfig({ JWT_SECRET: SECRET, TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('names every problem at once', () => {
    expect(problemsOf({ PORT: 'eighty', AUTH_RATE_LIMIT: '0' })).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'JWT_SECRET is required',
      'AUTH_RATE_LIMIT must be a whole number from 1 to 100000 (got "0")',
    ]);
  });

  it('refuses a short JWT secret and an origin that is not a URL', () => {
    expect(problemsOf({ JWT_SECRET: 'short', WEB_ORIGIN: 'http://localhost:5173,lobby' })).toEqual([
      'JWT_SECRET must be at least 32 characters',
      'WEB_ORIGIN must be a comma-separated list of URLs (got "lobby")',
    ]);
  });
});
