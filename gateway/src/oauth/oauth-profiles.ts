import type { OAuthProfile, OAuthProvider } from '@lobby/contracts';

/** What each provider is asked for: enough to identify the person and, when they allow it, their email. */
export const OAUTH_SCOPES: Record<OAuthProvider, string> = {
  google: 'openid email profile',
  discord: 'identify email',
};

const DISCORD_AVATAR_BASE = 'https://cdn.discordapp.com/avatars';

type Fields = Record<string, unknown>;

/** Turns a provider's userinfo answer into the profile identity signs in with; null when it names nobody. */
export function toOAuthProfile(provider: OAuthProvider, userinfo: unknown): OAuthProfile | null {
  if (typeof userinfo !== 'object' || userinfo === null) return null;
  return provider === 'google' ? googleProfile(userinfo as Fields) : discordProfile(userinfo as Fields);
}

/** OpenID Connect userinfo: sub, email, email_verified, name, picture. */
function googleProfile(info: Fields): OAuthProfile | null {
  const id = text(info.sub);
  if (!id) return null;
  const email = text(info.email);
  return {
    provider: 'google',
    providerUserId: id,
    email,
    emailVerified: email !== null && (info.email_verified === true || info.email_verified === 'true'),
    fullName: text(info.name) ?? text(info.given_name) ?? emailName(email) ?? 'Google user',
    imageUrl: text(info.picture),
  };
}

/** Discord's /users/@me: id, username, global_name, avatar (a hash), email and verified with the email scope. */
function discordProfile(info: Fields): OAuthProfile | null {
  const id = text(info.id);
  if (!id) return null;
  const email = text(info.email);
  const avatar = text(info.avatar);
  return {
    provider: 'discord',
    providerUserId: id,
    email,
    emailVerified: email !== null && info.verified === true,
    fullName: text(info.global_name) ?? text(info.username) ?? 'Discord user',
    imageUrl: avatar
      ? `${DISCORD_AVATAR_BASE}/${encodeURIComponent(id)}/${encodeURIComponent(avatar)}.png`
      : null,
  };
}

function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function emailName(email: string | null): string | null {
  return email ? email.slice(0, email.indexOf('@')) || null : null;
}
