import { isStaffRole, type Currency, type Role, type StaffPermission, type UserDto } from '@lobby/contracts';
import type { UserRow } from '../db/schema';

/** Builds the spec §3 User JSON. Favourites are merged in later; live state is identity's copy of live's events. */
export function toUserDto(
  row: UserRow,
  extras: { permissions: StaffPermission[]; modStreamers: string[] },
): UserDto {
  const role = row.role as Role;
  return {
    _id: row.id,
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    baseCurrency: row.baseCurrency as Currency,
    billingCountry: row.billingCountry,
    favorites: { gigs: [], stars: [], games: [] },
    role,
    isActive: row.isActive,
    isVerified: row.isVerified,
    isInfluencer: role === 'influencer',
    isAdmin: isStaffRole(role),
    isModerator: role === 'moderator' || extras.modStreamers.length > 0,
    isLive: row.liveSessionId !== null,
    _live_session_id: row.liveSessionId,
    modStreamers: extras.modStreamers,
    images: { url: row.imageUrl },
    gamerTags: row.gamerTags,
    bio: row.bio,
    profession: row.profession,
    socialLinks: row.socialLinks,
    permissions: isStaffRole(role) ? extras.permissions : [],
    createdAt: row.createdAt.toISOString(),
  };
}
