import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BookingEventSubjects,
  type FanLiveMessageDto,
  joinedQueueMessage,
  type QueueCalledEvent,
  type QueueJoinedEvent,
  type StreamerLiveMessageDto,
  streamerRoom,
  upNextMessage,
} from '@lobby/contracts';
import { type AfterCommit, EVENT_BUS, type EventBus, newId } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { liveMessages } from '../db/schema';
import { AppPaths } from '../fan-out/links';
import { allAfterCommit, Notifier } from '../fan-out/notifier';
import { People } from '../fan-out/people';

/**
 * Live queue messages (spec §3): the streamer (and their moderators) hear that a fan joined; a fan called to
 * playing next hears it in the live message, and finds it in the bell too (the page refreshes the bell when the
 * message arrives, so it is one pop-up). Stored once per place and event kind.
 */
@Injectable()
export class LiveQueueConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly people: People,
    private readonly notifier: Notifier,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('queue-joined', BookingEventSubjects.queueJoined, (event, tx) =>
      this.joined(event.data, tx),
    );
    this.bus.subscribe('queue-called', BookingEventSubjects.queueCalled, (event, tx) =>
      this.called(event.data, tx),
    );
  }

  async joined(place: QueueJoinedEvent, tx: Executor): Promise<AfterCommit | void> {
    const people = await this.people.contacts([place.userId, place.streamerId]);
    const fan = people.get(place.userId);
    const [stored] = await tx
      .insert(liveMessages)
      .values({
        id: newId(),
        dedupeKey: `joined:${place.entryId}:${place.kind}`,
        audience: 'streamer',
        liveSessionId: place.liveSessionId,
        streamerId: place.streamerId,
        userId: place.userId,
        influencerUsername: people.get(place.streamerId)?.username ?? '',
        message: joinedQueueMessage(fan?.username ?? 'A fan', place.kind),
        image: fan?.imageUrl ?? null,
        createdAt: new Date(place.joinedAt),
      })
      .onConflictDoNothing()
      .returning();
    if (!stored) return;
    const message: StreamerLiveMessageDto = {
      _id: stored.id,
      _user_id: stored.userId,
      message: stored.message,
      _created_at: stored.createdAt.toISOString(),
      _live_session_id: stored.liveSessionId,
      image: stored.image,
    };
    return () =>
      this.bus.pushRealtime({
        event: 'messageInfluencerLiveSession',
        room: streamerRoom(place.streamerId),
        data: message,
      });
  }

  async called(place: QueueCalledEvent, tx: Executor): Promise<AfterCommit | void> {
    const star = await this.people.contact(place.streamerId);
    const username = star?.username ?? '';
    const text = upNextMessage(username || 'the streamer', place.lobbyCodeReady);
    const [stored] = await tx
      .insert(liveMessages)
      .values({
        id: newId(),
        dedupeKey: `called:${place.entryId}`,
        audience: 'fan',
        liveSessionId: place.liveSessionId,
        streamerId: place.streamerId,
        userId: place.userId,
        influencerUsername: username,
        message: text,
        image: star?.imageUrl ?? null,
        createdAt: new Date(place.calledAt),
      })
      .onConflictDoNothing()
      .returning();
    if (!stored) return;
    const message: FanLiveMessageDto = {
      _id: stored.id,
      message: stored.message,
      _created_at: stored.createdAt.toISOString(),
      influencerUsername: stored.influencerUsername,
      image: stored.image,
    };
    const bell = await this.notifier.notify(tx, [place.userId], {
      dedupeKey: `called:${place.entryId}`,
      title: text,
      type: 'live',
      url: username ? AppPaths.liveSession(username) : null,
      star: star ?? null,
      event: null,
    });
    const liveMessage: AfterCommit = () =>
      this.bus.pushRealtime({
        event: 'messageNotificationUserLiveSession',
        userId: place.userId,
        data: message,
      });
    return allAfterCommit([liveMessage, bell]);
  }
}
