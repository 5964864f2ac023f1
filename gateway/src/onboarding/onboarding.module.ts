import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { OnboardingDocuments } from './onboarding-documents.service';
import { OnboardingController } from './onboarding.controller';
import { OnboardingVerifyController } from './onboarding-verify.controller';
import { LocalPrivateDocuments, PrivateDocuments } from './private-documents';

/** Streamers' onboarding and bank details, and their private documents. */
@Module({
  imports: [AuthModule],
  controllers: [OnboardingController, OnboardingVerifyController],
  providers: [
    {
      provide: PrivateDocuments,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => new LocalPrivateDocuments(config.privateFilesDir),
    },
    OnboardingDocuments,
  ],
})
export class OnboardingModule {}
