import type { UserDto } from '@lobby/contracts';
import { homePathForRole } from './home-path';

/**
 * Where a freshly signed-in user goes: a social sign-in may leave the account without an email or a
 * billing country, which must be given first (issue 3); otherwise home by role.
 */
export function afterSignInPath(user: UserDto): string {
  const id = encodeURIComponent(user._id);
  if (!user.email) return `/email-capture/${id}`;
  if (!user.billingCountry) return `/country-capture/${id}`;
  return homePathForRole(user.role);
}
