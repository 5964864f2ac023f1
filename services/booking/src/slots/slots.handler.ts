import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { SlotsService } from './slots.service';

@Controller()
export class SlotsHandler {
  constructor(private readonly slots: SlotsService) {}

  @Handles('booking.addSlots')
  add(@Payload() { userId, ...input }: RequestOf<'booking.addSlots'>) {
    return this.slots.add(userId, input);
  }

  @Handles('booking.slotsByGig')
  byGig(@Payload() { gigId }: RequestOf<'booking.slotsByGig'>) {
    return this.slots.byGig(gigId);
  }

  @Handles('booking.slotsByStreamer')
  byStreamer(@Payload() { streamerId, pastDays }: RequestOf<'booking.slotsByStreamer'>) {
    return this.slots.byStreamer(streamerId, pastDays);
  }

  @Handles('booking.slotsByMonth')
  byMonth(@Payload() { streamerId, month, year, timeZone }: RequestOf<'booking.slotsByMonth'>) {
    return this.slots.byMonth(streamerId, month, year, timeZone);
  }

  @Handles('booking.slot')
  slot(@Payload() { userId, slotId, page, limit }: RequestOf<'booking.slot'>) {
    return this.slots.page(userId, slotId, { page, limit });
  }

  @Handles('booking.checkSlotAvailable')
  available(@Payload() { slotId, numberOfPlayers }: RequestOf<'booking.checkSlotAvailable'>) {
    return this.slots.availability(slotId, numberOfPlayers);
  }

  @Handles('booking.setLobbyCode')
  setLobbyCode(@Payload() { userId, slotId, lobbyCode }: RequestOf<'booking.setLobbyCode'>) {
    return this.slots.setLobbyCode(userId, slotId, lobbyCode);
  }

  @Handles('booking.streamerLobbyCode')
  streamerLobbyCode(@Payload() { userId, slotId }: RequestOf<'booking.streamerLobbyCode'>) {
    return this.slots.streamerLobbyCode(userId, slotId);
  }
}
