import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, StreamableFile } from '@nestjs/common';
import {
  ErrorText,
  OnboardingText,
  readBankDetailsFields,
  readOnboardingFields,
  type DocumentContentType,
  type Parsed,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { ActingForStreamer, ActingStreamerId, CurrentUser, SignedIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { extensionOf } from './document-type';
import { DocumentsForm, UploadedDocuments } from './documents-form';
import { OnboardingDocuments } from './onboarding-documents.service';

const formOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** The optional `agreementVersion` field: a whole number from 1, else 400. */
function versionOf(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const version = Number(value);
  if (!Number.isInteger(version) || version < 1) throw DomainError.invalid(ErrorText.badRequest);
  return version;
}

/**
 * A streamer's onboarding and bank details (spec §7 Streamer), for the streamer or their moderator
 * (`?streamerId=`), and the private documents they upload.
 */
@Controller('api')
export class OnboardingController {
  constructor(
    @Inject(ServiceClient) private readonly rpc: ServiceClient,
    @Inject(OnboardingDocuments) private readonly documents: OnboardingDocuments,
  ) {}

  /**
   * Every field of spec §3 with the files bankStatement and signedAgreement (multipart), and the version of the
   * streamer agreement the streamer accepted (`agreementVersion`, recorded in content; 409 when outdated).
   */
  @Post('post/streamer/onboard')
  @HttpCode(200)
  @ActingForStreamer()
  @DocumentsForm(['bankStatement', 'signedAgreement'])
  submitOnboarding(
    @ActingStreamerId() streamerId: string,
    @Body() body: unknown,
    @UploadedDocuments() files: UploadedDocuments,
  ) {
    const form = readOnboardingFields(formOf(body));
    if ('problem' in form) throw DomainError.invalid(form.problem);
    const agreementVersion = versionOf(formOf(body).agreementVersion);
    return this.documents.storeWhile(
      [
        { bytes: files.bankStatement, missing: OnboardingText.bankStatementRequired },
        { bytes: files.signedAgreement, missing: OnboardingText.signedAgreementRequired },
      ],
      async ([bankStatement, signedAgreement]) => {
        // The streamer agreement's version is recorded for the streamer first: an outdated one (409) stores nothing.
        if (agreementVersion !== undefined) {
          await this.rpc.send('content.acceptLegalDocument', {
            userId: streamerId,
            type: 'streamerAgreement',
            version: agreementVersion,
          });
        }
        return this.rpc.send('identity.submitOnboarding', {
          streamerId,
          fields: form.fields,
          bankStatement,
          signedAgreement,
        });
      },
    );
  }

  /** The payout account with the file cancelledCheque (multipart). */
  @Post('v1/streamer/add-bank-details')
  @HttpCode(200)
  @ActingForStreamer()
  @DocumentsForm(['cancelledCheque'])
  addBankDetails(
    @ActingStreamerId() streamerId: string,
    @Body() body: unknown,
    @UploadedDocuments() files: UploadedDocuments,
  ) {
    const form = readBankDetailsFields(formOf(body));
    if ('problem' in form) throw DomainError.invalid(form.problem);
    return this.documents.storeWhile(
      [{ bytes: files.cancelledCheque, missing: OnboardingText.requiredFields }],
      ([cancelledCheque]) =>
        this.rpc.send('identity.addBankDetails', { streamerId, fields: form.fields, cancelledCheque }),
    );
  }

  @Get('v1/streamer-bank-details-submission-status')
  @ActingForStreamer()
  submissionStatus(@ActingStreamerId() streamerId: string) {
    return this.rpc.send('identity.onboardingStatus', { streamerId });
  }

  @Get('v1/streamer/onboarding-bank-details-terms-and-conditions')
  @ActingForStreamer()
  terms() {
    return this.rpc.send('identity.onboardingTerms', {});
  }

  /** A document's bytes, for its streamer, their moderators and staff with Onboarding read (identity decides). */
  @Get('v1/streamer/onboarding-documents/:id')
  @SignedIn()
  @Header('Cache-Control', 'private, no-store')
  async document(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'onboarding', 'document', 'params'>,
  ) {
    const stored = await this.rpc.send('identity.onboardingDocument', {
      documentId: id,
      viewerId: user.userId,
    });
    const bytes = await this.documents.read(stored.storageKey);
    return new StreamableFile(bytes, {
      type: stored.contentType,
      length: bytes.length,
      disposition: `attachment; filename="document-${id}.${extensionOf(stored.contentType as DocumentContentType)}"`,
    });
  }
}
