import { Inject, Injectable } from '@nestjs/common';
import {
  AccountText,
  AuthText,
  ErrorText,
  type Message,
  type PendingEmailChange,
  type UserDto,
} from '@lobby/contracts';
import { APP_CONFIG, DomainError, TransactionRunner } from '@lobby/service-kit';
import { EMAIL_PROVEN, normalizeEmail } from '../users/account-rules';
import { OneTimeCodesService, type IssuedCode } from '../auth/one-time-codes.service';
import type { UserRow } from '../db/schema';
import type { IdentityConfig } from '../identity.config';
import { Mailer } from '../mail/mailer';
import { emailChangedNoticeMail, emailChangeMail, emailInUseMail } from '../mail/templates';
import { UsersRepository } from '../users/users.repository';
import { assertSelf, UsersService } from '../users/users.service';

/**
 * Changing the email of an account that has one: a 6-digit code goes to the new address, and the account
 * keeps its old address (for sign-in and mail) until that code comes back.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
    private readonly codes: OneTimeCodesService,
    private readonly mailer: Mailer,
  ) {}

  async request(actorId: string, id: string, emailInput: string): Promise<PendingEmailChange> {
    assertSelf(actorId, id);
    const email = normalizeEmail(emailInput);
    const user = await this.usersService.requireActive(id);
    if (user.email === email) throw DomainError.invalid(AccountText.sameEmail);
    await this.admitCodeMail(email);
    const code = await this.codes.issue(user.id, 'email_change', undefined, email);
    return this.sendCode(user, code);
  }

  /** A new code for the open change, under the same token, so the page already open keeps working. */
  async resend(actorId: string, id: string): Promise<PendingEmailChange> {
    assertSelf(actorId, id);
    const user = await this.usersService.requireActive(id);
    const open = await this.codes.findOpen(user.id, 'email_change');
    if (!open?.newEmail) throw DomainError.invalid(ErrorText.errorChangingEmail);
    await this.admitCodeMail(open.newEmail);
    const code = await this.codes.renewOpen(user.id, 'email_change');
    if (!code?.newEmail) throw DomainError.invalid(ErrorText.errorChangingEmail);
    return this.sendCode(user, code);
  }

  async verify(token: string, emailInput: string, otp: string): Promise<Message & { user: UserDto }> {
    const code = await this.codes.checkOtp(token, otp, 'email_change');
    const newEmail = code.newEmail;
    if (!newEmail || newEmail !== normalizeEmail(emailInput)) throw DomainError.invalid(AuthText.invalidLink);
    const before = await this.usersService.requireActive(code.userId);
    // If someone took the address meanwhile, the unique email constraint refuses it and nothing is spent.
    const updated = await this.transactions.run(async (tx) => {
      await this.codes.consume(code, tx);
      return this.users.update(before.id, { email: newEmail, ...EMAIL_PROVEN }, tx);
    });
    if (before.email) {
      await this.mailer.send(before.email, emailChangedNoticeMail({ fullName: before.fullName, newEmail }));
    }
    return { message: AccountText.emailChanged, user: await this.usersService.toDto(updated) };
  }

  /** The requester is signed in and typed the address, so a refusal can say why (unlike the anonymous routes). */
  private async admitCodeMail(email: string): Promise<void> {
    if (!(await this.mailer.admitCodeMail(email))) throw DomainError.tooMany(AuthText.codeMailsExceeded);
  }

  /**
   * The code goes to the new address; an address another account uses gets a notice instead, with the same answer,
   * so the form can't probe for emails (the code is never seen, and the unique email still guards the change).
   */
  private async sendCode(user: UserRow, code: IssuedCode): Promise<PendingEmailChange> {
    const email = code.newEmail!;
    const holder = await this.users.findByEmail(email);
    if (holder && holder.id !== user.id) {
      await this.mailer.send(email, emailInUseMail({ fullName: holder.fullName }));
    } else {
      const otpPage = `${this.config.webUrl}/change-email/verifyotp/${code.id}/${encodeURIComponent(email)}`;
      await this.mailer.send(email, emailChangeMail({ fullName: user.fullName, otp: code.otp!, otpPage }));
    }
    return { message: AccountText.emailChangeSent, token: code.id, email };
  }
}
