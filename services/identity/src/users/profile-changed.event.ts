import type { UserProfileChangedEvent } from '@lobby/contracts';
import type { UserRow } from '../db/schema';

/** Columns whose change other services hear about (the public profile and whether it may be listed). */
export const PUBLIC_PROFILE_FIELDS: ReadonlySet<string> = new Set<keyof UserRow>([
  'username',
  'fullName',
  'bio',
  'profession',
  'imageUrl',
  'socialLinks',
  'role',
  'billingCountry',
  'isActive',
  'isBanned',
]);

export function toProfileChangedEvent(row: UserRow): UserProfileChangedEvent {
  return {
    userId: row.id,
    username: row.username,
    fullName: row.fullName,
    bio: row.bio,
    profession: row.profession,
    imageUrl: row.imageUrl,
    socialLinks: row.socialLinks,
    role: row.role,
    country: row.billingCountry,
    listed: row.isActive && !row.isBanned,
    version: row.updatedAt.toISOString(),
  };
}
