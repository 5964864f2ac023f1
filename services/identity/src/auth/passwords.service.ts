import { Inject, Injectable } from '@nestjs/common';
import { AuthText, type Message } from '@lobby/contracts';
import { APP_CONFIG, DomainError, EVENT_BUS, type EventBus, TransactionRunner } from '@lobby/service-kit';
import type { IdentityConfig } from '../identity.config';
import { Mailer } from '../mail/mailer';
import { passwordResetMail, streamerPasswordSetupMail } from '../mail/templates';
import { UsersRepository } from '../users/users.repository';
import { AccountMailRequests } from './account-mail-requests';
import { EMAIL_PROVEN, normalizeEmail } from '../users/account-rules';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordHasher } from './password-hasher';
import { assertValidPassword } from './registration.service';
import { SessionTokensService } from './session-tokens.service';

/** Forgotten, changed and first-time (streamer) passwords. */
@Injectable()
export class PasswordsService {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersRepository,
    private readonly codes: OneTimeCodesService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionTokensService,
    private readonly mailer: Mailer,
    private readonly requests: AccountMailRequests,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {
    requests.handle('password-reset', (email) => this.mailResetLink(email));
  }

  /** Same answer, in the same time, whether or not the account exists: the link is mailed afterwards. */
  async forgot(emailInput: string): Promise<Message> {
    await this.requests.queue('password-reset', normalizeEmail(emailInput));
    return { message: AuthText.resetSent };
  }

  private async mailResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user?.email && user.isActive && !user.isBanned && (await this.mailer.admitCodeMail(user.email))) {
      const code = await this.codes.issue(user.id, 'password_reset');
      await this.mailer.send(
        user.email,
        passwordResetMail({
          fullName: user.fullName,
          link: `${this.config.webUrl}/reset-password/${code.linkToken}`,
        }),
      );
    }
  }

  /** Sets the new password, proves the email (the link came to it), and ends every session. */
  async reset(token: string, newPassword: string): Promise<Message> {
    assertValidPassword(newPassword);
    const code = await this.codes.findByLink(token, 'password_reset');
    const passwordHash = await this.hasher.hash(newPassword);
    await this.transactions.run(async (tx) => {
      await this.codes.consume(code, tx);
      await this.users.update(code.userId, { passwordHash, ...EMAIL_PROVEN }, tx);
      await this.sessions.endAllSessions(code.userId, tx);
    });
    this.bus.closeSockets([code.userId]);
    return { message: AuthText.passwordReset };
  }

  /** Sets the new password and ends every other session of the account (tokens and sockets); this one stays. */
  async change(userId: string, familyId: string, oldPassword: string, newPassword: string): Promise<Message> {
    assertValidPassword(newPassword);
    const user = await this.users.findById(userId);
    if (!user) throw DomainError.notFound(AuthText.invalidCredentials);
    if (!(await this.hasher.verify(user.passwordHash, oldPassword))) {
      throw DomainError.invalid(AuthText.wrongOldPassword);
    }
    const passwordHash = await this.hasher.hash(newPassword);
    await this.transactions.run(async (tx) => {
      await this.users.update(userId, { passwordHash }, tx);
      await this.sessions.endAllSessions(userId, tx, { exceptFamilyId: familyId });
    });
    this.bus.closeSockets([userId], { exceptFamilyId: familyId });
    return { message: AuthText.passwordChanged };
  }

  /** Emails a streamer created by staff the link to choose their first password. */
  async inviteStreamer(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user?.email) throw DomainError.notFound(AuthText.invalidLink);
    const code = await this.codes.issue(user.id, 'streamer_password');
    const link = `${this.config.webUrl}/streamer-password-setup/${encodeURIComponent(user.email)}?token=${code.linkToken}`;
    await this.mailer.send(user.email, streamerPasswordSetupMail({ fullName: user.fullName, link }));
  }

  async setStreamerPassword(emailInput: string, token: string, password: string): Promise<Message> {
    assertValidPassword(password);
    const code = await this.codes.findByLink(token, 'streamer_password');
    const user = await this.users.findById(code.userId);
    if (!user?.email || user.email !== normalizeEmail(emailInput))
      throw DomainError.invalid(AuthText.invalidLink);
    const passwordHash = await this.hasher.hash(password);
    await this.transactions.run(async (tx) => {
      await this.codes.consume(code, tx);
      await this.users.update(user.id, { passwordHash, ...EMAIL_PROVEN }, tx);
    });
    return { message: AuthText.passwordReset };
  }
}
