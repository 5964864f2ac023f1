import { randomBytes } from 'node:crypto';
import type { OAuthProfile, RequestOf, ResponseOf, Role, StaffPermission, Subject } from '@lobby/contracts';
import { RpcClient, startService, type RunningService } from '@lobby/service-kit';
import {
  clusterUrl,
  dropDatabase,
  type MailCatcher,
  otpFrom,
  startMailCatcher,
  startNats,
  testDatabaseName,
  type TestNats,
  waitFor,
} from '@lobby/test-kit';
import { Pool } from 'pg';
import { identityService } from '../identity.definition';

export const TEST_PASSWORD = 'correct horse battery';

/** The identity service running for real: its own database, a real NATS server and a real SMTP catcher. */
export class IdentityHarness {
  nats!: TestNats;
  mail!: MailCatcher;
  service!: RunningService;
  rpc!: RpcClient;
  /** Direct database access for setting up states the API can't reach quickly (an expired code). */
  db!: Pool;
  readonly databaseName = testDatabaseName('identity');
  readonly jwtSecret = randomBytes(32).toString('hex');

  async start(extraEnv: Record<string, string> = {}): Promise<this> {
    this.nats = await startNats();
    this.mail = await startMailCatcher();
    await this.startService(extraEnv);
    this.rpc = new RpcClient(this.nats.url, 5000, 'identity-test');
    const url = new URL(clusterUrl());
    url.pathname = `/${this.databaseName}`;
    this.db = new Pool({ connectionString: url.toString(), max: 2 });
    return this;
  }

  async startService(extraEnv: Record<string, string> = {}): Promise<void> {
    this.service = await startService(identityService, {
      DATABASE_URL: clusterUrl(),
      DATABASE_NAME: this.databaseName,
      NATS_URL: this.nats.url,
      HTTP_PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: this.jwtSecret,
      SMTP_URL: this.mail.smtpUrl,
      WEB_URL: 'http://lobby.test',
      ...extraEnv,
    });
  }

  /** Waits until every queued delivery has been worked: account-mail requests, then the mail they queue. */
  async deliveriesWorked(): Promise<void> {
    await waitFor(
      async () => {
        const { rows } = await this.db.query<{ pending: number }>(
          'SELECT count(*)::int AS pending FROM kit_deliveries WHERE sent_at IS NULL AND failed_at IS NULL',
        );
        return rows[0].pending === 0;
      },
      { what: 'the queued deliveries worked' },
    );
  }

  /** How many account-mail requests of this kind were ever queued. */
  async queuedRequests(request: 'password-reset' | 'verification'): Promise<number> {
    const { rows } = await this.db.query<{ queued: number }>(
      'SELECT count(*)::int AS queued FROM kit_deliveries WHERE channel = $1',
      [`identity-request:${request}`],
    );
    return rows[0].queued;
  }

  send<S extends Subject>(subject: S, payload: RequestOf<S>): Promise<ResponseOf<S>> {
    return this.rpc.send(subject, payload);
  }

  async stop(): Promise<void> {
    await this.rpc?.close();
    await this.db?.end();
    await this.service?.close();
    await this.mail?.close();
    await this.nats?.stop();
    await dropDatabase(this.databaseName);
  }

  /** Signs up and verifies through the emailed code; returns the user's login identifiers. */
  async verifiedUser(overrides: Partial<RequestOf<'identity.signup'>> = {}) {
    const suffix = randomBytes(4).toString('hex');
    const request = {
      email: `fan_${suffix}@example.com`,
      username: `fan_${suffix}`,
      fullName: 'Fan Person',
      password: TEST_PASSWORD,
      ...overrides,
    };
    const pending = await this.send('identity.signup', request);
    const otp = otpFrom(await this.mail.waitForMail(request.email));
    const { user } = await this.send('identity.verifyEmailOtp', { token: pending.token, otp });
    return { ...request, user };
  }

  async login(identifier: string, password = TEST_PASSWORD) {
    return this.send('identity.login', { identifier, password });
  }

  currentUser(userId: string) {
    return this.send('identity.currentUser', { userId });
  }

  async setRole(userId: string, role: Role): Promise<void> {
    await this.db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
  }

  /** A verified account with a staff role and exactly the given permissions. */
  async staffUser(permissions: StaffPermission[], role: Role = 'admin') {
    const staff = await this.verifiedUser();
    await this.setRole(staff.user._id, role);
    for (const p of permissions) {
      await this.db.query(
        'INSERT INTO staff_permissions (user_id, service, can_read, can_write) VALUES ($1, $2, $3, $4)',
        [staff.user._id, p.service, p.read, p.write],
      );
    }
    return staff;
  }

  /** A social sign-in as a provider would report it, with a fresh provider id unless given. */
  oauthSignIn(overrides: Partial<OAuthProfile> = {}) {
    return this.send('identity.oauthSignIn', {
      provider: 'google',
      providerUserId: `g-${randomBytes(6).toString('hex')}`,
      email: null,
      emailVerified: false,
      fullName: 'Social Person',
      imageUrl: null,
      ...overrides,
    });
  }

  /** The row as stored, for checking what the API does not return. */
  async userRow(id: string): Promise<Record<string, unknown>> {
    const { rows } = await this.db.query('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0];
  }
}

/** The claims of an access token (not verified: the test only reads them). */
export function claims(jwt: string): { sub: string; role: string; fam: string } {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
}
