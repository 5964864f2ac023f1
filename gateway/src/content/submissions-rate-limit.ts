import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { AuthText, SubmissionRateLimits } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';

export type PublicForm = 'contact' | 'early-access' | 'creator-application';

/**
 * The public forms' spam limit (SubmissionRateLimits): per form, per client address and per email address,
 * counted in the throttler's storage (in memory, per gateway replica, as the auth limits). Both counters rise
 * on every submission; either over its limit answers 429.
 */
@Injectable()
export class FormRateLimiter {
  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  async hit(form: PublicForm, address: string, email: unknown): Promise<void> {
    const mailbox = typeof email === 'string' ? email.trim().toLowerCase() : '';
    const { perAddress, perEmail } = SubmissionRateLimits;
    const [byAddress, byEmail] = await Promise.all([
      this.storage.increment(`form:${form}:ip:${address}`, perAddress.ttlMs, perAddress.limit, 0, 'forms'),
      mailbox
        ? this.storage.increment(
            `form:${form}:email:${createHash('sha256').update(mailbox).digest('hex')}`,
            perEmail.ttlMs,
            perEmail.limit,
            0,
            'forms',
          )
        : null,
    ]);
    if (byAddress.totalHits > perAddress.limit || (byEmail && byEmail.totalHits > perEmail.limit)) {
      throw DomainError.tooMany(AuthText.tooManyRequests);
    }
  }
}
