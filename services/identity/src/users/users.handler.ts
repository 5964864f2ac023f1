import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { UsersService } from './users.service';

@Controller()
export class UsersHandler {
  constructor(private readonly users: UsersService) {}

  @Handles('identity.currentUser')
  current(@Payload() { userId }: RequestOf<'identity.currentUser'>) {
    return this.users.current(userId);
  }

  @Handles('identity.getUser')
  get(@Payload() { userId, id }: RequestOf<'identity.getUser'>) {
    return this.users.get(userId, id);
  }

  @Handles('identity.saveEmail')
  saveEmail(@Payload() { userId, id, email }: RequestOf<'identity.saveEmail'>) {
    return this.users.saveEmail(userId, id, email);
  }

  @Handles('identity.moderatorDetails')
  moderatorDetails(@Payload() { userId, ...query }: RequestOf<'identity.moderatorDetails'>) {
    return this.users.moderatedStreamers(userId, query);
  }

  @Handles('identity.storeUserIp')
  storeUserIp(@Payload() { userId, ip }: RequestOf<'identity.storeUserIp'>) {
    return this.users.storeIp(userId, ip);
  }
}
