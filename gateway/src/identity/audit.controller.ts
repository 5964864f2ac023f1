import { Controller, Get, Inject, Query } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/** Staff: the audit log of every staff write (issue 17 item 8), kept by identity. */
@Controller('api/admin/audit-log')
@StaffRoute()
export class AuditController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get()
  list(@CurrentUser() staff: AuthenticatedUser, @Query() query: Parsed<'auditLog', 'list', 'query'>) {
    return this.rpc.send('identity.auditLog', { userId: staff.userId, ...query });
  }
}
