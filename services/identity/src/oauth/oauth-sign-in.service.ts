import { Injectable } from '@nestjs/common';
import type { OAuthProfile, OAuthSession } from '@lobby/contracts';
import { DomainError, isUniqueViolation, newId, TransactionRunner } from '@lobby/service-kit';
import { assertMaySignIn, assertNotStaff, EMAIL_PROVEN } from '../users/account-rules';
import { OneTimeCodesService } from '../auth/one-time-codes.service';
import { SessionTokensService } from '../auth/session-tokens.service';
import type { UserRow } from '../db/schema';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { OAuthAccountsRepository } from './oauth-accounts.repository';
import { cleanOAuthProfile } from './oauth-profile';
import { usernameBase, withSuffix } from './username-from-profile';

/** A lost race (same person signing in twice at once, or a name taken meanwhile) is retried this often. */
const MAX_ATTEMPTS = 3;

/**
 * Google and Discord sign-in, after the gateway finished the OAuth exchange: the linked account, else the
 * account that owns the provider-verified email (linked now), else a new account.
 */
@Injectable()
export class OAuthSignInService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
    private readonly accounts: OAuthAccountsRepository,
    private readonly codes: OneTimeCodesService,
    private readonly sessions: SessionTokensService,
  ) {}

  async signIn(input: OAuthProfile): Promise<OAuthSession> {
    const profile = cleanOAuthProfile(input);
    for (let attempt = 1; ; attempt++) {
      try {
        const { user, isNewUser } = await this.resolve(profile, attempt > 1);
        const tokens = await this.sessions.startSession(user);
        return {
          ...tokens,
          user: await this.usersService.toDto(user),
          isNewUser,
          needsEmail: !user.email,
          needsCountry: !user.billingCountry,
        };
      } catch (error) {
        // The unique constraints decided a race; the next look-up finds what the winner wrote.
        if (attempt >= MAX_ATTEMPTS || !lostRace(error)) throw error;
      }
    }
  }

  private async resolve(
    profile: OAuthProfile,
    retrying: boolean,
  ): Promise<{ user: UserRow; isNewUser: boolean }> {
    const linkedId = await this.accounts.findUserId(profile.provider, profile.providerUserId);
    if (linkedId) {
      const user = await this.usersService.require(linkedId);
      assertMaySignIn(user);
      assertNotStaff(user);
      return { user, isNewUser: false };
    }
    const owner = profile.emailVerified ? await this.users.findByEmail(profile.email!) : undefined;
    if (owner && !owner.emailUnconfirmed)
      return { user: await this.linkByEmail(owner, profile), isNewUser: false };
    return { user: await this.create(profile, retrying), isNewUser: true };
  }

  /** The provider vouches for the email, so its owner's account is this person's. */
  private async linkByEmail(owner: UserRow, profile: OAuthProfile): Promise<UserRow> {
    assertMaySignIn(owner);
    assertNotStaff(owner);
    return this.transactions.run(async (tx) => {
      await this.accounts.link({ ...profileKey(profile), userId: owner.id }, tx);
      if (owner.isVerified) return this.users.update(owner.id, EMAIL_PROVEN, tx);
      // An unverified sign-up never proved the address: whoever chose its password loses it.
      await this.codes.revokeAll(owner.id, tx);
      return this.users.update(owner.id, { ...EMAIL_PROVEN, passwordHash: null }, tx);
    });
  }

  private async create(profile: OAuthProfile, retrying: boolean): Promise<UserRow> {
    const emailFree = profile.emailVerified && !(await this.users.findByEmail(profile.email!));
    const base = usernameBase(profile.fullName, profile.email);
    const username = retrying || (await this.users.findByUsername(base)) ? withSuffix(base) : base;
    return this.transactions.run(async (tx) => {
      const user = await this.users.insert(
        {
          id: newId(),
          email: emailFree ? profile.email : null,
          username,
          fullName: profile.fullName,
          imageUrl: profile.imageUrl,
          role: 'user',
          // The provider authenticated the person; an email is only kept when the provider verified it.
          isVerified: true,
        },
        tx,
      );
      await this.accounts.link({ ...profileKey(profile), userId: user.id }, tx);
      return user;
    });
  }
}

function profileKey(profile: OAuthProfile) {
  return { provider: profile.provider, providerUserId: profile.providerUserId };
}

function lostRace(error: unknown): boolean {
  return isUniqueViolation(error) || (error instanceof DomainError && error.kind === 'conflict');
}
