import { isStaffRole, type Role } from '@lobby/contracts';

/** Where a user lands after signing in (spec §4 "Login redirects by role"). */
export function homePathForRole(role: Role): string {
  if (isStaffRole(role)) return '/admin/dashboard';
  if (role === 'influencer' || role === 'moderator') return '/influencer/dashboard';
  return '/';
}
