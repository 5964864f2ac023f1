import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { InputLimits, PageSizes, type RequestOf } from '@lobby/contracts';
import { Handles, cleanLimit, cleanPageRequest } from '@lobby/service-kit';
import { BrowseService } from './browse.service';

/** Every public list: the browse tabs, the landing rows and the paginated lists. */
@Controller()
export class BrowseHandler {
  constructor(private readonly browse: BrowseService) {}

  @Handles('catalog.gigsForScroll')
  gigsForScroll(@Payload() request: RequestOf<'catalog.gigsForScroll'>) {
    return this.browse.gigs(request);
  }

  @Handles('catalog.gamesForScroll')
  gamesForScroll(@Payload() request: RequestOf<'catalog.gamesForScroll'>) {
    return this.browse.games(request);
  }

  @Handles('catalog.creatorsForScroll')
  creatorsForScroll(@Payload() request: RequestOf<'catalog.creatorsForScroll'>) {
    return this.browse.creators(request);
  }

  /** Spec PaginatedGigs: popular gigs and, beside them, that page of live sessions (stars live now). */
  @Handles('catalog.paginatedGigs')
  async paginatedGigs(
    @Payload() { viewerId, page, productLimit, liveSessionlimit }: RequestOf<'catalog.paginatedGigs'>,
  ) {
    const [gigs, live] = await Promise.all([
      this.browse.gigs({ viewerId, page, limit: productLimit, sort: 'popularity' }),
      this.browse.creators({ viewerId, page, limit: liveSessionlimit, liveNow: true, sort: 'popularity' }),
    ]);
    return { ...gigs, liveSessions: live.data, totalLiveSessions: live.total };
  }

  @Handles('catalog.paginatedStars')
  paginatedStars(@Payload() { viewerId, page, limit }: RequestOf<'catalog.paginatedStars'>) {
    return this.browse.creators({ viewerId, page, limit, sort: 'popularity' });
  }

  /** The influencer list with an optional name search; alphabetical unless searching. */
  @Handles('catalog.influencers')
  influencers(@Payload() { viewerId, page, limit, search }: RequestOf<'catalog.influencers'>) {
    return this.browse.creators(
      { viewerId, page, limit: limit || PageSizes.admin, search },
      'alphabetically',
    );
  }

  /**
   * The landing's star row: the stars staff picked (showAtLanding) first, most popular first, then as many of the
   * others by popularity as the row still has room for, so a pick never shrinks the row.
   */
  @Handles('catalog.mostPopularStars')
  async mostPopularStars(@Payload() { viewerId, limit }: RequestOf<'catalog.mostPopularStars'>) {
    const limitOf = cleanLimit(limit, PageSizes.mostPopular, InputLimits.mostPopularMax);
    const request = { viewerId, page: 1, sort: 'popularity' } as const;
    const picked = (await this.browse.creators({ ...request, limit: limitOf, landing: true })).data;
    if (picked.length >= limitOf) return picked;
    const others = await this.browse.creators({ ...request, limit: limitOf - picked.length, landing: false });
    return [...picked, ...others.data];
  }

  @Handles('catalog.mostPopularProducts')
  async mostPopularProducts(@Payload() { viewerId, limit }: RequestOf<'catalog.mostPopularProducts'>) {
    const limitOf = cleanLimit(limit, PageSizes.mostPopular, InputLimits.mostPopularMax);
    return (await this.browse.gigs({ viewerId, page: 1, limit: limitOf, sort: 'popularity' })).data;
  }

  /** Spec paginatedproducts/{id}: a star's public gigs a page at a time; filter 'Date' lists newest first. */
  @Handles('catalog.paginatedStarGigs')
  paginatedStarGigs(@Payload() request: RequestOf<'catalog.paginatedStarGigs'>) {
    const page = cleanPageRequest(request, PageSizes.paginatedProducts);
    return this.browse.starGigs(request.starId, request.filter === 'Date' ? 'date' : 'popularity', page);
  }
}
