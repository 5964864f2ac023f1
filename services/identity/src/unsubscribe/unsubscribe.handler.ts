import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { EmailPreferencesService } from './email-preferences.service';
import { UnsubscribeService } from './unsubscribe.service';

@Controller()
export class UnsubscribeHandler {
  constructor(
    private readonly unsubscribes: UnsubscribeService,
    private readonly preferences: EmailPreferencesService,
  ) {}

  @Handles('identity.unsubscribe')
  unsubscribe(@Payload() { email, signature }: RequestOf<'identity.unsubscribe'>) {
    return this.unsubscribes.unsubscribe(email, signature);
  }

  @Handles('identity.emailPreferences')
  emailPreferences(@Payload() { userId }: RequestOf<'identity.emailPreferences'>) {
    return this.preferences.read(userId);
  }

  @Handles('identity.setEmailPreferences')
  setEmailPreferences(@Payload() { userId, marketing }: RequestOf<'identity.setEmailPreferences'>) {
    return this.preferences.update(userId, marketing);
  }
}
