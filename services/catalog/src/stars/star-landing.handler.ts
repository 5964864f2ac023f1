import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { StarLandingService } from './star-landing.service';

/** Internal, for identity's staff star screens: the landing flag and gig counts. */
@Controller()
export class StarLandingHandler {
  constructor(private readonly landing: StarLandingService) {}

  @Handles('catalog.starCatalogFacts')
  facts(@Payload() { ids }: RequestOf<'catalog.starCatalogFacts'>) {
    return this.landing.facts(ids);
  }

  @Handles('catalog.setShowAtLanding')
  setShowAtLanding(@Payload() { actorId, starId, showAtLanding }: RequestOf<'catalog.setShowAtLanding'>) {
    return this.landing.setShowAtLanding(actorId, starId, showAtLanding);
  }
}
