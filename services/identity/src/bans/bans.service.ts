import { Injectable } from '@nestjs/common';
import { AccountFieldText, AccountText, InputLimits, ProfileLimits, type Message } from '@lobby/contracts';
import { DomainError, isUuid, newId, TransactionRunner } from '@lobby/service-kit';
import { cleanReason } from '../users/account-rules';
import { SessionTokensService } from '../auth/session-tokens.service';
import { ReportsRepository } from '../reports/reports.repository';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository } from '../users/users.repository';
import { BansRepository } from './bans.repository';

/** At most this many accounts per call, so one request can't hold locks on the whole table. */

type Changed = Message & { userIds: string[] };

/**
 * Staff ban and unban accounts. A ban ends every session at once; the gateway's per-request account
 * check refuses the access tokens still in circulation.
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
  ) {}

  async ban(actorId: string, userIdsInput: unknown, reasonInput: unknown): Promise<Changed> {
    await this.staff.assert(actorId, 'Banned Users', 'write');
    const ids = cleanUserIds(userIdsInput);
    const reason = cleanReason(reasonInput, ProfileLimits.reportReasonMax, AccountFieldText.reportReason);
    const userIds = await this.transactions.run(async (tx) => {
      const changed = await this.users.setBanned(ids, true, tx);
      await this.bans.insert(
        changed.map((userId) => ({ id: newId(), userId, reason, bannedBy: actorId })),
        tx,
      );
      await this.reports.markBanned(changed, tx);
      for (const userId of changed) await this.sessions.endAllSessions(userId, tx);
      return changed;
    });
    return { message: AccountText.usersBanned, userIds };
  }

  async unban(actorId: string, userIdsInput: unknown): Promise<Changed> {
    await this.staff.assert(actorId, 'Banned Users', 'write');
    const ids = cleanUserIds(userIdsInput);
    const userIds = await this.transactions.run(async (tx) => {
      const changed = await this.users.setBanned(ids, false, tx);
      await this.bans.lift(changed, actorId, tx);
      return changed;
    });
    return { message: AccountText.usersUnbanned, userIds };
  }
}

function cleanUserIds(input: unknown): string[] {
  const ids = Array.isArray(input) ? [...new Set(input)] : [];
  if (ids.length === 0 || ids.length > InputLimits.usersPerCallMax || !ids.every(isUuid)) {
    throw DomainError.invalid(AccountFieldText.invalidUserId);
  }
  return ids;
}
