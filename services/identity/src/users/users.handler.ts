import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf, ResponseOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { SessionTokensService } from '../auth/session-tokens.service';
import { UsersService } from './users.service';

@Controller()
export class UsersHandler {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionTokensService,
  ) {}

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

  /** The new base currency changes what the client shows, so a fresh token pair comes back with it. */
  @Handles('identity.saveCountry')
  async saveCountry(
    @Payload() { userId, id, billingCountry, familyId }: RequestOf<'identity.saveCountry'>,
  ): Promise<ResponseOf<'identity.saveCountry'>> {
    const user = await this.users.saveCountry(userId, id, billingCountry);
    const tokens = await this.sessions.reissue(user, familyId);
    return { ...tokens, user: await this.users.toDto(user) };
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
