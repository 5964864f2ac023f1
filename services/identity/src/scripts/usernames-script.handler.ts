import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { UsernamesScriptService } from './usernames-script.service';

@Controller()
export class UsernamesScriptHandler {
  constructor(private readonly script: UsernamesScriptService) {}

  @Handles('identity.usernamesScript')
  run(@Payload() { userId, apply }: RequestOf<'identity.usernamesScript'>) {
    return this.script.run(userId, apply === true);
  }
}
