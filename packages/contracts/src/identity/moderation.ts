import type { Actor, Message, Page, PageRequest } from '../rpc';
import type { Role } from '../roles';

/** Spec §4 Reports: pending, then reviewed or banned. */
export const ReportStatuses = ['pending', 'reviewed', 'banned'] as const;
export type ReportStatus = (typeof ReportStatuses)[number];

/** An account as the staff lists show it. */
export interface AccountSummaryDto {
  _id: string;
  username: string;
  fullName: string;
  role: Role;
  images: { url: string | null };
  isBanned: boolean;
}

/** One report of an account: who sent it, why and when. */
export interface ReportDto {
  _id: string;
  reporter: { _id: string; username: string } | null;
  reason: string;
  status: ReportStatus;
  createdAt: string;
  reviewedAt: string | null;
}

/**
 * The reports of one account in one status (spec §7 "list pending, reviewed and banned"), newest first: how many,
 * the newest few to read, and every report's id, which marking reviewed takes (spec §3 reportIds).
 */
export interface ReportedUserDto {
  user: AccountSummaryDto;
  status: ReportStatus;
  reportCount: number;
  latestAt: string;
  reportIds: string[];
  reports: ReportDto[];
}

/** A ban in force (spec §3 banIds: its `_id`). */
export interface BannedUserDto {
  _id: string;
  user: AccountSummaryDto;
  reason: string;
  bannedAt: string;
  bannedBy: { _id: string; username: string } | null;
}

/** Identity's staff subjects for reports and bans (banUsers and unbanUsers are in IdentitySubjects). */
export interface ModerationSubjects {
  /** Staff with 'Reported Users' read: accounts with reports in `status`, the newest report first. */
  'identity.reportedUsers': {
    req: Actor & Partial<PageRequest> & { status: ReportStatus };
    res: Page<ReportedUserDto>;
  };
  /** Staff with 'Reported Users' write: pending reports become reviewed; answers the ids it changed. */
  'identity.reviewReports': {
    req: Actor & { reportIds: string[] };
    res: Message & { reportIds: string[] };
  };
  /** Staff with 'Banned Users' read: bans in force, newest first. */
  'identity.bannedUsers': { req: Actor & Partial<PageRequest>; res: Page<BannedUserDto> };
}

export const ModerationLimits = {
  /** Report ids one review takes (a page of accounts with their reports). */
  reportsPerCallMax: 1000,
  /** The newest reports shown per account; the count and every id come with them. */
  reportsShownPerAccount: 5,
} as const;

export const ModerationText = {
  reportsReviewed: 'Reports marked reviewed',
  /** Staff leave through the team page (deactivation), so a ban can never lock the last admin out. */
  staffNotBannable: 'Staff accounts are deactivated on the team page, not banned',
} as const;
