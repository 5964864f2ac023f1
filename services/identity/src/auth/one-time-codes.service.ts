import { Inject, Injectable } from '@nestjs/common';
import { AuthLimits, AuthText } from '@lobby/contracts';
import { CLOCK, type Clock, DomainError, isUuid, newId } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import type { OneTimeCodePurpose, OneTimeCodeRow } from '../db/schema';
import { OneTimeCodesRepository } from './one-time-codes.repository';
import { Secrets } from './secrets';

const MINUTE_MS = 60_000;

const LINK_LIFETIME_MS: Record<OneTimeCodePurpose, number> = {
  email_verification: AuthLimits.verificationLinkTtlHours * 60 * MINUTE_MS,
  password_reset: AuthLimits.passwordResetTtlMinutes * MINUTE_MS,
  streamer_password: AuthLimits.streamerPasswordSetupTtlHours * 60 * MINUTE_MS,
  // No link is mailed for a change; this bounds how long the change stays open for a resend.
  email_change: AuthLimits.verificationLinkTtlHours * 60 * MINUTE_MS,
};
const OTP_LIFETIME_MS = AuthLimits.otpTtlMinutes * MINUTE_MS;
/** Purposes proven with a 6-digit code typed on a page (the others only by a link). */
const OTP_PURPOSES: ReadonlySet<OneTimeCodePurpose> = new Set(['email_verification', 'email_change']);

export interface IssuedCode {
  id: string;
  linkToken: string;
  otp: string | null;
  /** For an email change, the address being proven. */
  newEmail: string | null;
}

/** Issues and redeems the single-use secrets sent by email. */
@Injectable()
export class OneTimeCodesService {
  constructor(
    private readonly codes: OneTimeCodesRepository,
    private readonly secrets: Secrets,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new code; any open code of the same purpose stops working. */
  async issue(
    userId: string,
    purpose: OneTimeCodePurpose,
    executor?: Executor,
    newEmail: string | null = null,
  ): Promise<IssuedCode> {
    const id = newId();
    const linkToken = this.secrets.newToken();
    const otp = OTP_PURPOSES.has(purpose) ? this.secrets.newOtp() : null;
    await this.codes.consumeAllOpen(userId, purpose, executor);
    await this.codes.insert(
      {
        id,
        userId,
        purpose,
        newEmail,
        linkTokenHash: this.secrets.hashToken(linkToken),
        otpHash: otp ? this.secrets.hashOtp(id, otp) : null,
        ...this.lifetimes(purpose),
      },
      executor,
    );
    return { id, linkToken, otp, newEmail };
  }

  /** New secrets for the user's open code, or a new code when none is open. */
  async renew(userId: string, purpose: OneTimeCodePurpose): Promise<IssuedCode> {
    return (await this.renewOpen(userId, purpose)) ?? this.issue(userId, purpose);
  }

  /** The user's latest open code of this purpose. */
  findOpen(userId: string, purpose: OneTimeCodePurpose): Promise<OneTimeCodeRow | undefined> {
    return this.codes.findLatestOpen(userId, purpose);
  }

  /**
   * New secrets for the user's open code, keeping its id so an open OTP page keeps working, and its spent OTP
   * tries: a resend is not a fresh set of guesses.
   */
  async renewOpen(userId: string, purpose: OneTimeCodePurpose): Promise<IssuedCode | undefined> {
    const open = await this.codes.findLatestOpen(userId, purpose);
    if (!open) return undefined;
    const linkToken = this.secrets.newToken();
    const otp = OTP_PURPOSES.has(purpose) ? this.secrets.newOtp() : null;
    await this.codes.renew(open.id, {
      linkTokenHash: this.secrets.hashToken(linkToken),
      otpHash: otp ? this.secrets.hashOtp(open.id, otp) : null,
      ...this.lifetimes(purpose),
    });
    return { id: open.id, linkToken, otp, newEmail: open.newEmail };
  }

  /** Every open code of the user stops working (the account is being deleted). */
  revokeAll(userId: string, executor: Executor): Promise<void> {
    return this.codes.consumeAllOpen(userId, null, executor);
  }

  /** The open, unexpired code behind a link token. Does not consume it. */
  async findByLink(linkToken: string, purpose: OneTimeCodePurpose): Promise<OneTimeCodeRow> {
    const code = await this.codes.findByLinkHash(this.secrets.hashToken(linkToken), purpose);
    if (!code || code.consumedAt || code.expiresAt <= this.clock.now()) {
      throw DomainError.invalid(AuthText.invalidLink);
    }
    return code;
  }

  /** Checks a 6-digit code; each call spends one of the bounded attempts. */
  async checkOtp(codeId: string, otp: string, purpose: OneTimeCodePurpose): Promise<OneTimeCodeRow> {
    if (!isUuid(codeId)) throw DomainError.invalid(AuthText.invalidLink);
    const existing = await this.codes.findById(codeId);
    // No such code answers like a wrong one: sign-up answers an email that has an account with a token of no code.
    if (!existing) throw DomainError.invalid(AuthText.invalidOtp);
    if (existing.purpose !== purpose || existing.consumedAt || !existing.otpHash) {
      throw DomainError.invalid(AuthText.invalidLink);
    }
    const now = this.clock.now();
    if (existing.expiresAt <= now || (existing.otpExpiresAt && existing.otpExpiresAt <= now)) {
      throw DomainError.invalid(AuthText.otpExpired);
    }
    const attempt = await this.codes.takeAttempt(codeId, AuthLimits.otpMaxAttempts);
    if (!attempt) throw DomainError.tooMany(AuthText.otpAttemptsExceeded);
    if (!this.secrets.otpMatches(codeId, otp, attempt.otpHash!))
      throw DomainError.invalid(AuthText.invalidOtp);
    return attempt;
  }

  /** Spends the code inside the caller's transaction; a second use of the same code fails. */
  async consume(code: OneTimeCodeRow, executor: Executor): Promise<void> {
    if (!(await this.codes.consume(code.id, executor))) throw DomainError.invalid(AuthText.invalidLink);
  }

  private lifetimes(purpose: OneTimeCodePurpose): { expiresAt: Date; otpExpiresAt: Date | null } {
    const now = this.clock.now().getTime();
    return {
      expiresAt: new Date(now + LINK_LIFETIME_MS[purpose]),
      otpExpiresAt: OTP_PURPOSES.has(purpose) ? new Date(now + OTP_LIFETIME_MS) : null,
    };
  }
}
