import { Injectable } from '@nestjs/common';
import {
  type Message,
  ModerationLimits,
  ModerationText,
  type Page,
  PageSizes,
  type PageRequest,
  type ReportedUserDto,
  type ReportStatus,
} from '@lobby/contracts';
import {
  cleanPageRequest,
  pageOffset,
  recordStaffAction,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import { StaffAccess } from '../users/staff-access';
import { UsersRepository } from '../users/users.repository';
import { accountSummary } from './account-summary';
import { ReportsRepository } from './reports.repository';

/** Staff read reports per reported account and mark them reviewed (spec §4 Reports: pending, then reviewed). */
@Injectable()
export class ReportedUsersService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly staff: StaffAccess,
    private readonly reports: ReportsRepository,
    private readonly users: UsersRepository,
  ) {}

  async list(
    actorId: string,
    status: ReportStatus,
    input: Partial<PageRequest>,
  ): Promise<Page<ReportedUserDto>> {
    await this.staff.assert(actorId, 'Reported Users', 'read');
    const request = cleanPageRequest(input, PageSizes.reportedAndBanned);
    const { rows, total } = await this.reports.accountsPage(status, pageOffset(request), request.limit);
    const newest = await this.reports.newestOf(
      rows.map((row) => row.reportedId),
      status,
      ModerationLimits.reportsShownPerAccount,
    );
    const data = rows.map((row): ReportedUserDto => ({
      user: accountSummary({ ...row, id: row.reportedId }),
      status,
      reportCount: row.reportCount,
      latestAt: row.latestAt.toISOString(),
      reportIds: row.reportIds,
      reports: newest
        .filter((report) => report.reportedId === row.reportedId)
        .map((report) => ({
          _id: report.id,
          reporter: report.reporterUsername
            ? { _id: report.reporterId, username: report.reporterUsername }
            : null,
          reason: report.reason,
          status: report.status,
          createdAt: report.createdAt.toISOString(),
          reviewedAt: report.reviewedAt?.toISOString() ?? null,
        })),
    }));
    return toPage(data, total, request);
  }

  /**
   * Pending reports among `reportIds` become reviewed, many at once; reports already reviewed or settled by a ban
   * stay as they are, so repeating it changes nothing. One audit entry per account whose reports changed.
   */
  async review(actorId: string, reportIds: string[]): Promise<Message & { reportIds: string[] }> {
    await this.staff.assert(actorId, 'Reported Users', 'write');
    const reviewed = await this.transactions.run(async (tx) => {
      const changed = await this.reports.markReviewed([...new Set(reportIds)], tx);
      const byAccount = new Map<string, string[]>();
      for (const { id, reportedId } of changed)
        byAccount.set(reportedId, [...(byAccount.get(reportedId) ?? []), id]);
      const accounts = await this.users.findByIds([...byAccount.keys()]);
      for (const [reportedId, ids] of byAccount) {
        await recordStaffAction(tx, {
          actorId,
          action: 'identity.reports.review',
          target: {
            type: 'user',
            id: reportedId,
            label: accounts.find((account) => account.id === reportedId)?.username ?? null,
          },
          before: { status: 'pending', reportIds: ids },
          after: { status: 'reviewed', reportIds: ids },
        });
      }
      return changed.map((report) => report.id);
    });
    return { message: ModerationText.reportsReviewed, reportIds: reviewed };
  }
}
