import { Injectable } from '@nestjs/common';
import { AccountFieldText, AccountText, ProfileLimits, type Message } from '@lobby/contracts';
import { newId, TransactionRunner } from '@lobby/service-kit';
import { cleanReason } from '../users/account-rules';
import { SessionTokensService } from '../auth/session-tokens.service';
import { ReportsRepository } from '../reports/reports.repository';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository } from '../users/users.repository';
import { BansRepository } from './bans.repository';

type Changed = Message & { userIds: string[] };

/**
 * Staff ban and unban accounts (the gateway's BanUsersDto and UnbanUsersDto vouch for the lists: 1 to
 * InputLimits.usersPerCallMax uuids, so one request can't lock the whole table). A ban ends every session at once; the gateway's per-request account
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

  async ban(actorId: string, userIds: string[], reasonInput: string): Promise<Changed> {
    await this.staff.assert(actorId, 'Banned Users', 'write');
    const ids = [...new Set(userIds)];
    const reason = cleanReason(reasonInput, ProfileLimits.reportReasonMax, AccountFieldText.reportReason);
    const banned = await this.transactions.run(async (tx) => {
      const changed = await this.users.setBanned(ids, true, tx);
      await this.bans.insert(
        changed.map((userId) => ({ id: newId(), userId, reason, bannedBy: actorId })),
        tx,
      );
      await this.reports.markBanned(changed, tx);
      for (const userId of changed) await this.sessions.endAllSessions(userId, tx);
      return changed;
    });
    return { message: AccountText.usersBanned, userIds: banned };
  }

  async unban(actorId: string, userIds: string[]): Promise<Changed> {
    await this.staff.assert(actorId, 'Banned Users', 'write');
    const unbanned = await this.transactions.run(async (tx) => {
      const changed = await this.users.setBanned([...new Set(userIds)], false, tx);
      await this.bans.lift(changed, actorId, tx);
      return changed;
    });
    return { message: AccountText.usersUnbanned, userIds: unbanned };
  }
}
