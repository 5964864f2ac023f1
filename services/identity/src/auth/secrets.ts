import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuthLimits } from '@lobby/contracts';
import { APP_CONFIG } from '@lobby/service-kit';
import type { IdentityConfig } from '../identity.config';

/** Random secrets for links and refresh tokens, and how they are stored (hashed, never in clear). */
@Injectable()
export class Secrets {
  constructor(@Inject(APP_CONFIG) private readonly config: IdentityConfig) {}

  /** 256 random bits, URL-safe. */
  newToken(): string {
    return randomBytes(32).toString('base64url');
  }

  /** High-entropy tokens need no slow hash: SHA-256 is enough to make a stolen table useless. */
  hashToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  newOtp(): string {
    return randomInt(0, 10 ** AuthLimits.otpDigits)
      .toString()
      .padStart(AuthLimits.otpDigits, '0');
  }

  /** A 6-digit code has little entropy, so it is keyed with the server secret and bound to its code id. */
  hashOtp(codeId: string, otp: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`otp:${codeId}:${otp}`).digest('hex');
  }

  otpMatches(codeId: string, otp: string, storedHash: string): boolean {
    const given = Buffer.from(this.hashOtp(codeId, otp), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}
