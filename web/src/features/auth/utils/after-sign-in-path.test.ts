import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { afterSignInPath } from './after-sign-in-path';
import { homePathForRole, pathAfterSignIn } from './home-path';
import { rememberReturnPath, takeReturnPath } from './return-path';

describe('homePathForRole (spec §4 "Login redirects by role")', () => {
  it('sends staff to the admin dashboard, streamers and moderators to theirs, fans home', () => {
    expect(homePathForRole('admin')).toBe('/admin/dashboard');
    expect(homePathForRole('finance')).toBe('/admin/dashboard');
    expect(homePathForRole('influencer')).toBe('/influencer/dashboard');
    expect(homePathForRole('moderator')).toBe('/influencer/dashboard');
    expect(homePathForRole('user')).toBe('/');
  });
});

describe('pathAfterSignIn', () => {
  it('returns to the page that asked for the sign-in, with its query', () => {
    expect(pathAfterSignIn('user', '/stars/nova?tab=gigs')).toBe('/stars/nova?tab=gigs');
  });

  it('never bounces a fresh session to another site', () => {
    for (const redirect of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/x\u0000',
      '/x\u007f',
      'javascript:alert(1)',
    ])
      expect(pathAfterSignIn('user', redirect)).toBe('/');
    expect(pathAfterSignIn('influencer', '//evil.example')).toBe('/influencer/dashboard');
  });

  it("goes to the role's home when there is no page to return to", () => {
    expect(pathAfterSignIn('admin', null)).toBe('/admin/dashboard');
    expect(pathAfterSignIn('user', '')).toBe('/');
  });
});

describe('afterSignInPath', () => {
  it('asks for the email first when the social account has none', () => {
    rememberReturnPath('/gigs/duo');
    expect(afterSignInPath(aUser({ _id: 'a b/c', email: null, billingCountry: null }))).toBe(
      '/email-capture/a%20b%2Fc',
    );
    // The remembered page waits for the sign-in that can use it.
    expect(takeReturnPath()).toBe('/gigs/duo');
  });

  it('then asks for the billing country', () => {
    expect(afterSignInPath(aUser({ _id: 'u1', billingCountry: null }))).toBe('/country-capture/u1');
  });

  it('then goes to the remembered page, once', () => {
    rememberReturnPath('/gigs/duo?slot=3');
    expect(afterSignInPath(aUser())).toBe('/gigs/duo?slot=3');
    expect(afterSignInPath(aUser())).toBe('/');
  });

  it("goes to the role's home when no page was remembered, or the remembered one was forgotten", () => {
    expect(afterSignInPath(aUser({ role: 'influencer' }))).toBe('/influencer/dashboard');
    rememberReturnPath('/gigs/duo');
    rememberReturnPath(null);
    expect(afterSignInPath(aUser())).toBe('/');
  });

  it('does not follow a remembered address on another site', () => {
    rememberReturnPath('//evil.example');
    expect(afterSignInPath(aUser())).toBe('/');
  });
});
