import { Module } from '@nestjs/common';
import { FieldCipher } from './field-cipher';
import { OnboardingHandler } from './onboarding.handler';
import { OnboardingRepository } from './onboarding.repository';
import { OnboardingService } from './onboarding.service';

/** Streamers' onboarding submissions and bank details, with their private documents' records. */
@Module({
  controllers: [OnboardingHandler],
  providers: [OnboardingRepository, OnboardingService, FieldCipher],
  exports: [OnboardingService],
})
export class OnboardingModule {}
