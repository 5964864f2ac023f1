import { Injectable } from '@nestjs/common';
import { OneTimeCodesService } from '../auth/one-time-codes.service';
import { SessionTokensService } from '../auth/session-tokens.service';
import type { Executor } from '../db/database';
import { OAuthAccountsRepository } from '../oauth/oauth-accounts.repository';
import { type ModeratorLink, UsersRepository } from '../users/users.repository';

const DELETED_USER_NAME = 'Deleted user';

/**
 * Removes what identifies a person while keeping the account row and id, which orders, payouts and
 * invoices in other services refer to. Inside the caller's transaction; returns the moderator links it ended
 * (moderators it leaves with none are fans again).
 */
@Injectable()
export class AccountAnonymizer {
  constructor(
    private readonly users: UsersRepository,
    private readonly oauthAccounts: OAuthAccountsRepository,
    private readonly sessions: SessionTokensService,
    private readonly codes: OneTimeCodesService,
  ) {}

  async anonymize(userId: string, executor: Executor): Promise<ModeratorLink[]> {
    await this.users.update(
      userId,
      {
        email: null,
        emailUnconfirmed: false,
        username: await this.placeholderUsername(userId),
        fullName: DELETED_USER_NAME,
        passwordHash: null,
        imageUrl: null,
        bio: null,
        profession: null,
        gamerTags: [],
        socialLinks: [],
        lastIp: null,
        isActive: false,
      },
      executor,
    );
    await this.oauthAccounts.unlinkAll(userId, executor);
    await this.sessions.endAllSessions(userId, executor);
    await this.codes.revokeAll(userId, executor);
    const endedLinks = await this.users.removeModeratorLinks(userId, executor);
    await this.users.setPermissions(userId, [], executor);
    return endedLinks;
  }

  /** 'deleted_' and the id's last 8 hex digits (its random part; the first ones are a timestamp). */
  private async placeholderUsername(userId: string): Promise<string> {
    const hex = userId.replace(/-/g, '');
    const short = `deleted_${hex.slice(-8)}`;
    return (await this.users.findByUsername(short)) ? `deleted_${hex}` : short;
  }
}
