import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ALL_PERMISSIONS, baseCurrencyForCountry, DEMO_STARS } from '@lobby/contracts';
import { APP_CONFIG, LOGGER, newId, TransactionRunner } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { PasswordHasher } from '../auth/password-hasher';
import type { UserRow } from '../db/schema';
import type { Executor } from '../db/database';
import type { IdentityConfig } from '../identity.config';
import { UsersRepository } from '../users/users.repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** Creates the demo accounts when SEED_DEMO_DATA is on; accounts that already exist are left alone. */
@Injectable()
export class DemoDataSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly transactions: TransactionRunner,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) return;
    const passwordHash = await this.hasher.hash(DEMO_PASSWORD);
    await this.transactions.run(async (tx) => {
      const byKey = new Map<string, UserRow>();
      for (const account of DEMO_ACCOUNTS) {
        const existing = await this.users.findByEmail(account.email);
        const user =
          existing ??
          (await this.users.insert(
            {
              id: newId(),
              email: account.email,
              username: account.username,
              fullName: account.fullName,
              role: account.role,
              passwordHash,
              isVerified: true,
              billingCountry: account.billingCountry,
              baseCurrency: baseCurrencyForCountry(account.billingCountry),
            },
            tx,
          ));
        byKey.set(account.key, user);
        if (account.role === 'admin') await this.grantNewServices(user.id, tx);
      }
      await this.users.addModeratedStreamer(byKey.get('moderator')!.id, byKey.get('streamer')!.id, tx);
      for (const star of DEMO_STARS) {
        if (await this.users.findById(star.id, tx)) continue;
        await this.users.insert(
          {
            id: star.id,
            email: `${star.username}@stars.lobby.gg`,
            username: star.username,
            fullName: star.fullName,
            role: 'influencer',
            profession: star.profession,
            bio: `${star.profession}. Book a session and let's play together!`,
            passwordHash,
            isVerified: true,
            billingCountry: star.country,
            baseCurrency: baseCurrencyForCountry(star.country),
          },
          tx,
        );
      }
    });
    this.logger.info('demo accounts and creators ready');
  }

  /** The demo admin holds every staff service, including ones added after the account was made. */
  private async grantNewServices(userId: string, tx: Executor): Promise<void> {
    const held = await this.users.permissions(userId, tx);
    const missing = ALL_PERMISSIONS.filter((grant) => !held.some((p) => p.service === grant.service));
    if (missing.length > 0) await this.users.setPermissions(userId, [...held, ...missing], tx);
  }
}
