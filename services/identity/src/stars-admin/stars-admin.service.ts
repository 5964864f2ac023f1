import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  baseCurrencyForCountry,
  DEFAULT_ADMIN_STAR_SORT,
  ErrorText,
  PageSizes,
  AccountText,
  type AdminStarDetailDto,
  type AdminStarDto,
  type AdminStarSort,
  type Message,
  type OnboardingStatus,
  type Page,
  type PageRequest,
  type RegisterStarInput,
  type StarCatalogFacts,
  type UpdateStarInput,
} from '@lobby/contracts';
import {
  cleanPageRequest,
  DomainError,
  newId,
  pageOffset,
  recordStaffAction,
  RPC_CLIENT,
  type RpcClient,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import { PasswordsService } from '../auth/passwords.service';
import { SessionTokensService } from '../auth/session-tokens.service';
import type { UserRow } from '../db/schema';
import { OnboardingService } from '../onboarding/onboarding.service';
import { cleanOptionalText } from '../profile/profile-rules';
import { cleanFullName, normalizeEmail } from '../users/account-rules';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository, type UserPatch } from '../users/users.repository';
import { StarsAdminRepository } from './stars-admin.repository';

/**
 * Staff manage stars (spec §7 Admin Influencers): list, read, register (no password: the set-password link is
 * mailed), edit, the landing flag (catalog keeps it) and removal. Every call re-checks the staff member's
 * Influencers permission; every write leaves an audit entry in its transaction.
 */
@Injectable()
export class StarsAdminService {
  private readonly logger = new Logger(StarsAdminService.name);

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly staff: StaffAccess,
    private readonly users: UsersRepository,
    private readonly stars: StarsAdminRepository,
    private readonly onboarding: OnboardingService,
    private readonly passwords: PasswordsService,
    private readonly sessions: SessionTokensService,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
  ) {}

  async list(
    actorId: string,
    input: Partial<PageRequest> & { search?: string; sort?: AdminStarSort },
  ): Promise<Page<AdminStarDto>> {
    await this.staff.assert(actorId, 'Influencers', 'read');
    const page = cleanPageRequest(input, PageSizes.admin);
    const search = input.search?.trim();
    const sort = input.sort ?? DEFAULT_ADMIN_STAR_SORT;
    const { rows, total } = await this.stars.page({
      search: search || undefined,
      sort,
      limit: page.limit,
      offset: pageOffset(page),
    });
    const ids = rows.map((row) => row.id);
    const [statuses, facts] = await Promise.all([this.onboarding.statusesOf(ids), this.catalogFacts(ids)]);
    return toPage(
      rows.map((row) => starDto(row, statuses.get(row.id) ?? null, facts.get(row.id))),
      total,
      page,
    );
  }

  async get(actorId: string, id: string): Promise<AdminStarDetailDto> {
    await this.staff.assert(actorId, 'Influencers', 'read');
    return this.detail(await this.require(id));
  }

  async register(actorId: string, input: RegisterStarInput): Promise<Message & { star: AdminStarDetailDto }> {
    await this.staff.assert(actorId, 'Influencers', 'write');
    const email = normalizeEmail(input.email);
    const { username } = input;
    const fullName = cleanFullName(input.fullName);
    const country = input.country.toUpperCase();
    const created = await this.transactions.run(async (tx) => {
      const row = await this.users.insert(
        {
          id: newId(),
          email,
          username,
          fullName,
          passwordHash: null,
          role: 'influencer',
          billingCountry: country,
          baseCurrency: baseCurrencyForCountry(country),
        },
        tx,
      );
      await recordStaffAction(tx, {
        actorId,
        action: 'identity.star.register',
        target: { type: 'user', id: row.id, label: row.username },
        before: null,
        after: { fullName, username, email, country },
      });
      return row;
    });
    await this.passwords.inviteStreamer(created.id);
    return { message: 'Influencer registered', star: await this.detail(created) };
  }

  async update(
    actorId: string,
    id: string,
    input: UpdateStarInput,
  ): Promise<Message & { star: AdminStarDetailDto }> {
    await this.staff.assert(actorId, 'Influencers', 'write');
    const patch = cleanPatch(input);
    const updated = await this.transactions.run(async (tx) => {
      const star = await this.users.lockById(id, tx);
      if (!star || star.role !== 'influencer' || !star.isActive)
        throw DomainError.notFound(ErrorText.userNotFound);
      const changed = Object.keys(patch) as (keyof UserPatch)[];
      if (changed.length === 0) return star;
      const row = await this.users.update(id, patch, tx);
      await recordStaffAction(tx, {
        actorId,
        action: 'identity.star.update',
        target: { type: 'user', id, label: row.username },
        before: Object.fromEntries(changed.map((field) => [field, star[field as keyof UserRow]])),
        after: Object.fromEntries(changed.map((field) => [field, row[field as keyof UserRow]])),
      });
      return row;
    });
    return { message: AccountText.profileUpdated, star: await this.detail(updated) };
  }

  /** The landing row shows only stars with the flag (catalog keeps it and records the audit entry). */
  async setShowAtLanding(
    actorId: string,
    id: string,
    showAtLanding: boolean,
  ): Promise<Message & { star: AdminStarDetailDto }> {
    await this.staff.assert(actorId, 'Influencers', 'write');
    if (typeof showAtLanding !== 'boolean') throw DomainError.invalid('showAtLanding must be true or false');
    const star = await this.require(id);
    await this.rpc.send('catalog.setShowAtLanding', { actorId, starId: id, showAtLanding });
    return {
      message: showAtLanding
        ? 'The star is shown on the landing page'
        : 'The star is no longer on the landing page',
      star: await this.detail(star),
    };
  }

  /**
   * Removal is soft: the account is deactivated (sign-in refused, every session ended) and catalog, told by the
   * profile event, hides the star's page and gigs; orders, payouts and the audit trail keep their references.
   */
  async remove(actorId: string, id: string): Promise<Message> {
    await this.staff.assert(actorId, 'Influencers', 'write');
    const removed = await this.transactions.run(async (tx) => {
      const star = await this.users.lockById(id, tx);
      if (!star || star.role !== 'influencer' || !star.isActive)
        throw DomainError.notFound(ErrorText.errorRemovingInfluencer);
      await this.users.update(id, { isActive: false }, tx);
      await this.sessions.endAllSessions(id, tx);
      await recordStaffAction(tx, {
        actorId,
        action: 'identity.star.remove',
        target: { type: 'user', id, label: star.username },
        before: { isActive: true },
        after: { isActive: false },
      });
      return star;
    });
    if (removed.liveSessionId) await this.endLiveSession(id, removed.liveSessionId);
    return { message: 'Influencer removed' };
  }

  /** A removed star who is live stops being live (as if they ended it: the queue closes, fans are refunded). */
  private async endLiveSession(streamerId: string, liveSessionId: string): Promise<void> {
    try {
      await this.rpc.send('live.end', { userId: streamerId, liveSessionId });
    } catch (error) {
      this.logger.warn(
        { err: error, streamerId, liveSessionId },
        'could not end the removed star’s live session',
      );
    }
  }

  private async require(id: string): Promise<UserRow> {
    const star = await this.stars.find(id);
    if (!star) throw DomainError.notFound(ErrorText.userNotFound);
    return star;
  }

  private async detail(row: UserRow): Promise<AdminStarDetailDto> {
    const [onboarding, facts] = await Promise.all([
      this.onboarding.submissionOf(row.id),
      this.catalogFacts([row.id]),
    ]);
    const fact = facts.get(row.id);
    return {
      ...starDto(row, onboarding?.status ?? null, fact),
      bio: row.bio,
      profession: row.profession,
      imageUrl: row.imageUrl,
      gigsCount: fact?.gigsCount ?? 0,
      onboarding,
    };
  }

  /** Catalog's flag and gig count; a star catalog hasn't heard of yet (just registered) has neither. */
  private async catalogFacts(ids: string[]): Promise<Map<string, StarCatalogFacts>> {
    if (ids.length === 0) return new Map();
    const facts = await this.rpc.send('catalog.starCatalogFacts', { ids });
    return new Map(facts.map((fact) => [fact._id, fact]));
  }
}

function starDto(
  row: UserRow,
  onboardingStatus: OnboardingStatus | null,
  facts?: StarCatalogFacts,
): AdminStarDto {
  return {
    _id: row.id,
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    billingCountry: row.billingCountry,
    isLive: row.liveSessionId !== null,
    onboardingStatus,
    showAtLanding: facts?.showAtLanding ?? false,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function cleanPatch(input: UpdateStarInput): UserPatch {
  const country = input.country?.toUpperCase();
  return {
    ...(input.fullName !== undefined && { fullName: cleanFullName(input.fullName) }),
    ...(input.username !== undefined && { username: input.username }),
    ...(input.bio !== undefined && {
      bio: cleanOptionalText(input.bio),
    }),
    ...(input.profession !== undefined && {
      profession: cleanOptionalText(input.profession),
    }),
    ...(country !== undefined && { billingCountry: country, baseCurrency: baseCurrencyForCountry(country) }),
  };
}
