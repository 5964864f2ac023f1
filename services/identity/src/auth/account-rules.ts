import { AuthText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { UserRow } from '../db/schema';

/** Who may hold a session: the one rule used by login, refresh and every authenticated request. */
export function assertMaySignIn(user: Pick<UserRow, 'isBanned' | 'isActive'>): void {
  if (user.isBanned) throw DomainError.forbidden(AuthText.banned);
  if (!user.isActive) throw DomainError.forbidden(AuthText.inactive);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
