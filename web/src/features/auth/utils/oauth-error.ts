import { AccountText, AuthText } from '@lobby/contracts';

/** Codes in /login?error=… that have a more precise text than "sign-in failed" (set by the gateway). */
const texts: Record<string, string> = {
  account_banned: AuthText.banned,
  account_inactive: AuthText.inactive,
  staff_account: AuthText.staffUseStaffSignIn,
};

/** The text for a failed social sign-in: a known code's own, else the general one. */
export function oauthErrorText(code: string): string {
  return texts[code] ?? AccountText.oauthFailed;
}
