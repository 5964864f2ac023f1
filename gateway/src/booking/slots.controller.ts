import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import type { Parsed } from '@lobby/contracts';
import { BookingFieldText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { ActingForStreamer, ActingStreamerId, CurrentUser, OptionalSignIn } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/** Spec last_seven_and_present_future: the slots of the last seven days too. */
const LAST_SEVEN_DAYS = 7;

/** A streamer's slots (spec §7 "Sessions, orders, queues, slots" and Streamer). */
@Controller('api')
export class SlotsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  /** Booking checks the gig is the acting streamer's own and takes the seats from its mode when left out. */
  @Post('post/influencer/slots/add')
  @ActingForStreamer()
  addSlots(@ActingStreamerId() streamerId: string, @Body() body: Parsed<'slots', 'addSlots', 'body'>) {
    return this.rpc.send('booking.addSlots', {
      userId: streamerId,
      ...body,
    });
  }

  /** The streamer removes a fan's booking from a slot (a paid one is refunded in full the way it was paid). */
  @Post('post/slots/delete/user')
  @HttpCode(200)
  @ActingForStreamer()
  removeUser(
    @ActingStreamerId() streamerId: string,
    @Body() { slotId, userId }: Parsed<'slots', 'removeUser', 'body'>,
  ) {
    return this.rpc.send('booking.removeUserFromSlot', { userId: streamerId, slotId, bookedUserId: userId });
  }

  @Post('streamer/lobby-code')
  @HttpCode(200)
  @ActingForStreamer()
  setLobbyCode(
    @ActingStreamerId() streamerId: string,
    @Body() { slotId, lobbyCode }: Parsed<'slots', 'setLobbyCode', 'body'>,
  ) {
    return this.rpc.send('booking.setLobbyCode', { userId: streamerId, slotId, lobbyCode });
  }

  /** The lobby code of the acting streamer's slot, or of their live session with `liveSessionId`. */
  @Get('streamer/lobby-code-details')
  @ActingForStreamer()
  streamerLobbyCode(
    @ActingStreamerId() streamerId: string,
    @Query() { slotId, liveSessionId }: Parsed<'slots', 'streamerLobbyCode', 'query'>,
  ) {
    if (liveSessionId !== undefined) {
      return this.rpc.send('booking.liveLobbyCode', { userId: streamerId, liveSessionId });
    }
    return this.rpc.send('booking.streamerLobbyCode', { userId: streamerId, slotId: slotId! });
  }

  @Get('get/slots/influencer/:id')
  slots(@Param() { id }: Parsed<'slots', 'slots', 'params'>) {
    return this.rpc.send('booking.slotsByStreamer', { streamerId: id });
  }

  @Get('get/present_future/slots/influencer/:id')
  presentAndFutureSlots(@Param() { id }: Parsed<'slots', 'presentAndFutureSlots', 'params'>) {
    return this.rpc.send('booking.slotsByStreamer', { streamerId: id });
  }

  @Get('get/last_seven_and_present_future/slots/influencer/:id')
  recentAndFutureSlots(@Param() { id }: Parsed<'slots', 'recentAndFutureSlots', 'params'>) {
    return this.rpc.send('booking.slotsByStreamer', { streamerId: id, pastDays: LAST_SEVEN_DAYS });
  }

  @Get('get/monthvise/slots/influencer/:id/:month/:year')
  monthSlots(
    @Param() { id, month, year }: Parsed<'slots', 'monthSlots', 'params'>,
    @Query() { timeZone }: Parsed<'slots', 'monthSlots', 'query'>,
  ) {
    return this.rpc.send('booking.slotsByMonth', { streamerId: id, month, year, timeZone });
  }

  /** The slot with a page of its booked fans: only its streamer (or their moderator, naming `streamerId`). */
  @Get('get/slot/:id')
  @ActingForStreamer()
  slot(
    @ActingStreamerId() streamerId: string,
    @Param() { id }: Parsed<'slots', 'slot', 'params'>,
    @Query() { page, limit }: Parsed<'slots', 'slot', 'query'>,
  ) {
    return this.rpc.send('booking.slot', { userId: streamerId, slotId: id, page, limit });
  }

  @Post('post/check-slot-available-to-book/:id')
  @HttpCode(200)
  checkAvailable(
    @Param() { id }: Parsed<'slots', 'checkAvailable', 'params'>,
    @Body() { numberOfPlayers }: Parsed<'slots', 'checkAvailable', 'body'>,
  ) {
    return this.rpc.send('booking.checkSlotAvailable', { slotId: id, numberOfPlayers });
  }

  /** A gig's upcoming slots by its slug (`?username` picks the star, since slugs are unique per star). */
  @Get(['get/slots-by-slug', 'get/slots-by-slug/:slug'])
  @OptionalSignIn()
  async slotsBySlug(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Param() { slug }: Parsed<'slots', 'slotsBySlugQuery', 'params'>,
    @Query() { username }: Parsed<'slots', 'slotsBySlugQuery', 'query'>,
  ) {
    if (slug === undefined) throw DomainError.invalid(BookingFieldText.slugRequired);
    const gig = await this.rpc.send('catalog.gig', {
      viewerId: viewer?.userId ?? null,
      idOrSlug: slug,
      username,
    });
    return this.rpc.send('booking.slotsByGig', { gigId: gig._id });
  }
}
