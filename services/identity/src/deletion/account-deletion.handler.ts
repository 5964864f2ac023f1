import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { AccountDeletionService } from './account-deletion.service';

@Controller()
export class AccountDeletionHandler {
  constructor(private readonly deletion: AccountDeletionService) {}

  @Handles('identity.requestAccountDeletion')
  request(@Payload() { userId, reason }: RequestOf<'identity.requestAccountDeletion'>) {
    return this.deletion.request(userId, reason);
  }

  @Handles('identity.listDeletionRequests')
  list(@Payload() { userId, ...page }: RequestOf<'identity.listDeletionRequests'>) {
    return this.deletion.list(userId, page);
  }

  @Handles('identity.approveAccountDeletion')
  approve(@Payload() { userId, requestId }: RequestOf<'identity.approveAccountDeletion'>) {
    return this.deletion.approve(userId, requestId);
  }
}
