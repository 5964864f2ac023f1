/** Renewed this long before the access token expires, so calls never meet the 401 of an expired token. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

let firstSeen: { token: string; at: number } | null = null;

/**
 * Whether the access token is due for renewal. Its lifetime comes from the token itself (`exp - iat`, both the
 * server's clock) and is counted from when this tab first saw it, so a device clock that is off by minutes neither
 * renews on every call nor waits for the 401s. A token without those claims is never renewed early.
 */
export function renewalDue(accessToken: string, now = Date.now()): boolean {
  const lifetimeMs = lifetimeOf(accessToken);
  if (lifetimeMs === null) return false;
  if (firstSeen?.token !== accessToken) firstSeen = { token: accessToken, at: now };
  return now - firstSeen.at >= lifetimeMs - RENEW_BEFORE_EXPIRY_MS;
}

function lifetimeOf(token: string): number | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { exp, iat } = JSON.parse(atob(payload)) as { exp?: unknown; iat?: unknown };
    return typeof exp === 'number' && typeof iat === 'number' && exp > iat ? (exp - iat) * 1000 : null;
  } catch {
    return null;
  }
}
