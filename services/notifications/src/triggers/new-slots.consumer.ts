import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { BookingEventSubjects, NotificationTitles, type SlotsAddedEvent } from '@lobby/contracts';
import { type AfterCommit, EVENT_BUS, type EventBus } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { DiscordDeliveries } from '../discord/discord-deliveries';
import { firstFanOut } from '../fan-out/fan-outs';
import { AppPaths, starName, WebLinks } from '../fan-out/links';
import { allAfterCommit, Notifier } from '../fan-out/notifier';
import { People } from '../fan-out/people';
import { NotificationMail } from '../mail/notification-mail';
import { newSlotsMail } from '../mail/templates';

/**
 * A favourite star adds slots: their followers get a newSlotAvailableNotification, a Discord message when they
 * asked for it, and a marketing email unless they unsubscribed. One add of many slots is one notification.
 */
@Injectable()
export class NewSlotsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly people: People,
    private readonly notifier: Notifier,
    private readonly discord: DiscordDeliveries,
    private readonly mail: NotificationMail,
    private readonly links: WebLinks,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('new-slots', BookingEventSubjects.slotsAdded, (event, tx) =>
      this.announce(event.data, tx),
    );
  }

  async announce(added: SlotsAddedEvent, tx: Executor): Promise<AfterCommit | void> {
    if (added.slots.length === 0) return;
    const key = `slots:${added.slots[0].slotId}`;
    if (!(await firstFanOut(tx, key))) return;
    const star = await this.people.contact(added.streamerId);
    if (!star) return;
    const name = starName(star);
    const title = NotificationTitles.newSlots(name, added.slots.length, added.gigTitle);
    const url = AppPaths.gig(star.username, added.gigSlug);
    const slots = added.slots.map((slot) => ({
      _id: slot.slotId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
    }));
    const pushes: AfterCommit[] = [];
    for await (const followers of this.people.followersOf(added.streamerId)) {
      pushes.push(
        await this.notifier.notify(tx, followers, {
          dedupeKey: key,
          title,
          type: 'other',
          url,
          star,
          newSlots: { _gig_id: added.gigId, slots },
        }),
      );
      await this.discord.queueFor(
        tx,
        'favoriteCreatorSlots',
        followers,
        {
          content: title,
          embed: { title: added.gigTitle, url: this.links.absolute(url), thumbnailUrl: star.imageUrl },
        },
        key,
      );
      const contacts = await this.people.contacts(followers);
      const readers = [...contacts.values()].filter((contact) => !contact.marketingOptOut);
      await this.mail.queue(
        tx,
        key,
        readers.map((reader) => ({
          to: reader.email,
          content: newSlotsMail({
            fullName: reader.fullName,
            starName: name,
            gigTitle: added.gigTitle,
            slots: added.slots,
            url: this.links.absolute(url),
            unsubscribeUrl: reader.unsubscribeUrl,
          }),
        })),
      );
    }
    return allAfterCommit(pushes);
  }
}
