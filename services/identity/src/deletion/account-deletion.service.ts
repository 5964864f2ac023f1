import { Inject, Injectable } from '@nestjs/common';
import {
  AccountFieldText,
  AccountText,
  ErrorText,
  PageSizes,
  ProfileLimits,
  type DeletionRequestDto,
  type DeletionRequestStatus,
  type Message,
  type Page,
  type PageRequest,
} from '@lobby/contracts';
import {
  DomainError,
  EVENT_BUS,
  type EventBus,
  newId,
  cleanPageRequest,
  pageOffset,
  recordStaffAction,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import { cleanReason } from '../users/account-rules';
import { StaffAccess } from '../users/staff-access';
import { UsersService } from '../users/users.service';
import { AccountAnonymizer } from './account-anonymizer';
import { DeletionRequestsRepository, type DeletionRequestWithUser } from './deletion-requests.repository';

/** A user asks to delete their account; it keeps working until staff approve, which anonymises it. */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly requests: DeletionRequestsRepository,
    private readonly usersService: UsersService,
    private readonly staff: StaffAccess,
    private readonly anonymizer: AccountAnonymizer,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async request(userId: string, reasonInput: string): Promise<Message> {
    const reason = cleanReason(reasonInput, ProfileLimits.deletionReasonMax, AccountFieldText.deletionReason);
    await this.usersService.requireActive(userId);
    await this.requests.insert({ id: newId(), userId, reason });
    return { message: AccountText.deletionRequested };
  }

  async list(
    actorId: string,
    input: Partial<PageRequest> & { status?: DeletionRequestStatus },
  ): Promise<Page<DeletionRequestDto>> {
    await this.staff.assert(actorId, 'Delete Requests', 'read');
    const pageRequest = cleanPageRequest(input, PageSizes.admin);
    const { rows, total } = await this.requests.page({
      status: input.status,
      offset: pageOffset(pageRequest),
      limit: pageRequest.limit,
    });
    return toPage(rows.map(toDto), total, pageRequest);
  }

  async approve(actorId: string, requestId: string): Promise<Message> {
    await this.staff.assert(actorId, 'Delete Requests', 'write');
    const { deletedUserId, endedLinks } = await this.transactions.run(async (tx) => {
      const request = await this.requests.approve(requestId, actorId, tx);
      if (!request) {
        const known = await this.requests.exists(requestId, tx);
        throw known
          ? DomainError.conflict(ErrorText.errorDeletingAccountRequest)
          : DomainError.notFound(ErrorText.errorDeletingAccountRequest);
      }
      const endedLinks = await this.anonymizer.anonymize(request.userId, tx);
      // No name in the entry: the account's personal data is what the approval erases.
      await recordStaffAction(tx, {
        actorId,
        action: 'identity.deletionRequest.approve',
        target: { type: 'user', id: request.userId, label: null },
        before: { requestId: request.id, status: 'pending' },
        after: { requestId: request.id, status: 'approved' },
      });
      return { deletedUserId: request.userId, endedLinks };
    });
    // The anonymizer ended the account's sessions; once that has committed, its open sockets close too.
    this.bus.closeSockets([deletedUserId]);
    // A deleted streamer's moderators leave the streamer's room and read their account (and role) again.
    for (const link of endedLinks) {
      this.bus.announceModeratorLink({ ...link, linked: false });
      if (link.moderatorId !== deletedUserId)
        this.bus.pushRealtime({ event: 'accountChanged', userId: link.moderatorId, data: {} });
    }
    return { message: AccountText.accountDeleted };
  }
}

function toDto(row: DeletionRequestWithUser): DeletionRequestDto {
  return {
    _id: row.id,
    userId: row.userId,
    username: row.username,
    email: row.email,
    reason: row.reason,
    status: row.status as DeletionRequestStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
