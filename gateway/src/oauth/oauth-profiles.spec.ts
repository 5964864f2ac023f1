import { toOAuthProfile } from './oauth-profiles';

describe('toOAuthProfile', () => {
  it('reads a Google (OpenID Connect) userinfo', () => {
    expect(
      toOAuthProfile('google', {
        sub: '1070',
        email: 'ana@example.com',
        email_verified: true,
        name: 'Ana Silva',
        picture: 'https://lh3.googleusercontent.com/a/ana',
      }),
    ).toEqual({
      provider: 'google',
      providerUserId: '1070',
      email: 'ana@example.com',
      emailVerified: true,
      fullName: 'Ana Silva',
      imageUrl: 'https://lh3.googleusercontent.com/a/ana',
    });
  });

  it('treats a Google email as unverified unless the provider says it is', () => {
    const profile = toOAuthProfile('google', { sub: '1', email: 'ana@example.com', name: 'Ana' });
    expect(profile).toMatchObject({ email: 'ana@example.com', emailVerified: false, imageUrl: null });
  });

  it('reads a Discord user, with the display name and the avatar on the CDN', () => {
    expect(
      toOAuthProfile('discord', {
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
        avatar: '8342729096ea3675442027381ff50dfe',
        email: 'nelly@example.com',
        verified: true,
      }),
    ).toEqual({
      provider: 'discord',
      providerUserId: '80351110224678912',
      email: 'nelly@example.com',
      emailVerified: true,
      fullName: 'Nelly',
      imageUrl: 'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
    });
  });

  it('falls back to the Discord username, and gives no email or picture when Discord gave none', () => {
    expect(
      toOAuthProfile('discord', { id: '42', username: 'nelly', global_name: null, avatar: null }),
    ).toEqual({
      provider: 'discord',
      providerUserId: '42',
      email: null,
      emailVerified: false,
      fullName: 'nelly',
      imageUrl: null,
    });
  });

  it('never calls an email verified when there is no email', () => {
    expect(toOAuthProfile('discord', { id: '42', username: 'n', verified: true })?.emailVerified).toBe(false);
    expect(toOAuthProfile('google', { sub: '42', email_verified: true })?.emailVerified).toBe(false);
  });

  it('answers null for an answer that names nobody', () => {
    expect(toOAuthProfile('google', { email: 'ana@example.com' })).toBeNull();
    expect(toOAuthProfile('discord', { username: 'nelly' })).toBeNull();
    expect(toOAuthProfile('google', 'not json object')).toBeNull();
    expect(toOAuthProfile('discord', null)).toBeNull();
  });
});
