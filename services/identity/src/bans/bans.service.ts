import { Inject, Injectable } from '@nestjs/common';
import {
  AccountFieldText,
  AccountText,
  type BannedUserDto,
  isStaffRole,
  ModerationText,
  type Message,
  type Page,
  PageSizes,
  type PageRequest,
  ProfileLimits,
} from '@lobby/contracts';
import {
  cleanPageRequest,
  EVENT_BUS,
  type EventBus,
  DomainError,
  newId,
  pageOffset,
  recordStaffAction,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import { cleanReason } from '../users/account-rules';
import { SessionTokensService } from '../auth/session-tokens.service';
import { accountSummary } from '../reports/account-summary';
import { ReportsRepository } from '../reports/reports.repository';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository } from '../users/users.repository';
import { BansRepository } from './bans.repository';

type Changed = Message & { userIds: string[] };

/**
 * Staff ban and unban accounts (the gateway's BanUsersDto and UnbanUsersDto vouch for the lists: 1 to
 * InputLimits.usersPerCallMax uuids, so one request can't lock the whole table). A ban ends every session at once:
 * the gateway's per-request account check refuses the access tokens still in circulation, and every gateway closes
 * the account's open sockets once the ban commits. The account's `user-profile-changed` (listed false) hides a
 * streamer's star page and gigs; an unban lists them again.
 */
@Injectable()
export class BansService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly staff: StaffAccess,
    private readonly users: UsersRepository,
    private readonly bans: BansRepository,
    private readonly reports: ReportsRepository,
    private readonly sessions: SessionTokensService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async ban(actorId: string, userIds: string[], reasonInput: string): Promise<Changed> {
    await this.staff.assert(actorId, 'Banned Users', 'write');
    const ids = [...new Set(userIds)];
    const reason = cleanReason(reasonInput, ProfileLimits.reportReasonMax, AccountFieldText.reportReason);
    const accounts = await this.users.findByIds(ids);
    if (accounts.some((account) => isStaffRole(account.role)))
      throw DomainError.conflict(ModerationText.staffNotBannable);
    const labels = new Map(accounts.map((account) => [account.id, account.username]));
    const banned = await this.transactions.run(async (tx) => {
      const changed = await this.users.setBanned(ids, true, tx);
      await this.bans.insert(
        changed.map((userId) => ({ id: newId(), userId, reason, bannedBy: actorId })),
        tx,
      );
      await this.reports.markBanned(changed, tx);
      for (const userId of changed) {
        await this.sessions.endAllSessions(userId, tx);
        await recordStaffAction(tx, {
          actorId,
          action: 'identity.user.ban',
          target: { type: 'user', id: userId, label: labels.get(userId) ?? null },
          before: { isBanned: false },
          after: { isBanned: true, reason },
        });
      }
      return changed;
    });
    this.bus.closeSockets(banned);
    return { message: AccountText.usersBanned, userIds: banned };
  }

  async unban(actorId: string, userIds: string[]): Promise<Changed> {
    await this.staff.assert(actorId, 'Banned Users', 'write');
    const ids = [...new Set(userIds)];
    const labels = await this.labels(ids);
    const unbanned = await this.transactions.run(async (tx) => {
      const reasons = await this.bans.reasonsInForce(ids, tx);
      const changed = await this.users.setBanned(ids, false, tx);
      await this.bans.lift(changed, actorId, tx);
      for (const userId of changed) {
        await recordStaffAction(tx, {
          actorId,
          action: 'identity.user.unban',
          target: { type: 'user', id: userId, label: labels.get(userId) ?? null },
          before: { isBanned: true, reason: reasons.get(userId) ?? null },
          after: { isBanned: false },
        });
      }
      return changed;
    });
    return { message: AccountText.usersUnbanned, userIds: unbanned };
  }

  /** Bans in force, newest first (spec §2 /admin/banned-users). */
  async list(actorId: string, input: Partial<PageRequest>): Promise<Page<BannedUserDto>> {
    await this.staff.assert(actorId, 'Banned Users', 'read');
    const request = cleanPageRequest(input, PageSizes.reportedAndBanned);
    const { rows, total } = await this.bans.inForcePage(pageOffset(request), request.limit);
    const data = rows.map(({ ban, user, bannedByUsername }): BannedUserDto => ({
      _id: ban.id,
      user: accountSummary(user),
      reason: ban.reason,
      bannedAt: ban.createdAt.toISOString(),
      bannedBy: ban.bannedBy && bannedByUsername ? { _id: ban.bannedBy, username: bannedByUsername } : null,
    }));
    return toPage(data, total, request);
  }

  /** Usernames for the audit log's targets. */
  private async labels(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.users.findByIds(ids);
    return new Map(rows.map((row) => [row.id, row.username]));
  }
}
