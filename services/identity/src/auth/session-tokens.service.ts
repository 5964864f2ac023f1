import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  AuthLimits,
  AuthText,
  type AccessTokenClaims,
  type Message,
  type ObsSessionDto,
  type Role,
  type TokenPair,
} from '@lobby/contracts';
import {
  CLOCK,
  type Clock,
  DomainError,
  EVENT_BUS,
  type EventBus,
  newId,
  TransactionRunner,
} from '@lobby/service-kit';
import type { Executor } from '../db/database';
import type { UserRow } from '../db/schema';
import { UsersRepository } from '../users/users.repository';
import { assertMaySignIn } from '../users/account-rules';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { Secrets } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Access tokens (short-lived JWTs naming the user, role and token family) and refresh tokens (random,
 * stored hashed, rotated on every use; reusing a rotated one revokes its whole family).
 */
@Injectable()
export class SessionTokensService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly jwt: JwtService,
    private readonly tokens: RefreshTokensRepository,
    private readonly users: UsersRepository,
    private readonly secrets: Secrets,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  /** A new sign-in: a new family with its first refresh token. */
  async startSession(user: UserRow): Promise<TokenPair> {
    return this.transactions.run(async (tx) => {
      const familyId = newId();
      await this.tokens.createFamily(familyId, user.id, tx);
      return this.issuePair(user, familyId, tx);
    });
  }

  /**
   * An OBS code's sign-in: a family of its own (so logout, a password change or the streamer's revoke ends it)
   * with one OBS-scoped access token for a stream and no refresh token, so it is never renewed.
   */
  async startObsSession(user: UserRow): Promise<{ accessToken: string }> {
    const familyId = newId();
    const expiresAt = new Date(this.clock.now().getTime() + AuthLimits.obsSessionTtlSeconds * 1000);
    await this.tokens.createFamily(familyId, user.id, undefined, { scope: 'obs', expiresAt });
    const claims: AccessTokenClaims = { sub: user.id, role: user.role as Role, fam: familyId, scope: 'obs' };
    const accessToken = await this.jwt.signAsync(claims, {
      algorithm: 'HS256',
      expiresIn: AuthLimits.obsSessionTtlSeconds,
    });
    return { accessToken };
  }

  /** A new pair in an existing family (claims changed, e.g. a new base currency). */
  async reissue(user: UserRow, familyId: string | null): Promise<TokenPair> {
    if (!familyId) return this.startSession(user);
    const family = await this.tokens.findFamily(familyId);
    if (!family || family.userId !== user.id || family.revokedAt) {
      throw DomainError.unauthorized(AuthText.sessionExpired);
    }
    return this.transactions.run((tx) => this.issuePair(user, familyId, tx));
  }

  async rotate(refreshToken: string): Promise<TokenPair> {
    const outcome = await this.transactions.run(
      async (tx): Promise<{ error: string } | { pair: TokenPair }> => {
        const found = await this.tokens.lockByHash(this.secrets.hashToken(refreshToken), tx);
        if (!found || found.family.revokedAt || found.token.expiresAt <= this.clock.now()) {
          return { error: AuthText.sessionExpired };
        }
        if (found.token.usedAt) {
          // A rotated token came back: someone holds a copy. End every session of this family.
          await this.tokens.revokeFamily(found.family.id, tx);
          return { error: AuthText.sessionExpired };
        }
        const user = await this.users.findById(found.family.userId, tx);
        if (!user) return { error: AuthText.sessionExpired };
        assertMaySignIn(user);
        await this.tokens.markUsed(found.token.id, tx);
        return { pair: await this.issuePair(user, found.family.id, tx) };
      },
    );
    // The revocation above must commit, so the refusal is thrown only after the transaction.
    if ('error' in outcome) throw DomainError.unauthorized(outcome.error);
    return outcome.pair;
  }

  accessToken(userId: string, role: Role, familyId: string): Promise<string> {
    const claims: AccessTokenClaims = { sub: userId, role, fam: familyId };
    return this.jwt.signAsync(claims, { algorithm: 'HS256', expiresIn: AuthLimits.accessTokenTtlSeconds });
  }

  async isFamilyRevoked(familyId: string, userId: string): Promise<boolean> {
    const family = await this.tokens.findFamily(familyId);
    return !family || family.userId !== userId || family.revokedAt !== null;
  }

  /** The streamer's OBS sign-ins still in force (the OBS setup page lists them to revoke). */
  async obsSessions(userId: string): Promise<ObsSessionDto[]> {
    const families = await this.tokens.activeScopedFamilies(userId, 'obs', this.clock.now());
    return families.map((family) => ({
      id: family.id,
      signedInAt: family.createdAt.toISOString(),
      expiresAt: (family.expiresAt ?? family.createdAt).toISOString(),
    }));
  }

  /** The streamer ends one of their OBS sign-ins: 404 for any other sign-in, theirs or not. */
  async revokeObsSession(userId: string, familyId: string): Promise<Message> {
    const family = await this.tokens.findFamily(familyId);
    if (!family || family.userId !== userId || family.scope !== 'obs') {
      throw DomainError.notFound(AuthText.obsSessionNotFound);
    }
    await this.endSession(userId, familyId);
    return { message: AuthText.obsSessionRevoked };
  }

  /** Ends one sign-in: its tokens, then its open sockets. */
  async endSession(userId: string, familyId: string): Promise<void> {
    const family = await this.tokens.findFamily(familyId);
    if (!family || family.userId !== userId) return;
    await this.tokens.revokeFamily(familyId);
    this.bus.closeSessionSockets([familyId]);
  }

  endAllSessions(userId: string, executor?: Executor, keep: { exceptFamilyId?: string } = {}): Promise<void> {
    return this.tokens.revokeAllFamilies(userId, executor, keep.exceptFamilyId);
  }

  private async issuePair(user: UserRow, familyId: string, executor: Executor): Promise<TokenPair> {
    const refreshToken = this.secrets.newToken();
    await this.tokens.insertToken(
      {
        id: newId(),
        familyId,
        tokenHash: this.secrets.hashToken(refreshToken),
        expiresAt: new Date(this.clock.now().getTime() + AuthLimits.refreshTokenTtlDays * DAY_MS),
      },
      executor,
    );
    return { accessToken: await this.accessToken(user.id, user.role as Role, familyId), refreshToken };
  }
}
