import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthProvider } from '@lobby/contracts';
import { type Clock, systemClock } from '@lobby/service-kit';

/** How long a browser may take at the provider before the sign-in must start again. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

interface StateClaims {
  provider: OAuthProvider;
  nonce: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

/**
 * The CSRF `state` of a social sign-in, kept without a server session so any gateway replica can finish
 * what another started: the state sent to the provider is a random nonce, and the browser holds the same
 * nonce in a short-lived, HMAC-signed, HttpOnly SameSite=Lax cookie scoped to the provider's callback path.
 * The callback is accepted only when the cookie is genuine, unexpired, for this provider and names the
 * nonce the provider sent back, so a callback URL started in someone else's browser is refused.
 */
export class OAuthStateCookies {
  private readonly key: Buffer;
  private readonly secure: boolean;

  constructor(
    secret: string,
    publicUrl: string,
    private readonly clock: Clock = systemClock,
  ) {
    // A key of its own, derived from the shared secret, so a state cookie can never pass for anything else.
    this.key = createHmac('sha256', secret).update('lobby:oauth-state:v1').digest();
    this.secure = publicUrl.startsWith('https:');
  }

  /** A fresh state for the authorization request and the Set-Cookie that remembers it. */
  issue(provider: OAuthProvider): { state: string; setCookie: string } {
    const nonce = randomBytes(24).toString('base64url');
    const exp = Math.floor(this.clock.now().getTime() / 1000) + OAUTH_STATE_TTL_SECONDS;
    const payload = Buffer.from(JSON.stringify({ provider, nonce, exp } satisfies StateClaims)).toString(
      'base64url',
    );
    const value = `${payload}.${this.sign(payload)}`;
    return { state: nonce, setCookie: this.cookie(provider, value, OAUTH_STATE_TTL_SECONDS) };
  }

  /** Whether the callback's `state` matches the signed cookie this browser got when it started. */
  verify(provider: OAuthProvider, cookieHeader: string | undefined, state: unknown): boolean {
    const value = readCookie(cookieHeader, cookieName(provider));
    if (value === null || typeof state !== 'string' || state === '') return false;
    const [payload, signature, extra] = value.split('.');
    if (!payload || !signature || extra !== undefined || !sameText(signature, this.sign(payload)))
      return false;
    const claims = parseClaims(payload);
    return (
      claims !== null &&
      claims.provider === provider &&
      claims.exp > this.clock.now().getTime() / 1000 &&
      sameText(claims.nonce, state)
    );
  }

  /** The Set-Cookie that removes the state once the callback used it (successfully or not). */
  clear(provider: OAuthProvider): string {
    return this.cookie(provider, '', 0);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private cookie(provider: OAuthProvider, value: string, maxAgeSeconds: number): string {
    const attributes = [
      `${cookieName(provider)}=${value}`,
      `Path=/api/auth/${provider}/callback`,
      `Max-Age=${maxAgeSeconds}`,
      'HttpOnly',
      // Lax: the cookie must come back on the provider's top-level GET redirect, and on nothing cross-site else.
      'SameSite=Lax',
    ];
    if (this.secure) attributes.push('Secure');
    return attributes.join('; ');
  }
}

export function cookieName(provider: OAuthProvider): string {
  return `lobby_oauth_${provider}`;
}

/** The value of one cookie from a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

function parseClaims(payload: string): StateClaims | null {
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<StateClaims>;
    return typeof claims.provider === 'string' &&
      typeof claims.nonce === 'string' &&
      typeof claims.exp === 'number'
      ? (claims as StateClaims)
      : null;
  } catch {
    return null;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
