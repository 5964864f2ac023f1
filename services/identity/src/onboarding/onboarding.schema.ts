import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, oneOf, timestampTz, updatedAt } from '@lobby/service-kit';
import { ownedByUser } from '../db/schema';

const BANK_OPTIONS_SQL = sql.raw(
  `('SWIFT Code','IBAN','Routing Number','Sort Code','IFSC Code','Bank Code')`,
);

/**
 * Private documents (bank statements, signed agreements, cancelled cheques). The gateway keeps the bytes
 * in its private store under `storage_key`; this row says whose they are and what they are.
 */
export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    id: idColumn(),
    streamerId: ownedByUser('streamer_id'),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique('onboarding_documents_storage_key_unique'),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('onboarding_documents_streamer_idx').on(table.streamerId),
    oneOf('onboarding_documents_kind_check', table.kind, [
      'bankStatement',
      'signedAgreement',
      'cancelledCheque',
    ]),
    oneOf('onboarding_documents_content_type_check', table.contentType, [
      'application/pdf',
      'image/png',
      'image/jpeg',
    ]),
  ],
);

/**
 * A streamer's onboarding submission (spec §3 "Onboarding bank details"), one per streamer: a new one
 * replaces it until staff verify it. Account number and bank code are AES-256-GCM ciphertexts.
 */
export const onboardingSubmissions = pgTable(
  'onboarding_submissions',
  {
    id: idColumn(),
    streamerId: ownedByUser('streamer_id').unique('onboarding_submissions_streamer_unique'),
    status: text('status').notNull().default('submitted'),
    fullName: text('full_name').notNull(),
    gamingName: text('gaming_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    tshirtSize: text('tshirt_size').notNull(),
    bankName: text('bank_name').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    bankOption: text('bank_option').notNull(),
    bankCodeEncrypted: text('bank_code_encrypted').notNull(),
    /** Optional GSTIN (contracts' GSTIN_PATTERN): with one, the streamer's sales include GST they remit. */
    gstin: text('gstin'),
    bankStatementId: uuid('bank_statement_id')
      .notNull()
      .references(() => onboardingDocuments.id),
    signedAgreementId: uuid('signed_agreement_id')
      .notNull()
      .references(() => onboardingDocuments.id),
    submittedAt: timestampTz('submitted_at').notNull().defaultNow(),
    verifiedAt: timestampTz('verified_at'),
    verifiedBy: uuid('verified_by'),
  },
  (table) => [
    oneOf('onboarding_submissions_status_check', table.status, ['submitted', 'verified']),
    check('onboarding_submissions_bank_option_check', sql`${table.bankOption} in ${BANK_OPTIONS_SQL}`),
    // contracts' GSTIN_PATTERN, as a last guard behind the form's and the service's checks.
    check(
      'onboarding_submissions_gstin_check',
      sql`${table.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`,
    ),
  ],
);

/** A streamer's payout bank account (spec §3 "Streamer bank details"), one per streamer, replaced on resubmission. */
export const streamerBankDetails = pgTable(
  'streamer_bank_details',
  {
    id: idColumn(),
    streamerId: ownedByUser('streamer_id').unique('streamer_bank_details_streamer_unique'),
    bankName: text('bank_name').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    bankCodeType: text('bank_code_type').notNull(),
    bankCodeEncrypted: text('bank_code_encrypted').notNull(),
    cancelledChequeId: uuid('cancelled_cheque_id')
      .notNull()
      .references(() => onboardingDocuments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('streamer_bank_details_code_type_check', sql`${table.bankCodeType} in ${BANK_OPTIONS_SQL}`),
  ],
);

export type OnboardingDocumentRow = typeof onboardingDocuments.$inferSelect;
export type OnboardingSubmissionRow = typeof onboardingSubmissions.$inferSelect;
export type StreamerBankDetailsRow = typeof streamerBankDetails.$inferSelect;
