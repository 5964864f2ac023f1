import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AccountText } from '@lobby/contracts';
import { DATABASE, DomainError, isUniqueViolation } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { reports } from '../db/schema';

/** Users' reports of other accounts. */
@Injectable()
export class ReportsRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /** Refused with 409 while the same reporter has an open report of the same account. */
  async insert(report: {
    id: string;
    reporterId: string;
    reportedId: string;
    reason: string;
  }): Promise<void> {
    try {
      await this.db.insert(reports).values(report);
    } catch (error) {
      if (isUniqueViolation(error, 'reports_open_pair_unique'))
        throw DomainError.conflict(AccountText.reportAlreadyOpen);
      throw error;
    }
  }

  /** The open reports of banned accounts are settled as 'banned'. */
  async markBanned(reportedIds: string[], executor: Executor): Promise<void> {
    if (reportedIds.length === 0) return;
    await executor
      .update(reports)
      .set({ status: 'banned', reviewedAt: sql`now()` })
      .where(and(inArray(reports.reportedId, reportedIds), eq(reports.status, 'pending')));
  }
}
