import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { StarsService } from './stars.service';

@Controller()
export class StarsHandler {
  constructor(private readonly stars: StarsService) {}

  /** Spec influencer/{idOrUsername}: a listed star's public profile. */
  @Handles('catalog.influencer')
  influencer(@Payload() { idOrUsername }: RequestOf<'catalog.influencer'>) {
    return this.stars.influencer(idOrUsername);
  }
}
