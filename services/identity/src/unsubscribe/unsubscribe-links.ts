import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@lobby/service-kit';
import { normalizeEmail } from '../users/account-rules';
import type { IdentityConfig } from '../identity.config';

const SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * Unsubscribe links that can't be guessed: the address signed with the server secret. A link works for
 * its own address only, with or without a session.
 */
@Injectable()
export class UnsubscribeLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: IdentityConfig) {}

  /** The link for a marketing mail's footer. */
  linkFor(email: string): string {
    const normalized = normalizeEmail(email);
    return `${this.config.webUrl}/unsubscribe/${encodeURIComponent(normalized)}?sig=${this.sign(normalized)}`;
  }

  /** HMAC-SHA256 of 'unsubscribe:' and the normalised address, hex. */
  sign(email: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`unsubscribe:${normalizeEmail(email)}`)
      .digest('hex');
  }

  verify(email: string, signature: string): boolean {
    if (!SIGNATURE.test(signature)) return false;
    return timingSafeEqual(Buffer.from(this.sign(email), 'hex'), Buffer.from(signature, 'hex'));
  }
}
