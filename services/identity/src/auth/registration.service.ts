import { Inject, Injectable } from '@nestjs/common';
import {
  AccountFieldText,
  AuthLimits,
  AuthText,
  SuccessText,
  type Message,
  type PendingVerification,
  type SignupRequest,
  type UserDto,
} from '@lobby/contracts';
import { APP_CONFIG, DATABASE, DomainError, newId } from '@lobby/service-kit';
import type { IdentityDatabase } from '../db/database';
import type { OneTimeCodeRow, UserRow } from '../db/schema';
import type { IdentityConfig } from '../identity.config';
import { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/templates';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { cleanFullName, cleanUsername, EMAIL_PATTERN, EMAIL_PROVEN, normalizeEmail } from './account-rules';
import { OneTimeCodesService, type IssuedCode } from './one-time-codes.service';
import { PasswordHasher } from './password-hasher';

/** Sign-up and email verification, by link or by 6-digit code. */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(DATABASE) private readonly db: IdentityDatabase,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
    private readonly codes: OneTimeCodesService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
  ) {}

  async signup(request: SignupRequest): Promise<PendingVerification> {
    const email = normalizeEmail(request.email);
    const username = request.username.trim();
    const fullName = request.fullName.trim();
    assertValidSignup({ email, username, fullName, password: request.password });
    const passwordHash = await this.hasher.hash(request.password);

    const { user, code } = await this.db.transaction(async (tx) => {
      const created = await this.users.insert(
        { id: newId(), email, username, fullName, passwordHash, role: 'user' },
        tx,
      );
      return { user: created, code: await this.codes.issue(created.id, 'email_verification', tx) };
    });
    await this.sendVerification(user, code);
    return { message: AuthText.signupDone, token: code.id, email };
  }

  async verifyByLink(token: string): Promise<Message & { user: UserDto }> {
    const code = await this.codes.findByLink(token, 'email_verification');
    return this.markVerified(code);
  }

  async verifyByOtp(token: string, otp: string): Promise<Message & { user: UserDto }> {
    const code = await this.codes.checkOtp(token, otp.trim(), 'email_verification');
    return this.markVerified(code);
  }

  /** Same answer whether or not the account exists, so the route can't be used to probe for emails. */
  async resend(emailInput: string): Promise<Message> {
    const user = await this.users.findByEmail(normalizeEmail(emailInput));
    if (user && !user.isVerified && user.email) {
      const code = await this.codes.renew(user.id, 'email_verification');
      await this.sendVerification(user, code);
    }
    return { message: AuthText.verificationSent };
  }

  private async markVerified(code: OneTimeCodeRow): Promise<Message & { user: UserDto }> {
    const user = await this.db.transaction(async (tx) => {
      await this.codes.consume(code, tx);
      return this.users.update(code.userId, EMAIL_PROVEN, tx);
    });
    return { message: SuccessText.verified, user: await this.usersService.toDto(user) };
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
