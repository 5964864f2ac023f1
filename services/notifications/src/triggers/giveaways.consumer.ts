import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { GiveawayEventSubjects, type GiveawayWinnerEvent } from '@lobby/contracts';
import {
  type AfterCommit,
  EVENT_BUS,
  type EventBus,
  escapeHtml,
  mailButton,
  mailLayout,
} from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { WebLinks } from '../fan-out/links';
import { Notifier } from '../fan-out/notifier';
import { People } from '../fan-out/people';
import { NotificationMail } from '../mail/notification-mail';

/** Where a winner lands: their profile (the giveaway's prize is arranged by the team by mail). */
const WINNER_PATH = '/profile';

export const giveawayWinnerTitle = (title: string) => `You won a giveaway: ${title}!`;

/** A fan is drawn a giveaway winner (booking's draw): they are told once in-app and by mail. */
@Injectable()
export class GiveawaysConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly people: People,
    private readonly notifier: Notifier,
    private readonly mail: NotificationMail,
    private readonly links: WebLinks,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('giveaway-winner', GiveawayEventSubjects.winnerDrawn, (event, tx) =>
      this.winner(event.data, tx),
    );
  }

  async winner(event: GiveawayWinnerEvent, tx: Executor): Promise<AfterCommit> {
    const key = `giveaway:${event.drawId}:${event.userId}`;
    const fan = await this.people.contact(event.userId);
    if (fan) {
      const title = giveawayWinnerTitle(event.title);
      const url = this.links.absolute(WINNER_PATH);
      await this.mail.queue(tx, key, [
        {
          to: fan.email,
          content: {
            subject: title,
            text: `Hi ${fan.fullName},\n\nYou were drawn a winner of "${event.title}". We will write to you about your prize soon.\n${url}\n`,
            html: mailLayout(
              title,
              `<p>Hi ${escapeHtml(fan.fullName)},</p><p>You were drawn a winner of <strong>${escapeHtml(event.title)}</strong>. We will write to you about your prize soon.</p>${mailButton(url, 'Open my profile')}`,
            ),
          },
        },
      ]);
    }
    return this.notifier.notify(tx, [event.userId], {
      dedupeKey: key,
      title: giveawayWinnerTitle(event.title),
      type: 'other',
      url: WINNER_PATH,
      star: null,
    });
  }
}
