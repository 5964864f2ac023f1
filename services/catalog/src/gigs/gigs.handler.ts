import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PageSizes, type RequestOf } from '@lobby/contracts';
import { Handles, cleanPageRequest } from '@lobby/service-kit';
import { BrowseService } from '../browse/browse.service';
import { GigsService } from './gigs.service';

@Controller()
export class GigsHandler {
  constructor(
    private readonly gigs: GigsService,
    private readonly browse: BrowseService,
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

  /** Spec paginatedproducts/{id}: a star's public gigs a page at a time; filter 'Date' lists newest first. */
  @Handles('catalog.paginatedStarGigs')
  paginatedStarGigs(@Payload() request: RequestOf<'catalog.paginatedStarGigs'>) {
    const page = cleanPageRequest(request, PageSizes.paginatedProducts);
    return this.browse.starGigs(request.starId, request.filter === 'Date' ? 'date' : 'popularity', page);
  }

  @Handles('catalog.inactiveGigs')
  inactiveGigs(@Payload() { userId, starId }: RequestOf<'catalog.inactiveGigs'>) {
    return this.gigs.inactive(userId, starId);
  }

  @Handles('catalog.gigsPerformance')
  gigsPerformance(@Payload() { userId, starId }: RequestOf<'catalog.gigsPerformance'>) {
    return this.gigs.performance(userId, starId);
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
