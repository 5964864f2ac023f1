import { InputLimits } from '../constants';
import type { Message } from '../rpc';
import { readGstin } from './gstin';

/** Spec §5 "Onboarding submit" and "Streamer bank details" texts, and the other onboarding answers. */
export const OnboardingText = {
  bankOptionRequired: 'Please select a bank option and fill out the required field.',
  invalidBankOption: 'Invalid bank option selected',
  bankStatementRequired: 'Please upload a bank statement.',
  signedAgreementRequired: 'Please upload the signed agreement.',
  requiredFields: 'Please fill all the required fields',
  fieldTooLong: 'One of the fields is too long',
  cancelledChequeRequired: 'Please upload a cancelled cheque.',
  documentType: 'Please upload a PDF, PNG or JPEG file.',
  documentTooLarge: `Please upload a file of at most ${InputLimits.onboardingDocumentMaxBytes / (1024 * 1024)} MB.`,
  alreadyVerified: 'Your onboarding details are already verified and can no longer be changed.',
  onboardingSubmitted: 'Onboarding details submitted successfully',
  bankDetailsSaved: 'Bank details saved successfully',
  documentNotFound: 'Document not found',
  nothingSubmitted: 'No onboarding details have been submitted yet',
  notStreamer: 'Only streamers can submit onboarding details',
} as const;

/** The bank options of the onboarding form (spec §5), each with the §3 field that carries its value. */
export const BankOptions = {
  'SWIFT Code': 'swiftCode',
  IBAN: 'iban',
  'Routing Number': 'routingNumber',
  'Sort Code': 'sortCode',
  'IFSC Code': 'ifscCode',
  'Bank Code': 'bankCode',
} as const;
export type BankOption = keyof typeof BankOptions;
export type BankCodeField = (typeof BankOptions)[BankOption];
export const BANK_OPTIONS = Object.keys(BankOptions) as BankOption[];

export const isBankOption = (value: unknown): value is BankOption =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(BankOptions, value);

export const TSHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;

/** Text lengths of the onboarding forms (the documents' size limit is InputLimits.onboardingDocumentMaxBytes). */
export const OnboardingLimits = {
  textMax: 200,
  addressMax: 500,
  accountNumberMax: 34,
  bankCodeMax: 34,
} as const;

/** What a document's bytes say it is (checked by content, never by name or declared type). */
export type DocumentContentType = 'application/pdf' | 'image/png' | 'image/jpeg';

/** The text fields of an onboarding submission (spec §3 "Onboarding bank details"). */
export interface OnboardingFields {
  fullName: string;
  gamingName: string;
  mobileNumber: string;
  address: string;
  country: string;
  tshirtSize: string;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  bankOption: BankOption;
  /** The value of the chosen option (its SWIFT code, IBAN, ...). */
  bankCode: string;
  /** Optional: with a GSTIN the streamer charges GST on their own sessions (see `readGstin`); null without. */
  gstin: string | null;
}

/** The text fields of a streamer's bank details (spec §3 "Streamer bank details"). */
export interface BankDetailsFields {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  bankCodeType: BankOption;
  bankCode: string;
}

const ONBOARDING_TEXT_FIELDS = [
  'fullName',
  'gamingName',
  'mobileNumber',
  'address',
  'country',
  'tshirtSize',
  'bankName',
  'accountHolderName',
  'accountNumber',
] as const;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The longest value each field may hold. */
const maxLengthOf = (name: string): number =>
  name === 'address'
    ? OnboardingLimits.addressMax
    : name === 'accountNumber'
      ? OnboardingLimits.accountNumberMax
      : name === 'bankCode'
        ? OnboardingLimits.bankCodeMax
        : OnboardingLimits.textMax;

const tooLong = (fields: object): boolean =>
  Object.entries(fields).some(
    ([name, value]) => typeof value === 'string' && value.length > maxLengthOf(name),
  );

/**
 * Reads an onboarding form (text fields as sent; the bank option's value under its §3 field name, e.g.
 * `iban`) into fields, or answers the spec's text for the first problem.
 */
export function readOnboardingFields(
  form: Record<string, unknown>,
): { fields: OnboardingFields } | { problem: string } {
  const option = form.bankOption;
  if (!filled(option)) return { problem: OnboardingText.bankOptionRequired };
  if (!isBankOption(option.trim())) return { problem: OnboardingText.invalidBankOption };
  const bankOption = option.trim() as BankOption;
  const code = form[BankOptions[bankOption]];
  if (!filled(code)) return { problem: OnboardingText.bankOptionRequired };
  if (!ONBOARDING_TEXT_FIELDS.every((name) => filled(form[name])))
    return { problem: OnboardingText.requiredFields };
  const gstin = readGstin(form.gstin);
  if ('problem' in gstin) return gstin;
  const text = (name: (typeof ONBOARDING_TEXT_FIELDS)[number]) => (form[name] as string).trim();
  const fields: OnboardingFields = {
    fullName: text('fullName'),
    gamingName: text('gamingName'),
    mobileNumber: text('mobileNumber'),
    address: text('address'),
    country: text('country'),
    tshirtSize: text('tshirtSize'),
    bankName: text('bankName'),
    accountHolderName: text('accountHolderName'),
    accountNumber: text('accountNumber'),
    bankOption,
    bankCode: code.trim(),
    gstin: gstin.gstin,
  };
  return tooLong(fields) ? { problem: OnboardingText.fieldTooLong } : { fields };
}

/** Reads a bank-details form, or answers 'Please fill all the required fields' / 'Invalid bank option selected'. */
export function readBankDetailsFields(
  form: Record<string, unknown>,
): { fields: BankDetailsFields } | { problem: string } {
  const names = ['bankName', 'accountHolderName', 'accountNumber', 'bankCodeType', 'bankCode'] as const;
  if (!names.every((name) => filled(form[name]))) return { problem: OnboardingText.requiredFields };
  const [bankName, accountHolderName, accountNumber, bankCodeType, bankCode] = names.map((name) =>
    (form[name] as string).trim(),
  );
  if (!isBankOption(bankCodeType)) return { problem: OnboardingText.invalidBankOption };
  const fields = { bankName, accountHolderName, accountNumber, bankCodeType, bankCode };
  return tooLong(fields) ? { problem: OnboardingText.fieldTooLong } : { fields };
}

/** A secret shown with only its last 4 characters: '****6789'. */
export function maskSecret(value: string): string {
  return `****${value.length > 4 ? value.slice(-4) : ''}`;
}

/** A stored private document as identity records it (the gateway keeps the bytes). */
export interface StoredDocument {
  storageKey: string;
  contentType: DocumentContentType;
  byteSize: number;
}

/** A document as the API names it: fetch its bytes at GET /api/v1/streamer/onboarding-documents/{_id}. */
export interface OnboardingDocumentDto {
  _id: string;
  contentType: DocumentContentType;
  byteSize: number;
}

export type OnboardingStatus = 'submitted' | 'verified';

/**
 * An onboarding submission as its streamer (or their moderator) sees it: the submitted fields, with
 * `accountNumber` and `bankCode` masked ('****' and the last 4).
 */
export interface OnboardingSubmissionDto extends OnboardingFields {
  _id: string;
  status: OnboardingStatus;
  bankStatement: OnboardingDocumentDto;
  signedAgreement: OnboardingDocumentDto;
  submittedAt: string;
  verifiedAt: string | null;
}

export interface BankDetailsDto {
  _id: string;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  bankCodeType: BankOption;
  bankCode: string;
  cancelledCheque: OnboardingDocumentDto;
  updatedAt: string;
}

/** What the streamer has handed over and where it stands (GET /api/v1/streamer-bank-details-submission-status). */
export interface OnboardingSubmissionStatusDto {
  /** null when nothing was submitted yet. */
  status: OnboardingStatus | null;
  onboarding: OnboardingSubmissionDto | null;
  bankDetails: BankDetailsDto | null;
}

/** Configuration key of the onboarding terms text; a default text answers while it is missing. */
export const ONBOARDING_TERMS_CONFIG_KEY = 'ONBOARDING_BANK_DETAILS_TERMS_AND_CONDITIONS';

export interface OnboardingTermsDto {
  termsAndConditions: string;
}

/** What identity answers a write: the files of what it replaced are the gateway's to delete. */
export interface ReplacedFiles {
  replacedStorageKeys: string[];
}

export interface OnboardingSubjects {
  'identity.submitOnboarding': {
    req: {
      streamerId: string;
      fields: OnboardingFields;
      bankStatement: StoredDocument;
      signedAgreement: StoredDocument;
    };
    res: Message & { submission: OnboardingSubmissionDto } & ReplacedFiles;
  };
  'identity.addBankDetails': {
    req: { streamerId: string; fields: BankDetailsFields; cancelledCheque: StoredDocument };
    res: Message & { bankDetails: BankDetailsDto } & ReplacedFiles;
  };
  'identity.onboardingStatus': { req: { streamerId: string }; res: OnboardingSubmissionStatusDto };
  'identity.onboardingTerms': { req: Record<string, never>; res: OnboardingTermsDto };
  /** The GSTIN of the streamer's onboarding submission (submitted or verified), null when they gave none. */
  'identity.streamerGstin': { req: { streamerId: string }; res: { gstin: string | null } };
  /** A document's stored file, for its streamer, their moderators and staff with Onboarding read; else 403. */
  'identity.onboardingDocument': {
    req: { documentId: string; viewerId: string };
    res: StoredDocument;
  };
}
