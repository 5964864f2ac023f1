import { OAUTH_STATE_TTL_SECONDS, OAuthStateCookies, readCookie } from './oauth-state';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

function clockAt(start: number) {
  let now = start;
  return { clock: { now: () => new Date(now) }, advance: (ms: number) => (now += ms) };
}

/** What a browser sends back: the cookie's name=value. */
const cookieHeaderOf = (setCookie: string) => setCookie.split(';')[0];

describe('OAuthStateCookies', () => {
  const { clock, advance } = clockAt(Date.parse('2026-03-01T10:00:00Z'));
  const states = new OAuthStateCookies(SECRET, 'http://localhost:3000', clock);

  it('accepts the callback of the browser that started the sign-in', () => {
    const { state, setCookie } = states.issue('google');
    expect(states.verify('google', cookieHeaderOf(setCookie), state)).toBe(true);
    expect(states.verify('google', `theme=dark; ${cookieHeaderOf(setCookie)}`, state)).toBe(true);
  });

  it('sets an HttpOnly, SameSite=Lax cookie scoped to the callback, for ten minutes', () => {
    const { setCookie } = states.issue('discord');
    expect(setCookie).toMatch(/^lobby_oauth_discord=[\w-]+\.[\w-]+; /);
    expect(setCookie).toContain('; Path=/api/auth/discord/callback');
    expect(setCookie).toContain(`; Max-Age=${OAUTH_STATE_TTL_SECONDS}`);
    expect(setCookie).toContain('; HttpOnly; SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const secure = new OAuthStateCookies(SECRET, 'https://lobby.gg', clock).issue('google').setCookie;
    expect(secure).toMatch(/; Secure$/);
  });

  it('refuses a missing cookie, a missing state, or a state from another sign-in', () => {
    const first = states.issue('google');
    const second = states.issue('google');
    expect(states.verify('google', undefined, first.state)).toBe(false);
    expect(states.verify('google', cookieHeaderOf(first.setCookie), undefined)).toBe(false);
    expect(states.verify('google', cookieHeaderOf(first.setCookie), '')).toBe(false);
    expect(states.verify('google', cookieHeaderOf(first.setCookie), second.state)).toBe(false);
    expect(states.verify('google', cookieHeaderOf(first.setCookie), [first.state])).toBe(false);
  });

  it("refuses another provider's cookie", () => {
    const google = states.issue('google');
    const renamed = cookieHeaderOf(google.setCookie).replace('lobby_oauth_google', 'lobby_oauth_discord');
    expect(states.verify('discord', renamed, google.state)).toBe(false);
  });

  it('refuses a cookie that was altered or signed with another secret', () => {
    const { state, setCookie } = states.issue('google');
    const [name, value] = cookieHeaderOf(setCookie).split('=');
    const [payload, signature] = value.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ provider: 'google', nonce: 'chosen', exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(states.verify('google', `${name}=${forgedPayload}.${signature}`, 'chosen')).toBe(false);
    expect(states.verify('google', `${name}=${payload}.${signature}x`, state)).toBe(false);
    expect(states.verify('google', `${name}=${payload}`, state)).toBe(false);
    const other = new OAuthStateCookies(`${SECRET}-other`, 'http://localhost:3000', clock).issue('google');
    expect(states.verify('google', cookieHeaderOf(other.setCookie), other.state)).toBe(false);
  });

  it('refuses a state once its ten minutes are over', () => {
    const { state, setCookie } = states.issue('google');
    advance(OAUTH_STATE_TTL_SECONDS * 1000 - 1000);
    expect(states.verify('google', cookieHeaderOf(setCookie), state)).toBe(true);
    advance(2000);
    expect(states.verify('google', cookieHeaderOf(setCookie), state)).toBe(false);
  });

  it('clears the cookie on the callback path', () => {
    expect(states.clear('google')).toBe(
      'lobby_oauth_google=; Path=/api/auth/google/callback; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });
});

describe('readCookie', () => {
  it('finds one cookie among several, and null when it is absent', () => {
    expect(readCookie('a=1; lobby=two=2; b=3', 'lobby')).toBe('two=2');
    expect(readCookie('a=1', 'lobby')).toBeNull();
    expect(readCookie(undefined, 'lobby')).toBeNull();
  });
});
