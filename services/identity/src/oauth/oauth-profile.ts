import { AccountText, FULL_NAME_MAX_LENGTH, OAuthProviders, type OAuthProfile } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { EMAIL_PATTERN, normalizeEmail } from '../users/account-rules';

const PROVIDER_ID_MAX = 255;
const IMAGE_URL_MAX = 1000;

/**
 * The provider's word about the person, made safe to store: a known provider and id, a well-formed email
 * (counted as verified only when the provider said so), a name, and an http(s) picture.
 */
export function cleanOAuthProfile(input: OAuthProfile): OAuthProfile {
  const provider = OAuthProviders.find((name) => name === input.provider);
  const providerUserId = typeof input.providerUserId === 'string' ? input.providerUserId.trim() : '';
  if (!provider || !providerUserId || providerUserId.length > PROVIDER_ID_MAX) {
    throw DomainError.invalid(AccountText.oauthFailed);
  }
  const email = typeof input.email === 'string' ? normalizeEmail(input.email) : '';
  const validEmail = EMAIL_PATTERN.test(email) ? email : null;
  const name = typeof input.fullName === 'string' ? input.fullName.trim().slice(0, FULL_NAME_MAX_LENGTH) : '';
  return {
    provider,
    providerUserId,
    email: validEmail,
    emailVerified: validEmail !== null && input.emailVerified === true,
    fullName: name || validEmail?.split('@')[0] || 'Player',
    imageUrl: isWebUrl(input.imageUrl) ? input.imageUrl : null,
  };
}

function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > IMAGE_URL_MAX) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
