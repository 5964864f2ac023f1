import { Inject, Injectable } from '@nestjs/common';
import { PageSizes, type OpenSlotDto, type OrderDto } from '@lobby/contracts';
import { CLOCK, type Clock } from '@lobby/service-kit';
import { OrderListsService } from '../orders/order-lists.service';
import { toSlotDto } from '../slots/slot-view';
import { HomeSessionsRepository, type OpenSlotRow } from './home-sessions.repository';

/** The home page's 'Upcoming sessions': the fan's own next sessions, and slots anyone can still book. */
@Injectable()
export class HomeSessionsService {
  constructor(
    private readonly home: HomeSessionsRepository,
    private readonly orders: OrderListsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The caller's paid sessions that haven't ended, soonest first (spec §9 "upcoming slots 5"). */
  async yourNext(userId: string): Promise<OrderDto[]> {
    const upcoming = await this.orders.sessions(
      userId,
      'upcoming',
      { page: 1, limit: PageSizes.upcomingSlots },
      'asc',
    );
    return upcoming.data;
  }

  /** The soonest slots not yet started that still have a seat, with their gig and star. */
  async openSlots(): Promise<OpenSlotDto[]> {
    const rows = await this.home.openSlots(this.clock.now(), PageSizes.upcomingSlots);
    return rows.map(toOpenSlotDto);
  }
}

function toOpenSlotDto({ slot, gig, streamer }: OpenSlotRow): OpenSlotDto {
  return {
    ...toSlotDto(slot, gig),
    product_title: gig.title,
    slug: gig.slug,
    influencerUsername: streamer.username,
    influencerName: streamer.fullName,
  };
}
