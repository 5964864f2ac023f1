import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { OAuthProvider } from '@lobby/contracts';
import { DATABASE } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { oauthAccounts } from '../db/schema';

/** Links between a provider's account (Google, Discord) and a Lobby account. */
@Injectable()
export class OAuthAccountsRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async findUserId(provider: OAuthProvider, providerUserId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: oauthAccounts.userId })
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)));
    return row?.userId;
  }

  /** Fails with a unique violation when the provider account is already linked (a concurrent sign-in won). */
  async link(
    link: { provider: OAuthProvider; providerUserId: string; userId: string },
    executor: Executor = this.db,
  ): Promise<void> {
    await executor.insert(oauthAccounts).values(link);
  }

  async unlinkAll(userId: string, executor: Executor): Promise<void> {
    await executor.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  }
}
