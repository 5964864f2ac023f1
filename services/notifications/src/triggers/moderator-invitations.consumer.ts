import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ModeratorEventSubjects,
  type ModeratorInvitedEvent,
  moderatorInvitationTitle,
} from '@lobby/contracts';
import { type AfterCommit, EVENT_BUS, type EventBus } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { Notifier } from '../fan-out/notifier';

/** The profile's moderation tab, where the invitee accepts or declines. */
const INVITATIONS_PAGE = '/profile?tab=moderation';

/** A streamer invited someone to moderate for them: the invitee is told in-app, once per invitation. */
@Injectable()
export class ModeratorInvitationsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly notifier: Notifier,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('moderator-invited', ModeratorEventSubjects.invited, (event, tx) =>
      this.invited(event.data, tx),
    );
  }

  invited(event: ModeratorInvitedEvent, tx: Executor): Promise<AfterCommit> {
    const { streamer } = event;
    return this.notifier.notify(tx, [event.inviteeId], {
      dedupeKey: `moderator-invited:${event.invitationId}`,
      title: moderatorInvitationTitle(streamer.fullName || streamer.username),
      type: 'other',
      url: INVITATIONS_PAGE,
      star: null,
      image: streamer.imageUrl,
    });
  }
}
