import { Injectable } from '@nestjs/common';
import { ErrorText, type EmailPreferencesDto } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { UsersRepository } from '../users/users.repository';
import { MarketingOptOutsRepository } from './marketing-opt-outs.repository';

/**
 * A signed-in person's email preferences in their profile: the same per-address marketing opt-out the mailed
 * unsubscribe link sets, so both ways agree. Transactional mail can't be turned off.
 */
@Injectable()
export class EmailPreferencesService {
  constructor(
    private readonly users: UsersRepository,
    private readonly optOuts: MarketingOptOutsRepository,
  ) {}

  /** An account without an address (signed up by a provider that gave none) gets no mail at all. */
  async read(userId: string): Promise<EmailPreferencesDto> {
    const email = await this.emailOf(userId);
    return { marketing: email !== null && !(await this.optOuts.has(email)) };
  }

  async update(userId: string, marketing: boolean): Promise<EmailPreferencesDto> {
    const email = await this.emailOf(userId);
    if (email === null) throw DomainError.invalid(ErrorText.badRequest);
    if (marketing) await this.optOuts.remove(email);
    else await this.optOuts.add(email);
    return { marketing };
  }

  private async emailOf(userId: string): Promise<string | null> {
    const user = await this.users.findById(userId);
    if (!user) throw DomainError.notFound(ErrorText.userNotFound);
    return user.email;
  }
}
