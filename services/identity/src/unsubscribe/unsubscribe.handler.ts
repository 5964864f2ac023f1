import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { UnsubscribeService } from './unsubscribe.service';

@Controller()
export class UnsubscribeHandler {
  constructor(private readonly unsubscribes: UnsubscribeService) {}

  @Handles('identity.unsubscribe')
  unsubscribe(@Payload() { email, signature }: RequestOf<'identity.unsubscribe'>) {
    return this.unsubscribes.unsubscribe(email, signature);
  }
}
