import type { AccountSummaryDto, Role } from '@lobby/contracts';

/** An account as the staff lists of reports and bans show it. */
export function accountSummary(row: {
  id: string;
  username: string;
  fullName: string;
  role: string;
  imageUrl: string | null;
  isBanned: boolean;
}): AccountSummaryDto {
  return {
    _id: row.id,
    username: row.username,
    fullName: row.fullName,
    role: row.role as Role,
    images: { url: row.imageUrl },
    isBanned: row.isBanned,
  };
}
