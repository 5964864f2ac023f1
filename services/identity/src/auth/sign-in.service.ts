import { Injectable } from '@nestjs/common';
import {
  AuthText,
  ErrorText,
  isStaffRole,
  type AuthSession,
  type AuthState,
  type ObsSession,
  type Role,
  type TokenPair,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { UserRow } from '../db/schema';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { assertMaySignIn, assertNotStaff, normalizeEmail } from '../users/account-rules';
import { PasswordHasher } from './password-hasher';
import { SessionTokensService } from './session-tokens.service';
import { SignInThrottle } from './sign-in-throttle';

@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionTokensService,
    private readonly throttle: SignInThrottle,
  ) {}

  /**
   * Email or username plus password. Unverified, inactive and banned accounts are refused; so is an account
   * locked by wrong passwords, with the wrong password's answer. Staff are sent to the staff sign-in.
   */
  async login(identifier: string, password: string): Promise<AuthSession> {
    const user = await this.checkCredentials(identifier, password);
    assertMaySignIn(user);
    assertNotStaff(user);
    if (!user.isVerified) throw DomainError.forbidden(AuthText.notVerified);
    return this.session(user);
  }

  /** Staff only, and only while active. */
  async adminLogin(username: string, password: string): Promise<AuthSession> {
    const user = await this.checkCredentials(username, password);
    assertMaySignIn(user);
    if (!isStaffRole(user.role)) throw DomainError.forbidden(AuthText.notStaff);
    return this.session(user);
  }

  /**
   * A sign-in without a password for a streamer whose one-time OBS code live has just redeemed (the code is
   * the proof): OBS-scoped, for a stream, without a refresh token. Only a streamer account, and refused like a
   * login when banned or inactive.
   */
  async signInRedeemedStreamer(streamerId: string): Promise<ObsSession> {
    const user = await this.users.findById(streamerId);
    if (!user) throw DomainError.notFound(ErrorText.userNotFound);
    if (user.role !== 'influencer') throw DomainError.forbidden(AuthText.forbidden);
    assertMaySignIn(user);
    const { accessToken } = await this.sessions.startObsSession(user);
    return { accessToken, user: await this.usersService.toDto(user) };
  }

  refresh(refreshToken: string): Promise<TokenPair> {
    return this.sessions.rotate(refreshToken);
  }

  async logout(userId: string, familyId: string) {
    await this.sessions.endSession(userId, familyId);
    return { message: AuthText.loggedOut };
  }

  async newAccessToken(userId: string, familyId: string): Promise<{ accessToken: string }> {
    const user = await this.users.findById(userId);
    if (!user || (await this.sessions.isFamilyRevoked(familyId, userId))) {
      throw DomainError.unauthorized(AuthText.sessionExpired);
    }
    assertMaySignIn(user);
    return { accessToken: await this.sessions.accessToken(user.id, user.role as Role, familyId) };
  }

  /** Read on every authenticated request, so bans, deactivation and logout take effect at once. */
  async authState(userId: string, familyId: string): Promise<AuthState> {
    const user = await this.users.findById(userId);
    if (!user) {
      return {
        userId,
        role: 'user',
        isActive: false,
        isBanned: false,
        permissions: [],
        modStreamers: [],
        familyRevoked: true,
      };
    }
    const [permissions, modStreamers, familyRevoked] = await Promise.all([
      isStaffRole(user.role) ? this.users.permissions(user.id) : Promise.resolve([]),
      this.users.moderatedStreamerIds(user.id),
      this.sessions.isFamilyRevoked(familyId, user.id),
    ]);
    return {
      userId,
      role: user.role as Role,
      isActive: user.isActive,
      isBanned: user.isBanned,
      permissions,
      modStreamers,
      familyRevoked,
    };
  }

  /** A new session for an account whose email was just proven (verification by code or link). */
  async signInVerified(user: UserRow): Promise<AuthSession> {
    assertMaySignIn(user);
    return this.session(user);
  }

  /** The password is checked even for a locked account, so a lock takes no less time to answer than a wrong one. */
  private async checkCredentials(identifier: string, password: string): Promise<UserRow> {
    const trimmed = identifier.trim();
    const user = trimmed.includes('@')
      ? await this.users.findByEmail(normalizeEmail(trimmed))
      : await this.users.findByUsername(trimmed);
    const matches = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user) throw DomainError.unauthorized(AuthText.invalidCredentials);
    if (!matches) {
      await this.throttle.recordFailure(user.id);
      throw DomainError.unauthorized(AuthText.invalidCredentials);
    }
    if (!(await this.throttle.admit(user.id))) throw DomainError.unauthorized(AuthText.invalidCredentials);
    return user;
  }

  private async session(user: UserRow): Promise<AuthSession> {
    const tokens = await this.sessions.startSession(user);
    return { ...tokens, user: await this.usersService.toDto(user) };
  }
}
