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
  return redirect && isSameSitePath(redirect) ? redirect : homePathForRole(role);
}

/**
 * A path on this site. Browsers drop tabs and newlines from an address ('/\t/evil' is '//evil', another
 * site), so a path holding any control character or backslash is refused whole.
 */
function isSameSitePath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  return path.startsWith('/') && !path.startsWith('//');
}
