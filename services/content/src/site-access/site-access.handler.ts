import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { SiteAccessService } from './site-access.service';

@Controller()
export class SiteAccessHandler {
  constructor(private readonly siteAccess: SiteAccessService) {}

  @Handles('content.siteAccessStatus')
  status() {
    return this.siteAccess.status();
  }

  @Handles('content.validateSitePassword')
  validate(@Payload() { password }: RequestOf<'content.validateSitePassword'>) {
    return this.siteAccess.validate(password);
  }

  @Handles('content.checkSiteAccessToken')
  check(@Payload() { token }: RequestOf<'content.checkSiteAccessToken'>) {
    return this.siteAccess.check(token);
  }

  /** Staff permission (Configurations, write) is checked by the gateway against identity's live state. */
  @Handles('content.setSitePassword')
  setPassword(@Payload() { userId, password }: RequestOf<'content.setSitePassword'>) {
    return this.siteAccess.setPassword(userId, password);
  }
}
