import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AccountText, type ReportStatus } from '@lobby/contracts';
import { DATABASE, DomainError, isUniqueViolation } from '@lobby/service-kit';
import type { Executor, IdentityDatabase } from '../db/database';
import { reports } from '../db/schema';

/** An account named by reports in one status: how many, the newest, and every report's id. */
export interface ReportedAccountRow {
  reportedId: string;
  reportCount: number;
  latestAt: Date;
  reportIds: string[];
  username: string;
  fullName: string;
  role: string;
  imageUrl: string | null;
  isBanned: boolean;
}

export interface ReportWithReporter {
  id: string;
  reportedId: string;
  reporterId: string;
  reporterUsername: string | null;
  reason: string;
  status: ReportStatus;
  createdAt: Date;
  reviewedAt: Date | null;
}

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

  /** Pending reports among `ids` become reviewed; answers those it changed (already settled ones stay). */
  async markReviewed(ids: string[], executor: Executor): Promise<{ id: string; reportedId: string }[]> {
    if (ids.length === 0) return [];
    return executor
      .update(reports)
      .set({ status: 'reviewed', reviewedAt: sql`now()` })
      .where(and(inArray(reports.id, ids), eq(reports.status, 'pending')))
      .returning({ id: reports.id, reportedId: reports.reportedId });
  }

  /** Accounts with reports in `status`, the account with the newest such report first. */
  async accountsPage(
    status: ReportStatus,
    offset: number,
    limit: number,
  ): Promise<{ rows: ReportedAccountRow[]; total: number }> {
    const [page, counted] = await Promise.all([
      this.db.execute<{
        reported_id: string;
        report_count: string;
        latest_at: Date;
        report_ids: string[];
        username: string;
        full_name: string;
        role: string;
        image_url: string | null;
        is_banned: boolean;
      }>(sql`
        WITH grouped AS (
          SELECT reported_id, count(*) AS report_count, max(created_at) AS latest_at,
                 array_agg(id::text ORDER BY created_at DESC, id DESC) AS report_ids
            FROM reports WHERE status = ${status} GROUP BY reported_id)
        SELECT g.*, u.username, u.full_name, u.role, u.image_url, u.is_banned
          FROM grouped g JOIN users u ON u.id = g.reported_id
          ORDER BY g.latest_at DESC, g.reported_id DESC
          OFFSET ${offset} LIMIT ${limit}`),
      this.db.execute<{ total: string }>(
        sql`SELECT count(DISTINCT reported_id) AS total FROM reports WHERE status = ${status}`,
      ),
    ]);
    return {
      rows: page.rows.map((row) => ({
        reportedId: row.reported_id,
        reportCount: Number(row.report_count),
        latestAt: new Date(row.latest_at),
        reportIds: row.report_ids,
        username: row.username,
        fullName: row.full_name,
        role: row.role,
        imageUrl: row.image_url,
        isBanned: row.is_banned,
      })),
      total: Number(counted.rows[0].total),
    };
  }

  /** The newest `perAccount` reports in `status` of each account, with the reporter's username. */
  async newestOf(
    reportedIds: string[],
    status: ReportStatus,
    perAccount: number,
  ): Promise<ReportWithReporter[]> {
    if (reportedIds.length === 0) return [];
    const result = await this.db.execute<{
      id: string;
      reported_id: string;
      reporter_id: string;
      reporter_username: string | null;
      reason: string;
      status: ReportStatus;
      created_at: Date;
      reviewed_at: Date | null;
    }>(sql`
      SELECT * FROM (
        SELECT r.id, r.reported_id, r.reporter_id, u.username AS reporter_username, r.reason, r.status,
               r.created_at, r.reviewed_at,
               row_number() OVER (PARTITION BY r.reported_id ORDER BY r.created_at DESC, r.id DESC) AS n
          FROM reports r LEFT JOIN users u ON u.id = r.reporter_id
          WHERE r.status = ${status} AND r.reported_id IN (${sql.join(
            reportedIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})) newest
        WHERE n <= ${perAccount}
        ORDER BY created_at DESC, id DESC`);
    return result.rows.map((row) => ({
      id: row.id,
      reportedId: row.reported_id,
      reporterId: row.reporter_id,
      reporterUsername: row.reporter_username,
      reason: row.reason,
      status: row.status,
      createdAt: new Date(row.created_at),
      reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
    }));
  }

  /** Pending reports, and the accounts they name (the dashboard). */
  async pendingCounts(): Promise<{ reports: number; accounts: number }> {
    const result = await this.db.execute<{ reports: string; accounts: string }>(
      sql`SELECT count(*) AS reports, count(DISTINCT reported_id) AS accounts FROM reports WHERE status = 'pending'`,
    );
    return { reports: Number(result.rows[0].reports), accounts: Number(result.rows[0].accounts) };
  }
}
