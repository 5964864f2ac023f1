import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthText, type Role, type StaffPermission } from '@lobby/contracts';
import type { RunningService } from '@lobby/service-kit';
import {
  databaseUrl,
  deliveriesWorked,
  dropDatabase,
  type MailCatcher,
  otpFrom,
  serviceAnswering,
  startMailCatcher,
  startNats,
  startTestService,
  TEST_RPC_TIMEOUT_MS,
  testDatabaseName,
  type TestNats,
} from '@lobby/test-kit';
import { Pool } from 'pg';
import { bookingService } from '../../services/booking/src/booking.definition';
import { catalogService } from '../../services/catalog/src/catalog.definition';
import { contentService } from '../../services/content/src/content.definition';
import { identityService } from '../../services/identity/src/identity.definition';
import { notificationsService } from '../../services/notifications/src/notifications.definition';
import { paymentsService } from '../../services/payments/src/payments.definition';
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
  /** JSON unless it is a string or a FormData (multipart, with its own content type). */
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

export interface StackOptions {
  /** Start the real content service too. */
  content?: boolean;
  /** Start the real catalog service too, with these settings (SEED_DEMO_DATA, say). */
  catalog?: Record<string, string>;
  /** Start the real booking service too, with these settings. */
  booking?: Record<string, string>;
  /** Start the real payments service too, with these settings (point its rate and location URLs at fakes). */
  payments?: Record<string, string>;
}

/**
 * The real stack a gateway test drives: its own nats-server, an SMTP catcher, the identity service on
 * its own database (and content and catalog when asked), and the gateway in-process on a free port, keeping
 * uploads in a temporary folder.
 */
export class GatewayHarness {
  nats!: TestNats;
  mail!: MailCatcher;
  identity: RunningService | null = null;
  content: RunningService | null = null;
  catalog: RunningService | null = null;
  booking: RunningService | null = null;
  payments: RunningService | null = null;
  notifications: RunningService | null = null;
  gateway!: RunningGateway;
  readonly databaseName = testDatabaseName('gw');
  readonly contentDatabaseName = testDatabaseName('gw_content');
  readonly catalogDatabaseName = testDatabaseName('gw_catalog');
  readonly bookingDatabaseName = testDatabaseName('gw_booking');
  readonly paymentsDatabaseName = testDatabaseName('gw_payments');
  readonly notificationsDatabaseName = testDatabaseName('gw_notifications');
  readonly jwtSecret = randomBytes(32).toString('hex');
  readonly uploadsDir = mkdtempSync(join(tmpdir(), 'lobby-gw-uploads-'));

  async start(
    gatewayEnv: Record<string, string> = {},
    identityEnv: Record<string, string> = {},
    options: StackOptions = {},
  ): Promise<this> {
    this.nats = await startNats();
    this.mail = await startMailCatcher();
    await this.startIdentity(identityEnv);
    if (options.content) await this.startContent();
    if (options.catalog) await this.startCatalog(options.catalog);
    if (options.booking) await this.startBooking(options.booking);
    if (options.payments) await this.startPayments(options.payments);
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
      SEARCH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'silent',
      RPC_TIMEOUT_MS: TEST_RPC_TIMEOUT_MS,
      UPLOADS_DIR: this.uploadsDir,
      ...env,
    });
  }

  async startContent(): Promise<void> {
    this.content = await startTestService(contentService, this.contentDatabaseName, this.nats.url);
  }

  /** Catalog keeps its demo pictures in the gateway's uploads folder, as `npm start` does. */
  async startCatalog(env: Record<string, string> = {}): Promise<void> {
    this.catalog = await startTestService(catalogService, this.catalogDatabaseName, this.nats.url, {
      UPLOADS_DIR: this.uploadsDir,
      ...env,
    });
  }

  async startBooking(env: Record<string, string> = {}): Promise<void> {
    this.booking = await startTestService(bookingService, this.bookingDatabaseName, this.nats.url, env);
  }

  async startPayments(env: Record<string, string> = {}): Promise<void> {
    this.payments = await startTestService(paymentsService, this.paymentsDatabaseName, this.nats.url, env);
    await serviceAnswering(this.nats.url, 'payments', { timeoutMs: 15_000, intervalMs: 50 });
  }

  /** Payments goes away (its database stays, for startPayments to bring it back). */
  async stopPayments(): Promise<void> {
    await this.payments?.close();
    this.payments = null;
  }

  /** The notifications service too, with these settings (its SMTP or Discord addresses, say). */
  async startNotifications(env: Record<string, string> = {}): Promise<void> {
    this.notifications = await startTestService(
      notificationsService,
      this.notificationsDatabaseName,
      this.nats.url,
      env,
    );
  }

  async startIdentity(env: Record<string, string> = {}): Promise<void> {
    this.identity = await startTestService(identityService, this.databaseName, this.nats.url, {
      JWT_SECRET: this.jwtSecret,
      SMTP_URL: this.mail.smtpUrl,
      WEB_URL: 'http://localhost:3000',
      ...env,
    });
    // Back means answering over NATS: the restarted service's subscription must have reached the server.
    await serviceAnswering(this.nats.url, 'identity', { timeoutMs: 15_000, intervalMs: 50 });
  }

  async stopIdentity(): Promise<void> {
    await this.identity?.close();
    this.identity = null;
  }

  /** A signed-in account with a staff role and exactly these permissions, written straight into identity's database. */
  async staffUser(permissions: StaffPermission[], role: Role = 'admin'): Promise<SignedInUser> {
    const staff = await this.signedInUser('staff');
    await this.withIdentityDatabase(async (db) => {
      await db.query('UPDATE users SET role = $2 WHERE id = $1', [staff.id, role]);
      for (const grant of permissions) {
        await db.query(
          'INSERT INTO staff_permissions (user_id, service, can_read, can_write) VALUES ($1, $2, $3, $4)',
          [staff.id, grant.service, grant.read, grant.write],
        );
      }
    });
    return staff;
  }

  /**
   * Gives an account another role straight in identity's database. Identity announces profile changes, not
   * this write: change the profile afterwards when other services must hear of it.
   */
  async setRole(userId: string, role: Role): Promise<void> {
    await this.withIdentityDatabase((db) =>
      db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]),
    );
  }

  /** Waits until identity has worked every queued delivery: account-mail requests, then the mail they queue. */
  async identityDeliveriesWorked(): Promise<void> {
    await this.withIdentityDatabase((db) => deliveriesWorked(db, "identity's queued deliveries worked"));
  }

  withIdentityDatabase<T>(work: (db: Pool) => Promise<T>): Promise<T> {
    return this.withDatabase(this.databaseName, work);
  }

  /** A short-lived connection to one of the stack's databases, to arrange or check what the API can't. */
  async withDatabase<T>(databaseName: string, work: (db: Pool) => Promise<T>): Promise<T> {
    const db = new Pool({ connectionString: databaseUrl(databaseName), max: 1 });
    try {
      return await work(db);
    } finally {
      await db.end();
    }
  }

  async stop(): Promise<void> {
    await this.gateway?.close();
    await this.stopIdentity();
    const others: [RunningService | null, string][] = [
      [this.content, this.contentDatabaseName],
      [this.catalog, this.catalogDatabaseName],
      [this.booking, this.bookingDatabaseName],
      [this.payments, this.paymentsDatabaseName],
      [this.notifications, this.notificationsDatabaseName],
    ];
    for (const [service, databaseName] of others) {
      if (!service) continue;
      await service.close();
      await dropDatabase(databaseName);
    }
    await this.mail?.close();
    await this.nats?.stop();
    await dropDatabase(this.databaseName);
    rmSync(this.uploadsDir, { recursive: true, force: true });
  }

  async request(
    method: string,
    path: string,
    options: RequestOptions = {},
    baseUrl = this.gateway.url,
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const isForm = options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      body:
        options.body === undefined
          ? undefined
          : isForm || typeof options.body === 'string'
            ? (options.body as FormData | string)
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

  put(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) {
    return this.request('PUT', path, { ...options, body });
  }

  delete(path: string, options: Omit<RequestOptions, 'body'> = {}) {
    return this.request('DELETE', path, options);
  }

  /** A GET of this exact path, unnormalised (fetch would resolve `..` and `%2e%2e` before sending). */
  rawGet(path: string): Promise<{ status: number; text: string }> {
    const { hostname, port } = new URL(this.gateway.url);
    return new Promise((resolve, reject) => {
      const sent = httpRequest({ host: hostname, port, path, method: 'GET' }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      sent.on('error', reject);
      sent.end();
    });
  }

  /**
   * Signs in an existing account (a demo account, say) and answers its access token: at the fan sign-in, or at the
   * staff sign-in for a staff account, which the fan sign-in refuses.
   */
  async accessTokenOf(email: string, password: string): Promise<string> {
    let login = await this.post('/auth/login', { email, password });
    if (login.status === 403 && login.body?.error === AuthText.staffUseStaffSignIn)
      login = await this.post('/api/admin/login', { username: email, password });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
    return login.body.accessToken;
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
