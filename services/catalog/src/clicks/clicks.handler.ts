import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { ClicksService } from './clicks.service';

@Controller()
export class ClicksHandler {
  constructor(private readonly clicks: ClicksService) {}

  @Handles('catalog.trackClick')
  track(@Payload() request: RequestOf<'catalog.trackClick'>) {
    return this.clicks.track(request);
  }

  @Handles('catalog.trackView')
  view(@Payload() request: RequestOf<'catalog.trackView'>) {
    return this.clicks.view(request);
  }
}
