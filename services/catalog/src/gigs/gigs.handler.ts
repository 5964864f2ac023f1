import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { GigPriceMinimums } from './gig-price-minimums';
import { GigsService } from './gigs.service';

@Controller()
export class GigsHandler {
  constructor(
    private readonly gigs: GigsService,
    private readonly priceMinimums: GigPriceMinimums,
  ) {}

  /** Spec products/{id}: a star's public gigs by star id. */
  @Handles('catalog.starGigs')
  starGigs(@Payload() { starId }: RequestOf<'catalog.starGigs'>) {
    return this.gigs.ofStar({ id: starId });
  }

  @Handles('catalog.starGigsByUsername')
  starGigsByUsername(@Payload() { username }: RequestOf<'catalog.starGigsByUsername'>) {
    return this.gigs.ofStar({ username: String(username ?? '').trim() });
  }

  /** Spec product/{id}: one public gig by id, or by slug (with the star's username). */
  @Handles('catalog.gig')
  gig(@Payload() { idOrSlug, username }: RequestOf<'catalog.gig'>) {
    return this.gigs.visible(idOrSlug, username);
  }

  /** Booking reads a gig it has not heard of yet (a slot added right after the gig was created). */
  @Handles('catalog.gigSnapshot')
  gigSnapshot(@Payload() { gigId }: RequestOf<'catalog.gigSnapshot'>) {
    return this.gigs.snapshot(gigId);
  }

  @Handles('catalog.inactiveGigs')
  inactiveGigs(@Payload() { userId, starId }: RequestOf<'catalog.inactiveGigs'>) {
    return this.gigs.inactive(userId, starId);
  }

  @Handles('catalog.gigsPerformance')
  gigsPerformance(@Payload() { userId, starId }: RequestOf<'catalog.gigsPerformance'>) {
    return this.gigs.performance(userId, starId);
  }

  @Handles('catalog.gigPriceMinimums')
  gigPriceMinimums() {
    return this.priceMinimums.all();
  }

  @Handles('catalog.addGig')
  add(@Payload() { userId, ...input }: RequestOf<'catalog.addGig'>) {
    return this.gigs.add(userId, input);
  }

  @Handles('catalog.updateGig')
  update(@Payload() { userId, gigId, ...input }: RequestOf<'catalog.updateGig'>) {
    return this.gigs.update(userId, gigId, input);
  }

  @Handles('catalog.deleteGig')
  delete(@Payload() { userId, gigId }: RequestOf<'catalog.deleteGig'>) {
    return this.gigs.delete(userId, gigId);
  }

  @Handles('catalog.archiveGig')
  archive(@Payload() { userId, gigId }: RequestOf<'catalog.archiveGig'>) {
    return this.gigs.setStatus(userId, gigId, 'archived');
  }

  @Handles('catalog.unarchiveGig')
  unarchive(@Payload() { userId, gigId }: RequestOf<'catalog.unarchiveGig'>) {
    return this.gigs.setStatus(userId, gigId, 'active');
  }
}
