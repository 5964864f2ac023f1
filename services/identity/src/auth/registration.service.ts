import { Inject, Injectable } from '@nestjs/common';
import {
  AccountFieldText,
  AuthLimits,
  AuthText,
  SuccessText,
  type AuthSession,
  type Message,
  type PendingVerification,
  type SignupRequest,
} from '@lobby/contracts';
import { APP_CONFIG, DomainError, newId, TransactionRunner } from '@lobby/service-kit';
import type { OneTimeCodeRow, UserRow } from '../db/schema';
import type { IdentityConfig } from '../identity.config';
import { Mailer } from '../mail/mailer';
import { accountExistsMail, verificationMail } from '../mail/templates';
import { UsersRepository } from '../users/users.repository';
import { AccountMailRequests } from './account-mail-requests';
import {
  cleanFullName,
  cleanUsername,
  EMAIL_PATTERN,
  EMAIL_PROVEN,
  normalizeEmail,
} from '../users/account-rules';
import { OneTimeCodesService, type IssuedCode } from './one-time-codes.service';
import { PasswordHasher } from './password-hasher';
import { SignInService } from './sign-in.service';

/** Sign-up and email verification, by link or by 6-digit code; proving the email signs the user in. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersRepository,
    private readonly signIn: SignInService,
    private readonly codes: OneTimeCodesService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly requests: AccountMailRequests,
  ) {
    requests.handle('verification', (email) => this.resendToUnverified(email));
  }

  async signup(request: SignupRequest): Promise<PendingVerification> {
    const email = normalizeEmail(request.email);
    const username = request.username.trim();
    const fullName = request.fullName.trim();
    assertValidSignup({ email, username, fullName, password: request.password });
    const passwordHash = await this.hasher.hash(request.password);

    let created: { user: UserRow; code: IssuedCode };
    try {
      created = await this.transactions.run(async (tx) => {
        const user = await this.users.insert(
          { id: newId(), email, username, fullName, passwordHash, role: 'user' },
          tx,
        );
        return { user, code: await this.codes.issue(user.id, 'email_verification', tx) };
      });
    } catch (error) {
      if (!(error instanceof DomainError && error.message === AuthText.emailTaken)) throw error;
      return this.signupWithTakenEmail(email, username);
    }
    await this.sendVerification(created.user, created.code);
    return { message: AuthText.signupDone, token: created.code.id, email };
  }

  /**
   * A sign-up with an email that has an account answers as a new one would (after the same hashing), so the form
   * can't probe for emails; the mail tells the owner: a new verification mail while unverified, else that the
   * account exists. A taken username is still refused: usernames are public (profile addresses).
   */
  private async signupWithTakenEmail(email: string, username: string): Promise<PendingVerification> {
    if (await this.users.findByUsername(username)) throw DomainError.conflict(AuthText.usernameTaken);
    const owner = await this.users.findByEmail(email);
    if (owner && !owner.isVerified) {
      const code = await this.codes.renew(owner.id, 'email_verification');
      await this.sendVerification(owner, code);
      return { message: AuthText.signupDone, token: code.id, email };
    }
    if (owner) {
      await this.mailer.send(
        email,
        accountExistsMail({
          fullName: owner.fullName,
          signInLink: `${this.config.webUrl}/login`,
          resetLink: `${this.config.webUrl}/forgot-password`,
        }),
      );
    }
    return { message: AuthText.signupDone, token: newId(), email };
  }

  async verifyByLink(token: string): Promise<Message & AuthSession> {
    const code = await this.codes.findByLink(token, 'email_verification');
    return this.markVerified(code);
  }

  async verifyByOtp(token: string, otp: string): Promise<Message & AuthSession> {
    const code = await this.codes.checkOtp(token, otp.trim(), 'email_verification');
    return this.markVerified(code);
  }

  /**
   * Same answer, in the same time, whether the account exists, is verified already or not: the route can't be
   * used to probe for emails. The mail goes out afterwards.
   */
  async resend(emailInput: string): Promise<Message> {
    await this.requests.queue('verification', normalizeEmail(emailInput));
    return { message: AuthText.verificationSent };
  }

  private async resendToUnverified(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user && !user.isVerified && user.email && (await this.mailer.admitCodeMail(user.email))) {
      const code = await this.codes.renew(user.id, 'email_verification');
      await this.sendVerification(user, code);
    }
  }

  private async markVerified(code: OneTimeCodeRow): Promise<Message & AuthSession> {
    const user = await this.transactions.run(async (tx) => {
      await this.codes.consume(code, tx);
      return this.users.update(code.userId, EMAIL_PROVEN, tx);
    });
    return { message: SuccessText.verified, ...(await this.signIn.signInVerified(user)) };
  }

  private async sendVerification(user: UserRow, code: IssuedCode): Promise<void> {
    const email = user.email!;
    await this.mailer.send(
      email,
      verificationMail({
        fullName: user.fullName,
        otp: code.otp!,
        link: `${this.config.webUrl}/signup/verify/${code.linkToken}`,
        otpPage: `${this.config.webUrl}/signup/verifyotp/${code.id}/${encodeURIComponent(email)}`,
      }),
    );
  }
}

export function assertValidSignup(input: SignupRequest): void {
  if (!EMAIL_PATTERN.test(input.email)) throw DomainError.invalid(AccountFieldText.invalidEmail);
  cleanUsername(input.username);
  cleanFullName(input.fullName);
  assertValidPassword(input.password);
}

export function assertValidPassword(password: string): void {
  if (password.length < AuthLimits.passwordMinLength)
    throw DomainError.invalid(AccountFieldText.passwordTooShort);
  if (password.length > AuthLimits.passwordMaxLength)
    throw DomainError.invalid(AccountFieldText.passwordTooLong);
}
