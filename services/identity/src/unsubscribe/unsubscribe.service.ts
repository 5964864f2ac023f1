import { Injectable } from '@nestjs/common';
import { AccountText, InputLimits, type Message } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { normalizeEmail } from '../users/account-rules';
import { MarketingOptOutsRepository } from './marketing-opt-outs.repository';
import { UnsubscribeLinks } from './unsubscribe-links';

/** Longest address SMTP carries (RFC 5321). */

@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly optOuts: MarketingOptOutsRepository,
  ) {}

  async unsubscribe(emailInput: unknown, signature: unknown): Promise<Message> {
    const email = typeof emailInput === 'string' ? normalizeEmail(emailInput) : '';
    const valid =
      email.length > 0 &&
      email.length <= InputLimits.emailMax &&
      typeof signature === 'string' &&
      this.links.verify(email, signature);
    if (!valid) throw DomainError.invalid(AccountText.invalidUnsubscribeLink);
    await this.optOuts.add(email);
    return { message: AccountText.unsubscribed };
  }
}
