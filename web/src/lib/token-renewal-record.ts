import type { TokenPair } from '@lobby/contracts';
import type { UseStore } from 'idb-keyval';

/**
 * The last renewal of the token pair made by any tab of this browser: the refresh token it spent and the pair it
 * got. Kept in IndexedDB, not beside the pair in localStorage, because a tab may read localStorage from its own
 * copy before another tab's change reaches it (Chromium keeps one per renderer process), while an IndexedDB read
 * sees every write committed before it. The renewing tab records the renewal before it lets go of the refresh
 * lock, so the next tab to take the lock never sends the spent token (which would end the session everywhere).
 */
interface TokenRenewal {
  spentRefreshToken: string;
  tokens: TokenPair;
}

const RENEWAL_KEY = 'last-renewal';

interface RenewalStore {
  keyval: typeof import('idb-keyval');
  store: UseStore;
}
let renewalStore: Promise<RenewalStore | null> | undefined;

/**
 * The record's store, with idb-keyval loaded when first needed (a renewal or a sign-out), not with the first page;
 * null where the browser offers no IndexedDB or the module can't load: the safeguard is then skipped.
 */
function openRenewalStore(): Promise<RenewalStore | null> {
  renewalStore ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : import('idb-keyval')
          .then((keyval) => ({ keyval, store: keyval.createStore('lobby-auth', 'token-renewals') }))
          .catch(() => null);
  return renewalStore;
}

/** The pair a renewal that spent `refreshToken` got, if a tab of this browser made one. */
export async function pairRenewedFrom(refreshToken: string): Promise<TokenPair | undefined> {
  const at = await openRenewalStore();
  const renewal = await at?.keyval.get<TokenRenewal>(RENEWAL_KEY, at.store).catch(() => undefined);
  return renewal?.spentRefreshToken === refreshToken ? renewal.tokens : undefined;
}

/** Records that `spentRefreshToken` was traded for `tokens` (a failure to record only loses the safeguard). */
export async function recordRenewal(spentRefreshToken: string, tokens: TokenPair): Promise<void> {
  const at = await openRenewalStore();
  const renewal: TokenRenewal = { spentRefreshToken, tokens };
  await at?.keyval.set(RENEWAL_KEY, renewal, at.store).catch(() => undefined);
}

/** Forgets the last renewal (on signing out: no pair is left behind). */
export async function forgetRenewal(): Promise<void> {
  const at = await openRenewalStore();
  await at?.keyval.del(RENEWAL_KEY, at.store).catch(() => undefined);
}
