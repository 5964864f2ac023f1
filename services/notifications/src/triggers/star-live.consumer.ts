import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LiveEventSubjects, type LiveSessionChangedEvent, NotificationTitles } from '@lobby/contracts';
import { type AfterCommit, EVENT_BUS, type EventBus } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { DiscordDeliveries } from '../discord/discord-deliveries';
import { firstFanOut } from '../fan-out/fan-outs';
import { AppPaths, starName, WebLinks } from '../fan-out/links';
import { allAfterCommit, Notifier } from '../fan-out/notifier';
import { People } from '../fan-out/people';

/**
 * A favourite star goes live: each fan who favourited them gets one notification linking to the live page
 * (and a Discord message when they asked for it), however often the session's snapshots arrive.
 */
@Injectable()
export class StarLiveConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly people: People,
    private readonly notifier: Notifier,
    private readonly discord: DiscordDeliveries,
    private readonly links: WebLinks,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('star-live', LiveEventSubjects.liveSessionChanged, (event, tx) =>
      this.announce(event.data, tx),
    );
  }

  async announce(session: LiveSessionChangedEvent, tx: Executor): Promise<AfterCommit | void> {
    if (session.status !== 'live') return;
    const key = `live:${session.liveSessionId}`;
    if (!(await firstFanOut(tx, key))) return;
    const star = await this.people.contact(session.streamerId);
    if (!star) return;
    const title = NotificationTitles.starLive(starName(star), session.title);
    const url = AppPaths.liveSession(star.username);
    const pushes: AfterCommit[] = [];
    for await (const followers of this.people.followersOf(session.streamerId)) {
      pushes.push(
        await this.notifier.notify(tx, followers, { dedupeKey: key, title, type: 'live', url, star }),
      );
      await this.discord.queueFor(
        tx,
        'favoriteCreatorLive',
        followers,
        {
          content: title,
          embed: { title: session.title, url: this.links.absolute(url), thumbnailUrl: star.imageUrl },
        },
        key,
      );
    }
    return allAfterCommit(pushes);
  }
}
