import type { UserDto } from '@lobby/contracts';
import { pathAfterSignIn } from './home-path';
import { takeReturnPath } from './return-path';

/**
 * Where a freshly signed-in user goes: a social sign-in may leave the account without an email or a
 * billing country, which must be given first (issue 3); then the page the sign-in started from, if one was
 * remembered (issue 13), else home by role.
 */
export function afterSignInPath(user: UserDto): string {
  const id = encodeURIComponent(user._id);
  if (!user.email) return `/email-capture/${id}`;
  if (!user.billingCountry) return `/country-capture/${id}`;
  return pathAfterSignIn(user.role, takeReturnPath());
}
