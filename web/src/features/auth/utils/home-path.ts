import { isStaffRole, type Role } from '@lobby/contracts';

/** Where a user lands after signing in (spec §4 "Login redirects by role"). */
export function homePathForRole(role: Role): string {
  if (isStaffRole(role)) return '/admin/dashboard';
  if (role === 'influencer' || role === 'moderator') return '/influencer/dashboard';
  return '/';
}

/**
 * Where to go after signing in: the page that sent the visitor to log in (`?redirect=/path`, same-site paths
 * only, so a link can't bounce a fresh session to another site), else the role's home.
 */
export function pathAfterSignIn(role: Role, redirect: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\'))
    return redirect;
  return homePathForRole(role);
}
