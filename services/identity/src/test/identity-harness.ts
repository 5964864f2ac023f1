import { randomBytes } from 'node:crypto';
import type { OAuthProfile, RequestOf, Role, StaffPermission } from '@lobby/contracts';
import {
  deliveriesWorked,
  type MailCatcher,
  otpFrom,
  ServiceHarness,
  startMailCatcher,
} from '@lobby/test-kit';
import { identityService } from '../identity.definition';

export const TEST_PASSWORD = 'correct horse battery';

/** The identity service running for real: its own database, a real NATS server and a real SMTP catcher. */
export class IdentityHarness extends ServiceHarness {
  mail!: MailCatcher;
  readonly jwtSecret = randomBytes(32).toString('hex');

  private startEnv: Record<string, string> = {};

  constructor() {
    super(identityService);
  }

  /** `extraEnv`: settings the service keeps across restarts (SEED_DEMO_DATA, say). */
  override async start(extraEnv: Record<string, string> = {}): Promise<this> {
    this.startEnv = extraEnv;
    this.mail = await startMailCatcher();
    return super.start();
  }

  override async startService(extraEnv: Record<string, string> = {}): Promise<void> {
    await super.startService({
      JWT_SECRET: this.jwtSecret,
      SMTP_URL: this.mail.smtpUrl,
      WEB_URL: 'http://lobby.test',
      ...this.startEnv,
      ...extraEnv,
    });
  }

  /** Waits until every queued delivery has been worked: account-mail requests, then the mail they queue. */
  deliveriesWorked(): Promise<void> {
    return deliveriesWorked(this.db);
  }

  /** How many account-mail requests of this kind were ever queued. */
  async queuedRequests(request: 'password-reset' | 'verification'): Promise<number> {
    const { rows } = await this.db.query<{ queued: number }>(
      'SELECT count(*)::int AS queued FROM kit_deliveries WHERE channel = $1',
      [`identity-request:${request}`],
    );
    return rows[0].queued;
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.mail?.close();
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
