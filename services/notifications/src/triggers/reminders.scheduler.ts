import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { NotificationTitles } from '@lobby/contracts';
import {
  type AfterCommit,
  APP_CONFIG,
  CLOCK,
  type Clock,
  LOGGER,
  TransactionRunner,
} from '@lobby/service-kit';
import type { Logger } from 'pino';
import type { Executor } from '../db/database';
import { DiscordDeliveries } from '../discord/discord-deliveries';
import { AppPaths, starName, WebLinks } from '../fan-out/links';
import { allAfterCommit, Notifier } from '../fan-out/notifier';
import { People } from '../fan-out/people';
import { NotificationMail } from '../mail/notification-mail';
import { reminderMail } from '../mail/templates';
import type { NotificationsConfig } from '../notifications.config';
import { RemindersRepository, type ReminderRow } from './reminders.repository';

/** Reminders sent per transaction. */
const REMINDER_BATCH = 200;

/**
 * An hour before a booked session, its fan is reminded (in-app, email, and Discord when asked). Every replica
 * ticks; each due reminder is claimed under a row lock that others skip and marked sent in the same
 * transaction, so it goes out once however many replicas run.
 */
@Injectable()
export class RemindersScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reminders: RemindersRepository,
    @Inject(APP_CONFIG) private readonly config: NotificationsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly people: People,
    private readonly notifier: Notifier,
    private readonly mail: NotificationMail,
    private readonly discord: DiscordDeliveries,
    private readonly links: WebLinks,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.config.reminderTickMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Sends every reminder that is due; answers how many this replica sent. */
  async sendDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const { sent, afterCommit } = await this.transactions.run((tx) => this.sendBatch(tx));
      afterCommit();
      total += sent;
      if (sent < REMINDER_BATCH) return total;
    }
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.sendDue()
      .catch((error) => {
        this.logger.error({ err: error }, 'sending reminders failed; will retry');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
  }

  private async sendBatch(tx: Executor): Promise<{ sent: number; afterCommit: AfterCommit }> {
    const now = this.clock.now();
    const dueBefore = new Date(now.getTime() + this.config.reminderLeadMinutes * 60_000);
    const due = await this.reminders.claimDue(now, dueBefore, REMINDER_BATCH, tx);
    if (due.length === 0) return { sent: 0, afterCommit: () => undefined };
    const people = await this.people.contacts(
      due.flatMap((reminder) => [reminder.userId, reminder.streamerId]),
    );
    const pushes: AfterCommit[] = [];
    for (const reminder of due) pushes.push(await this.remind(tx, reminder, people));
    return { sent: due.length, afterCommit: allAfterCommit(pushes) };
  }

  private async remind(
    tx: Executor,
    reminder: ReminderRow,
    people: Awaited<ReturnType<People['contacts']>>,
  ): Promise<AfterCommit> {
    const fan = people.get(reminder.userId);
    const star = people.get(reminder.streamerId);
    const key = `reminder:${reminder.orderId}`;
    const title = NotificationTitles.reminder(reminder.gigTitle, starName(star));
    const url = AppPaths.fanBookings;
    const push = await this.notifier.notify(tx, [reminder.userId], {
      dedupeKey: key,
      title,
      type: 'other',
      url,
      star: star ?? null,
    });
    if (fan) {
      await this.mail.queue(tx, key, [
        {
          to: fan.email,
          content: reminderMail({
            fullName: fan.fullName,
            gigTitle: reminder.gigTitle,
            starName: starName(star),
            startsAt: reminder.startsAt.toISOString(),
            url: this.links.absolute(url),
          }),
        },
      ]);
    }
    await this.discord.queueFor(
      tx,
      'upcomingSlots',
      [reminder.userId],
      { content: title, embed: { title: reminder.gigTitle, url: this.links.absolute(url) } },
      key,
    );
    return push;
  }
}
