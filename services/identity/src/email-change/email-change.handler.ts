import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { EmailChangeService } from './email-change.service';

@Controller()
export class EmailChangeHandler {
  constructor(private readonly emailChange: EmailChangeService) {}

  @Handles('identity.changeEmail')
  change(@Payload() { userId, id, email }: RequestOf<'identity.changeEmail'>) {
    return this.emailChange.request(userId, id, email);
  }

  @Handles('identity.resendEmailChange')
  resend(@Payload() { userId, id }: RequestOf<'identity.resendEmailChange'>) {
    return this.emailChange.resend(userId, id);
  }

  @Handles('identity.verifyEmailChange')
  verify(@Payload() { token, email, otp }: RequestOf<'identity.verifyEmailChange'>) {
    return this.emailChange.verify(token, email, otp);
  }
}
