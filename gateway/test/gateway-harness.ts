import { randomBytes } from 'node:crypto';
import { startService, type RunningService } from '@lobby/service-kit';
import {
  clusterUrl,
  dropDatabase,
  startMailCatcher,
  startNats,
  testDatabaseName,
  type MailCatcher,
  type TestNats,
} from '@lobby/test-kit';
import { identityService } from '../../services/identity/src/identity.definition';
import { createGateway, type RunningGateway } from '../src/gateway';

export const PASSWORD = 'correct horse battery';

export interface ApiResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field
  body: any;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface SignedInUser {
  id: string;
  email: string;
  username: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * The real stack a gateway test drives: its own nats-server, an SMTP catcher, the identity service on
 * its own database, and the gateway in-process on a free port.
 */
export class GatewayHarness {
  nats!: TestNats;
  mail!: MailCatcher;
  identity: RunningService | null = null;
  gateway!: RunningGateway;
  readonly databaseName = testDatabaseName('gw');
  readonly jwtSecret = randomBytes(32).toString('hex');

  async start(
    gatewayEnv: Record<string, string> = {},
    identityEnv: Record<string, string> = {},
  ): Promise<this> {
    this.nats = await startNats();
    this.mail = await startMailCatcher();
    await this.startIdentity(identityEnv);
    this.gateway = await this.startGateway(gatewayEnv);
    return this;
  }

  /** Another gateway instance on the same NATS, e.g. with other settings. */
  startGateway(env: Record<string, string> = {}): Promise<RunningGateway> {
    return createGateway({
      PORT: '0',
      HOST: '127.0.0.1',
      NATS_URL: this.nats.url,
      JWT_SECRET: this.jwtSecret,
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'silent',
      ...env,
    });
  }

  async startIdentity(env: Record<string, string> = {}): Promise<void> {
    this.identity = await startService(identityService, {
      DATABASE_URL: clusterUrl(),
      DATABASE_NAME: this.databaseName,
      NATS_URL: this.nats.url,
      HTTP_PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: this.jwtSecret,
      SMTP_URL: this.mail.smtpUrl,
      WEB_URL: 'http://localhost:3000',
      ...env,
    });
  }

  async stopIdentity(): Promise<void> {
    await this.identity?.close();
    this.identity = null;
  }

  async stop(): Promise<void> {
    await this.gateway?.close();
    await this.stopIdentity();
    await this.mail?.close();
    await this.nats?.stop();
    await dropDatabase(this.databaseName);
  }

  async request(
    method: string,
    path: string,
    options: RequestOptions = {},
    baseUrl = this.gateway.url,
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body, text, headers: response.headers };
  }

  get(path: string, options: Omit<RequestOptions, 'body'> = {}) {
    return this.request('GET', path, options);
  }

  post(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) {
    return this.request('POST', path, { ...options, body });
  }

  newAccount(prefix = 'fan') {
    const suffix = randomBytes(4).toString('hex');
    return {
      email: `${prefix}_${suffix}@example.com`,
      username: `${prefix}_${suffix}`,
      fullName: 'Fan Person',
      password: PASSWORD,
    };
  }

  /** Signs up, verifies with the emailed code and signs in, all through the gateway. */
  async signedInUser(prefix = 'fan'): Promise<SignedInUser> {
    const account = this.newAccount(prefix);
    const signup = await this.post('/auth/signup', account);
    if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${signup.text}`);
    const otp = otpFrom(await this.mail.waitForMail(account.email));
    const verified = await this.post('/api/auth/verify_otp/', { token: signup.body.token, otp });
    if (verified.status !== 200) throw new Error(`verification failed: ${verified.status} ${verified.text}`);
    const login = await this.post('/auth/login', { email: account.email, password: account.password });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
    return {
      ...account,
      id: login.body.user._id,
      accessToken: login.body.accessToken,
      refreshToken: login.body.refreshToken,
    };
  }
}

export function otpFrom(mail: { text: string }): string {
  const match = /code is (\d{6})/.exec(mail.text);
  if (!match) throw new Error(`No code in mail: ${mail.text}`);
  return match[1];
}

/** The token at the end of a link such as http://localhost:3000/reset-password/<token>. */
export function linkTokenFrom(mail: { text: string }, path: string): string {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in mail: ${mail.text}`);
  return match[1];
}
