import { Inject, Injectable } from '@nestjs/common';
import {
  BankOptions,
  hasPermission,
  isBankOption,
  isStaffRole,
  maskSecret,
  ONBOARDING_TERMS_CONFIG_KEY,
  OnboardingText,
  AuthText,
  readBankDetailsFields,
  readOnboardingFields,
  type BankDetailsDto,
  type BankDetailsFields,
  type BankOption,
  type DocumentContentType,
  type OnboardingDocumentDto,
  type OnboardingFields,
  type OnboardingStatus,
  type OnboardingSubmissionDto,
  type OnboardingSubmissionStatusDto,
  type OnboardingTermsDto,
  type AdminOnboardingSubmissionDto,
  type Page,
  type PageRequest,
  type ResponseOf,
  type StreamerAgreementDto,
  OnboardingEventSubjects,
  type OnboardingVerifiedEvent,
  type StoredDocument,
} from '@lobby/contracts';
import {
  DomainError,
  addToOutbox,
  isUuid,
  newId,
  pageOffset,
  recordStaffAction,
  RPC_CLIENT,
  type RpcClient,
  StateMachine,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import { FieldCipher } from './field-cipher';
import { DEFAULT_ONBOARDING_TERMS } from './onboarding-terms';
import { OnboardingRepository, type DocumentKind, type NewDocument } from './onboarding.repository';
import type {
  OnboardingDocumentRow,
  OnboardingSubmissionRow,
  StreamerBankDetailsRow,
} from './onboarding.schema';

/** Submitted details stay editable until staff verify them; verified is final. */
export const onboardingStates = new StateMachine<OnboardingStatus>(
  { submitted: ['submitted', 'verified'], verified: [] },
  () => OnboardingText.alreadyVerified,
);

const SUBMISSION_DOCUMENTS: DocumentKind[] = ['bankStatement', 'signedAgreement'];

/** Onboarding and bank details (spec §3, §5): what a streamer hands over to be paid, kept encrypted. */
@Injectable()
export class OnboardingService {
  constructor(
    private readonly repository: OnboardingRepository,
    private readonly transactions: TransactionRunner,
    private readonly cipher: FieldCipher,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
  ) {}

  /** A new submission, or one replacing the streamer's earlier one while it is not verified. */
  async submit(
    streamerId: string,
    input: OnboardingFields,
    bankStatement: StoredDocument,
    signedAgreement: StoredDocument,
  ): Promise<ResponseOf<'identity.submitOnboarding'>> {
    const fields = checkedOnboardingFields(input);
    await this.assertStreamer(streamerId);
    const documents = [
      documentRow(streamerId, 'bankStatement', bankStatement),
      documentRow(streamerId, 'signedAgreement', signedAgreement),
    ];
    const { saved, replacedStorageKeys } = await this.transactions.run(async (tx) => {
      await this.repository.insertDocuments(documents, tx);
      const row = await this.repository.replaceSubmission(
        {
          id: newId(),
          streamerId,
          fullName: fields.fullName,
          gamingName: fields.gamingName,
          mobileNumber: fields.mobileNumber,
          address: fields.address,
          country: fields.country,
          tshirtSize: fields.tshirtSize,
          bankName: fields.bankName,
          accountHolderName: fields.accountHolderName,
          accountNumberEncrypted: this.cipher.encrypt(fields.accountNumber),
          bankOption: fields.bankOption,
          bankCodeEncrypted: this.cipher.encrypt(fields.bankCode),
          gstin: fields.gstin,
          bankStatementId: documents[0].id,
          signedAgreementId: documents[1].id,
        },
        onboardingStates.sourcesOf('submitted'),
        tx,
      );
      if (!row) throw DomainError.conflict(OnboardingText.alreadyVerified);
      const replaced = await this.repository.deleteDocumentsExcept(
        streamerId,
        SUBMISSION_DOCUMENTS,
        documents.map((document) => document.id),
        tx,
      );
      return { saved: row, replacedStorageKeys: replaced };
    });
    return {
      message: OnboardingText.onboardingSubmitted,
      submission: this.submissionDto(saved, documents.map(asDocumentRow)),
      replacedStorageKeys,
    };
  }

  /** The streamer's payout bank account; a new one replaces the old. */
  async addBankDetails(
    streamerId: string,
    input: BankDetailsFields,
    cancelledCheque: StoredDocument,
  ): Promise<ResponseOf<'identity.addBankDetails'>> {
    const checked = readBankDetailsFields({ ...input });
    if ('problem' in checked) throw DomainError.invalid(checked.problem);
    const { fields } = checked;
    await this.assertStreamer(streamerId);
    const cheque = documentRow(streamerId, 'cancelledCheque', cancelledCheque);
    const { saved, replacedStorageKeys } = await this.transactions.run(async (tx) => {
      await this.repository.insertDocuments([cheque], tx);
      const row = await this.repository.replaceBankDetails(
        {
          id: newId(),
          streamerId,
          bankName: fields.bankName,
          accountHolderName: fields.accountHolderName,
          accountNumberEncrypted: this.cipher.encrypt(fields.accountNumber),
          bankCodeType: fields.bankCodeType,
          bankCodeEncrypted: this.cipher.encrypt(fields.bankCode),
          cancelledChequeId: cheque.id,
        },
        tx,
      );
      const replaced = await this.repository.deleteDocumentsExcept(
        streamerId,
        ['cancelledCheque'],
        [cheque.id],
        tx,
      );
      return { saved: row, replacedStorageKeys: replaced };
    });
    return {
      message: OnboardingText.bankDetailsSaved,
      bankDetails: this.bankDetailsDto(saved, asDocumentRow(cheque)),
      replacedStorageKeys,
    };
  }

  /** What the streamer handed over, masked, and where the onboarding stands. */
  async status(streamerId: string): Promise<OnboardingSubmissionStatusDto> {
    const [submission, bankDetails] = await Promise.all([
      this.repository.submissionOf(streamerId),
      this.repository.bankDetailsOf(streamerId),
    ]);
    const documents = await this.repository.documents(
      [submission?.bankStatementId, submission?.signedAgreementId, bankDetails?.cancelledChequeId].filter(
        (id): id is string => id !== undefined,
      ),
    );
    const cheque = documents.find((document) => document.id === bankDetails?.cancelledChequeId);
    return {
      status: (submission?.status as OnboardingStatus | undefined) ?? null,
      onboarding: submission ? this.submissionDto(submission, documents) : null,
      bankDetails: bankDetails && cheque ? this.bankDetailsDto(bankDetails, cheque) : null,
    };
  }

  /** The GSTIN of the streamer's submission, submitted or verified; null without one (or without a submission). */
  async gstinOf(streamerId: string): Promise<{ gstin: string | null }> {
    if (!isUuid(streamerId)) return { gstin: null };
    return { gstin: (await this.repository.submissionOf(streamerId))?.gstin ?? null };
  }

  /** The onboarding terms: the configuration entry when staff set one, else the default text. */
  async terms(): Promise<OnboardingTermsDto> {
    const entry = await this.rpc.send('content.configuration', { key: ONBOARDING_TERMS_CONFIG_KEY });
    const configured = typeof entry?.value === 'string' ? entry.value.trim() : '';
    return { termsAndConditions: configured || DEFAULT_ONBOARDING_TERMS };
  }

  /** A document's stored file, for its streamer, their moderators and staff who may read Onboarding. */
  async document(documentId: string, viewerId: string): Promise<StoredDocument> {
    const document = await this.repository.document(documentId);
    if (!document) throw DomainError.notFound(OnboardingText.documentNotFound);
    if (viewerId !== document.streamerId) {
      const viewer = await this.repository.viewer(viewerId, document.streamerId);
      const allowed =
        viewer?.usable === true &&
        ((viewer.role === 'moderator' && viewer.managesStreamer) ||
          (isStaffRole(viewer.role) && hasPermission(viewer.permissions, 'Onboarding', 'read')));
      if (!allowed) throw DomainError.forbidden(AuthText.forbidden);
    }
    return {
      storageKey: document.storageKey,
      contentType: document.contentType as DocumentContentType,
      byteSize: document.byteSize,
    };
  }

  /**
   * Staff verify a submission (the admin screens call this; the caller has checked the staff member's
   * Onboarding write permission). 409 when there is nothing submitted to verify.
   */
  async verify(streamerId: string, staffId: string): Promise<OnboardingSubmissionDto> {
    const verified = await this.repository.markVerified(
      streamerId,
      staffId,
      onboardingStates.sourcesOf('verified'),
    );
    if (!verified) {
      const current = await this.repository.submissionOf(streamerId);
      if (!current) throw DomainError.notFound(OnboardingText.nothingSubmitted);
      throw DomainError.conflict(OnboardingText.alreadyVerified);
    }
    const documents = await this.repository.documents([verified.bankStatementId, verified.signedAgreementId]);
    return this.submissionDto(verified, documents);
  }

  /**
   * Staff verify the submissions of these streamers at once, in one transaction (the caller has checked the staff
   * member's Onboarding write permission). All or none: a streamer with nothing submitted refuses the whole batch
   * (404). Verifying is idempotent: ones verified already are answered in `alreadyVerified` and change nothing.
   * Each verification leaves an audit entry.
   */
  async verifyMany(
    streamerIds: string[],
    staffId: string,
  ): Promise<{ verified: OnboardingSubmissionRow[]; alreadyVerified: string[] }> {
    const ids = [...new Set(streamerIds)];
    return this.transactions.run(async (tx) => {
      const current = await this.repository.lockSubmissions(ids, tx);
      if (current.length !== ids.length) throw DomainError.notFound(OnboardingText.nothingSubmitted);
      const verified = await this.repository.markManyVerified(
        ids,
        staffId,
        onboardingStates.sourcesOf('verified'),
        tx,
      );
      for (const row of verified) {
        await addToOutbox(tx, OnboardingEventSubjects.onboardingVerified, {
          streamerId: row.streamerId,
          submissionId: row.id,
          verifiedAt: (row.verifiedAt ?? new Date()).toISOString(),
        } satisfies OnboardingVerifiedEvent);
        await recordStaffAction(tx, {
          actorId: staffId,
          action: 'identity.onboarding.verify',
          target: { type: 'onboarding', id: row.id, label: row.gamingName || row.fullName },
          before: { status: 'submitted' },
          after: { status: 'verified', streamerId: row.streamerId },
        });
      }
      const moved = new Set(verified.map((row) => row.streamerId));
      return { verified, alreadyVerified: ids.filter((id) => !moved.has(id)) };
    });
  }

  /** Submissions for staff, newest first, bank numbers masked as the streamer sees them. */
  async submissionsForStaff(
    status: OnboardingStatus | undefined,
    page: PageRequest,
  ): Promise<Page<AdminOnboardingSubmissionDto>> {
    const { rows, total } = await this.repository.submissionsPage(status, {
      limit: page.limit,
      offset: pageOffset(page),
    });
    const documents = await this.repository.documents(
      rows.flatMap(({ submission }) => [submission.bankStatementId, submission.signedAgreementId]),
    );
    return toPage(
      rows.map(({ submission, username, email }) => ({
        ...this.submissionDto(submission, documents),
        streamerId: submission.streamerId,
        streamerUsername: username,
        streamerEmail: email,
        verifiedBy: submission.verifiedBy,
      })),
      total,
      page,
    );
  }

  /** The signed agreements handed in with onboarding, newest first (staff with Onboarding read). */
  async agreements(page: PageRequest): Promise<Page<StreamerAgreementDto>> {
    const { rows, total } = await this.repository.submissionsPage(undefined, {
      limit: page.limit,
      offset: pageOffset(page),
    });
    const documents = await this.repository.documents(
      rows.map(({ submission }) => submission.signedAgreementId),
    );
    return toPage(
      rows.map(({ submission, username }) => ({
        streamerId: submission.streamerId,
        streamerUsername: username,
        fullName: submission.fullName,
        signedAgreement: documentDtoOf(
          documents.find((document) => document.id === submission.signedAgreementId)!,
        ),
        submittedAt: submission.submittedAt.toISOString(),
        status: submission.status as OnboardingStatus,
        verifiedAt: submission.verifiedAt?.toISOString() ?? null,
      })),
      total,
      page,
    );
  }

  /** Where each of these streamers' onboarding stands (null: nothing submitted). */
  async statusesOf(streamerIds: string[]): Promise<Map<string, OnboardingStatus>> {
    const rows = await this.repository.statusesOf(streamerIds);
    return new Map(rows.map((row) => [row.streamerId, row.status as OnboardingStatus]));
  }

  /** A streamer's submission as staff see it, or null. */
  async submissionOf(streamerId: string): Promise<OnboardingSubmissionDto | null> {
    const submission = await this.repository.submissionOf(streamerId);
    if (!submission) return null;
    const documents = await this.repository.documents([
      submission.bankStatementId,
      submission.signedAgreementId,
    ]);
    return this.submissionDto(submission, documents);
  }

  private async assertStreamer(streamerId: string): Promise<void> {
    if ((await this.repository.streamerRole(streamerId)) !== 'influencer')
      throw DomainError.forbidden(OnboardingText.notStreamer);
  }

  private submissionDto(
    row: OnboardingSubmissionRow,
    documents: OnboardingDocumentRow[],
  ): OnboardingSubmissionDto {
    const documentDto = (id: string) => documentDtoOf(documents.find((document) => document.id === id)!);
    return {
      _id: row.id,
      status: row.status as OnboardingStatus,
      fullName: row.fullName,
      gamingName: row.gamingName,
      mobileNumber: row.mobileNumber,
      address: row.address,
      country: row.country,
      tshirtSize: row.tshirtSize,
      bankName: row.bankName,
      accountHolderName: row.accountHolderName,
      accountNumber: maskSecret(this.cipher.decrypt(row.accountNumberEncrypted)),
      bankOption: row.bankOption as BankOption,
      bankCode: maskSecret(this.cipher.decrypt(row.bankCodeEncrypted)),
      gstin: row.gstin,
      bankStatement: documentDto(row.bankStatementId),
      signedAgreement: documentDto(row.signedAgreementId),
      submittedAt: row.submittedAt.toISOString(),
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
    };
  }

  private bankDetailsDto(row: StreamerBankDetailsRow, cheque: OnboardingDocumentRow): BankDetailsDto {
    return {
      _id: row.id,
      bankName: row.bankName,
      accountHolderName: row.accountHolderName,
      accountNumber: maskSecret(this.cipher.decrypt(row.accountNumberEncrypted)),
      bankCodeType: row.bankCodeType as BankOption,
      bankCode: maskSecret(this.cipher.decrypt(row.bankCodeEncrypted)),
      cancelledCheque: documentDtoOf(cheque),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

/** The same rules the gateway applied to the form, checked again on what crossed the wire. */
function checkedOnboardingFields(input: OnboardingFields): OnboardingFields {
  const form: Record<string, unknown> = { ...input };
  if (isBankOption(input.bankOption)) form[BankOptions[input.bankOption]] = input.bankCode;
  const checked = readOnboardingFields(form);
  if ('problem' in checked) throw DomainError.invalid(checked.problem);
  return checked.fields;
}

function documentRow(streamerId: string, kind: DocumentKind, stored: StoredDocument) {
  if (!stored || typeof stored.storageKey !== 'string' || !Number.isInteger(stored.byteSize))
    throw DomainError.invalid(OnboardingText.documentType);
  return {
    id: newId(),
    streamerId,
    kind,
    storageKey: stored.storageKey,
    contentType: stored.contentType,
    byteSize: stored.byteSize,
  } satisfies NewDocument;
}

function asDocumentRow(row: ReturnType<typeof documentRow>): OnboardingDocumentRow {
  return { ...row, createdAt: new Date() };
}

function documentDtoOf(row: OnboardingDocumentRow): OnboardingDocumentDto {
  return { _id: row.id, contentType: row.contentType as DocumentContentType, byteSize: row.byteSize };
}
