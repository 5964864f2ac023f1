import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { BansService } from './bans.service';

@Controller()
export class BansHandler {
  constructor(private readonly bans: BansService) {}

  @Handles('identity.banUsers')
  ban(@Payload() { userId, userIds, reason }: RequestOf<'identity.banUsers'>) {
    return this.bans.ban(userId, userIds, reason);
  }

  @Handles('identity.bannedUsers')
  list(@Payload() { userId, page, limit }: RequestOf<'identity.bannedUsers'>) {
    return this.bans.list(userId, { page, limit });
  }

  @Handles('identity.unbanUsers')
  unban(@Payload() { userId, userIds }: RequestOf<'identity.unbanUsers'>) {
    return this.bans.unban(userId, userIds);
  }
}
