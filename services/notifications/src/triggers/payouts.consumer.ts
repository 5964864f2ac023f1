import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { NotificationTitles, type PayoutCompletedEvent, PayoutEventSubjects } from '@lobby/contracts';
import { type AfterCommit, EVENT_BUS, type EventBus } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { AppPaths, WebLinks } from '../fan-out/links';
import { Notifier } from '../fan-out/notifier';
import { People } from '../fan-out/people';
import { NotificationMail } from '../mail/notification-mail';
import { payoutMail } from '../mail/templates';

/** A payout is marked complete: its streamer is told in-app and by email. */
@Injectable()
export class PayoutsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly people: People,
    private readonly notifier: Notifier,
    private readonly mail: NotificationMail,
    private readonly links: WebLinks,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('payout-completed', PayoutEventSubjects.payoutCompleted, (event, tx) =>
      this.completed(event.data, tx),
    );
  }

  async completed(payout: PayoutCompletedEvent, tx: Executor): Promise<AfterCommit> {
    const key = `payout:${payout.payoutId}`;
    const url = AppPaths.streamerPayouts;
    const streamer = await this.people.contact(payout.streamerId);
    if (streamer) {
      await this.mail.queue(tx, key, [
        {
          to: streamer.email,
          content: payoutMail({
            fullName: streamer.fullName,
            amount: payout.amount,
            currency: payout.currency,
            orderCount: payout.orderCount,
            url: this.links.absolute(url),
          }),
        },
      ]);
    }
    return this.notifier.notify(tx, [payout.streamerId], {
      dedupeKey: key,
      title: NotificationTitles.payoutCompleted(payout.amount, payout.currency),
      type: 'other',
      url,
      star: null,
    });
  }
}
