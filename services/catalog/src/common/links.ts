import { CatalogText, ValidationText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';

const IMAGE_PATH = /^(\/uploads\/[A-Za-z0-9._\-/]+|https:\/\/[^\s"'<>]+)$/;
const LINK = /^(\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/;

/**
 * An image reference as stored: a path the gateway's upload endpoint returned (the bytes were checked there)
 * or an https URL. Anything else (javascript:, data:, a bare name) is refused.
 */
export function checkImagePath(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!IMAGE_PATH.test(trimmed) || trimmed.includes('..'))
    throw DomainError.invalid(ValidationText.invalidImage);
  return trimmed;
}

/** A link a banner may point to: a path inside the site or an http(s) URL. */
export function checkLink(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!LINK.test(trimmed)) throw DomainError.invalid(CatalogText.invalidLink);
  return trimmed;
}
