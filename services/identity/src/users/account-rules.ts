import {
  AccountFieldText,
  AuthText,
  FULL_NAME_MAX_LENGTH,
  isStaffRole,
  USERNAME_PATTERN,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { UserRow } from '../db/schema';

/** Who may hold a session: the one rule used by login, refresh and every authenticated request. */
export function assertMaySignIn(user: Pick<UserRow, 'isBanned' | 'isActive'>): void {
  if (user.isBanned) throw DomainError.forbidden(AuthText.banned);
  if (!user.isActive) throw DomainError.forbidden(AuthText.inactive);
}

/** The fan sign-in (password or social) is no door for staff: they sign in at the staff sign-in alone. */
export function assertNotStaff(user: Pick<UserRow, 'role'>): void {
  if (isStaffRole(user.role)) throw DomainError.forbidden(AuthText.staffUseStaffSignIn);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function cleanUsername(input: string): string {
  const username = input.trim();
  if (!USERNAME_PATTERN.test(username)) throw DomainError.invalid(AccountFieldText.username);
  return username;
}

/** The name trimmed: blank is refused (the message bounds its length). */
export function cleanFullName(input: string): string {
  const fullName = input.trim();
  if (!fullName || fullName.length > FULL_NAME_MAX_LENGTH)
    throw DomainError.invalid(AccountFieldText.fullName);
  return fullName;
}

/** A free-text reason (report, ban, deletion; the gateway's DTOs check it is a string): trimmed, 1 to `max` characters. */
export function cleanReason(input: string, max: number, text: string): string {
  const reason = input.trim();
  if (!reason || reason.length > max) throw DomainError.invalid(text);
  return reason;
}

/** What proving the account's email (a code or link that reached it, or a provider's word) records. */
export const EMAIL_PROVEN = { isVerified: true, emailUnconfirmed: false } as const;
