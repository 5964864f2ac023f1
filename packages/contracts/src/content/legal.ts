import type { Actor, Message } from '../rpc';

/**
 * Spec §3 "Terms documents" (mainTermsAndConditions, mainPrivacyPolicy, vipQueueTermsAndConditions) plus the
 * cancellation policy and the streamer agreement. Each publish makes a new immutable version.
 */
export const LegalDocumentTypes = [
  'mainTermsAndConditions',
  'mainPrivacyPolicy',
  'vipQueueTermsAndConditions',
  'cancellationPolicy',
  'streamerAgreement',
] as const;
export type LegalDocumentType = (typeof LegalDocumentTypes)[number];

export function isLegalDocumentType(value: unknown): value is LegalDocumentType {
  return typeof value === 'string' && (LegalDocumentTypes as readonly string[]).includes(value);
}

export const LegalDocumentTitles: Record<LegalDocumentType, string> = {
  mainTermsAndConditions: 'Terms of Service',
  mainPrivacyPolicy: 'Privacy Policy',
  vipQueueTermsAndConditions: 'VIP Queue Terms and Conditions',
  cancellationPolicy: 'Cancellation Policy',
  streamerAgreement: 'Streamer Agreement',
};

/** One published version: `keyPoints` a short list, `detailed` plain text (blank lines separate paragraphs). */
export interface LegalDocumentDto {
  _id: string;
  type: LegalDocumentType;
  title: string;
  version: number;
  keyPoints: string[];
  detailed: string;
  publishedAt: string;
  publishedBy: string | null;
}

export interface LegalDocumentInput {
  keyPoints: string[];
  detailed: string;
}

/** A user's acceptance of one version. */
export interface LegalAcceptanceDto {
  userId: string;
  type: LegalDocumentType;
  version: number;
  acceptedAt: string;
}

export const LegalLimits = {
  keyPointsMax: 20,
  keyPointMax: 500,
  detailedMax: 100_000,
} as const;

export const LegalText = {
  /** Spec §8. */
  fetchFailed: 'Error fetching terms and conditions',
  missing: 'This document has not been published yet.',
  versionMissing: 'This version does not exist.',
  published: 'New version published',
  detailedRequired: 'Please enter the detailed text.',
  tooLong: 'The key points or the detailed text are too long.',
  badType: 'Unknown document type.',
  /** 409 when the accepted version is no longer the current one. */
  outdated: 'The terms have changed. Please read the current version and accept it again.',
} as const;

export interface LegalSubjects {
  /** The current version; 404 (LegalText.missing) when none is published. */
  'content.legalDocument': { req: { type: LegalDocumentType }; res: LegalDocumentDto };
  /** Staff (the gateway checks the type's permission): every version, newest first. */
  'content.legalVersions': { req: Actor & { type: LegalDocumentType }; res: LegalDocumentDto[] };
  'content.publishLegalDocument': {
    req: Actor & { type: LegalDocumentType; input: LegalDocumentInput };
    res: Message & { document: LegalDocumentDto };
  };
  /**
   * Records that `userId` accepted `version` of `type` (other services and the gateway call it); 409
   * (LegalText.outdated) unless it is the current version. Accepting the same version again changes nothing.
   */
  'content.acceptLegalDocument': {
    req: { userId: string; type: LegalDocumentType; version: number };
    res: LegalAcceptanceDto;
  };
  /** The user's latest acceptance of `type`, or null. */
  'content.legalAcceptance': {
    req: { userId: string; type: LegalDocumentType };
    res: LegalAcceptanceDto | null;
  };
}
