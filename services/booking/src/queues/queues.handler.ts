import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { QueueListsService } from './queue-lists.service';
import { QueueManagementService } from './queue-management.service';
import { QueuePlacesService } from './queue-places.service';

@Controller()
export class QueuesHandler {
  constructor(
    private readonly places: QueuePlacesService,
    private readonly management: QueueManagementService,
    private readonly lists: QueueListsService,
  ) {}

  @Handles('booking.liveQueueSession')
  liveQueueSession(@Payload() { liveSessionId }: RequestOf<'booking.liveQueueSession'>) {
    return this.lists.liveQueueSession(liveSessionId);
  }

  @Handles('booking.holdVipPlace')
  holdVip(@Payload() { userId, liveSessionId, gamerTag }: RequestOf<'booking.holdVipPlace'>) {
    return this.places.holdVip(userId, liveSessionId, gamerTag);
  }

  @Handles('booking.vipPlaceForCheckout')
  vipForCheckout(@Payload() { userId, entryId }: RequestOf<'booking.vipPlaceForCheckout'>) {
    return this.places.forCheckout(userId, entryId);
  }

  @Handles('booking.joinRegular')
  joinRegular(@Payload() { userId, liveSessionId, gamerTag }: RequestOf<'booking.joinRegular'>) {
    return this.places.joinRegular(userId, liveSessionId, gamerTag);
  }

  @Handles('booking.queueEntry')
  entry(@Payload() { userId, entryId }: RequestOf<'booking.queueEntry'>) {
    return this.lists.entry(userId, entryId);
  }

  @Handles('booking.checkVip')
  checkVip(@Payload() { userId, liveSessionId }: RequestOf<'booking.checkVip'>) {
    return this.lists.checkVip(userId, liveSessionId);
  }

  @Handles('booking.waitingQueue')
  waitingQueue(@Payload() { liveSessionId, kind, page, limit, viewerId }: RequestOf<'booking.waitingQueue'>) {
    return this.lists.waiting(liveSessionId, kind, { page, limit }, viewerId ?? null);
  }

  @Handles('booking.queueBoard')
  board(@Payload() { userId, liveSessionId }: RequestOf<'booking.queueBoard'>) {
    return this.management.board(userId, liveSessionId);
  }

  @Handles('booking.publicQueue')
  publicQueue(@Payload() { liveSessionId, viewerId }: RequestOf<'booking.publicQueue'>) {
    return this.lists.publicQueue(liveSessionId, viewerId ?? null);
  }

  @Handles('booking.queuesByUser')
  queuesByUser(@Payload() { userId }: RequestOf<'booking.queuesByUser'>) {
    return this.lists.activeOfUser(userId);
  }

  @Handles('booking.queuesJoined')
  queuesJoined(@Payload() { userId, page, limit }: RequestOf<'booking.queuesJoined'>) {
    return this.lists.joined(userId, { page, limit });
  }

  @Handles('booking.leaveRegularQueue')
  leaveRegular(@Payload() { userId, entryId }: RequestOf<'booking.leaveRegularQueue'>) {
    return this.places.leaveRegular(userId, entryId);
  }

  @Handles('booking.queueCounts')
  counts(@Payload() { liveSessionId }: RequestOf<'booking.queueCounts'>) {
    return this.lists.counts(liveSessionId);
  }

  @Handles('booking.streamerQueueCounts')
  streamerCounts(@Payload() { streamerId }: RequestOf<'booking.streamerQueueCounts'>) {
    return this.lists.countsOfStreamer(streamerId);
  }

  @Handles('booking.moveQueueEntry')
  move(@Payload() { userId, entryId, to }: RequestOf<'booking.moveQueueEntry'>) {
    return this.management.move(userId, entryId, to);
  }

  @Handles('booking.callNext')
  callNext(@Payload() { userId, liveSessionId }: RequestOf<'booking.callNext'>) {
    return this.management.callNext(userId, liveSessionId);
  }

  @Handles('booking.setLiveLobbyCode')
  setLobbyCode(@Payload() { userId, liveSessionId, lobbyCode }: RequestOf<'booking.setLiveLobbyCode'>) {
    return this.management.setLobbyCode(userId, liveSessionId, lobbyCode);
  }

  @Handles('booking.liveLobbyCode')
  lobbyCode(@Payload() { userId, liveSessionId }: RequestOf<'booking.liveLobbyCode'>) {
    return this.lists.lobbyCode(userId, liveSessionId);
  }

  @Handles('booking.closeLiveQueue')
  close(@Payload() { userId, liveSessionId }: RequestOf<'booking.closeLiveQueue'>) {
    return this.management.close(userId, liveSessionId);
  }
}
