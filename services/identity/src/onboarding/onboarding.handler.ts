import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { OnboardingService } from './onboarding.service';

@Controller()
export class OnboardingHandler {
  constructor(private readonly onboarding: OnboardingService) {}

  @Handles('identity.submitOnboarding')
  submit(
    @Payload() { streamerId, fields, bankStatement, signedAgreement }: RequestOf<'identity.submitOnboarding'>,
  ) {
    return this.onboarding.submit(streamerId, fields, bankStatement, signedAgreement);
  }

  @Handles('identity.addBankDetails')
  addBankDetails(@Payload() { streamerId, fields, cancelledCheque }: RequestOf<'identity.addBankDetails'>) {
    return this.onboarding.addBankDetails(streamerId, fields, cancelledCheque);
  }

  @Handles('identity.onboardingStatus')
  status(@Payload() { streamerId }: RequestOf<'identity.onboardingStatus'>) {
    return this.onboarding.status(streamerId);
  }

  @Handles('identity.streamerGstin')
  gstin(@Payload() { streamerId }: RequestOf<'identity.streamerGstin'>) {
    return this.onboarding.gstinOf(streamerId);
  }

  @Handles('identity.onboardingTerms')
  terms() {
    return this.onboarding.terms();
  }

  @Handles('identity.onboardingDocument')
  document(@Payload() { documentId, viewerId }: RequestOf<'identity.onboardingDocument'>) {
    return this.onboarding.document(documentId, viewerId);
  }
}
