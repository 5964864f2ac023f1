import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { LegalService } from './legal.service';

@Controller()
export class LegalHandler {
  constructor(private readonly legal: LegalService) {}

  @Handles('content.legalDocument')
  current(@Payload() { type }: RequestOf<'content.legalDocument'>) {
    return this.legal.current(type);
  }

  @Handles('content.legalVersions')
  versions(@Payload() { type }: RequestOf<'content.legalVersions'>) {
    return this.legal.versions(type);
  }

  @Handles('content.publishLegalDocument')
  publish(@Payload() { userId, type, input }: RequestOf<'content.publishLegalDocument'>) {
    return this.legal.publish(userId, type, input);
  }

  @Handles('content.acceptLegalDocument')
  accept(@Payload() { userId, type, version }: RequestOf<'content.acceptLegalDocument'>) {
    return this.legal.accept(userId, type, version);
  }

  @Handles('content.legalAcceptance')
  acceptance(@Payload() { userId, type }: RequestOf<'content.legalAcceptance'>) {
    return this.legal.acceptance(userId, type);
  }
}
