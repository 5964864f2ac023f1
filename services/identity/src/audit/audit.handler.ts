import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { AuditService } from './audit.service';

@Controller()
export class AuditHandler {
  constructor(private readonly audit: AuditService) {}

  @Handles('identity.auditLog')
  list(@Payload() { userId, ...query }: RequestOf<'identity.auditLog'>) {
    return this.audit.list(userId, query);
  }
}
