import { Injectable } from '@nestjs/common';
import { AccountText, type Message } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { normalizeEmail } from '../users/account-rules';
import { MarketingOptOutsRepository } from './marketing-opt-outs.repository';
import { UnsubscribeLinks } from './unsubscribe-links';

@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly optOuts: MarketingOptOutsRepository,
  ) {}

  async unsubscribe(emailInput: string, signature: string): Promise<Message> {
    const email = normalizeEmail(emailInput);
    if (!this.links.verify(email, signature)) throw DomainError.invalid(AccountText.invalidUnsubscribeLink);
    await this.optOuts.add(email);
    return { message: AccountText.unsubscribed };
  }
}
