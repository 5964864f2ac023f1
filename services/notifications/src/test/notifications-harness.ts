import type { ContactDto, RealtimeBatchPush, RealtimePush } from '@lobby/contracts';
import { REALTIME_PUSH_SUBJECT } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import {
  DomainEventPublisher,
  FakePeers,
  type MailCatcher,
  ServiceHarness,
  startMailCatcher,
  waitFor,
} from '@lobby/test-kit';
import { notificationsService } from '../notifications.definition';

/**
 * The notifications service for real (its own database and NATS, mail to a local SMTP catcher), with identity's
 * contacts and catalog's favourites faked on its NATS: people and followers are whatever a test puts here.
 * Events are published into the stream as other services' relays would.
 */
export class NotificationsHarness extends ServiceHarness {
  readonly peers = new FakePeers();
  readonly events = new DomainEventPublisher();
  readonly people = new Map<string, ContactDto>();
  readonly followers = new Map<string, string[]>();
  mail!: MailCatcher;
  pushes: (RealtimePush | RealtimeBatchPush)[] = [];

  private mailDown = false;

  /** `mailDownAtStart`: the SMTP server is down until `mailComesBack()` (the same address). */
  constructor(private readonly options: { mailDownAtStart?: boolean } = {}) {
    super(notificationsService, { WEB_URL: 'http://lobby.test', REMINDER_TICK_MS: '3600000' });
  }

  override async start(): Promise<this> {
    this.mail = await startMailCatcher();
    if (this.options.mailDownAtStart) {
      await this.mail.close();
      this.mailDown = true;
    }
    await super.start();
    await this.peers.start(this.nats.url);
    await this.events.start(this.nats.url);
    this.pushes = this.peers.listen(REALTIME_PUSH_SUBJECT) as typeof this.pushes;
    this.peers.answer('identity.contacts', ({ userIds }) =>
      userIds.flatMap((id) => (this.people.has(id) ? [this.people.get(id)!] : [])),
    );
    this.peers.answer('catalog.starFollowers', ({ starId, after, limit }) => {
      const all = [...(this.followers.get(starId) ?? [])].sort();
      return { userIds: all.filter((id) => after === undefined || id > after).slice(0, limit) };
    });
    await this.peers.flush();
    return this;
  }

  override async startService(extraEnv: Record<string, string> = {}): Promise<void> {
    await super.startService({ SMTP_URL: this.mail.smtpUrl, ...extraEnv });
  }

  /** The SMTP server starts again where it was. */
  async mailComesBack(): Promise<void> {
    this.mail = await startMailCatcher({ port: Number(new URL(this.mail.smtpUrl).port) });
    this.mailDown = false;
  }

  override async stop(): Promise<void> {
    await this.events.stop();
    await this.peers.stop();
    await super.stop();
    if (!this.mailDown) await this.mail?.close();
  }

  /** A person identity knows, with an address. */
  person(overrides: Partial<ContactDto> = {}): ContactDto {
    const userId = overrides.userId ?? newId();
    const username = overrides.username ?? `user_${userId.slice(-8)}`;
    const contact: ContactDto = {
      userId,
      email: `${username}@example.com`,
      fullName: username,
      username,
      imageUrl: null,
      marketingOptOut: false,
      unsubscribeUrl: `http://lobby.test/unsubscribe/${username}%40example.com?sig=abc`,
      ...overrides,
    };
    this.people.set(userId, contact);
    return contact;
  }

  /** `fans` favourited `starId`. */
  follow(starId: string, fans: string[]): void {
    this.followers.set(starId, [...(this.followers.get(starId) ?? []), ...fans]);
  }

  async notificationsOf(userId: string): Promise<{ title: string; dedupe_key: string; is_read: boolean }[]> {
    const { rows } = await this.db.query(
      'SELECT title, dedupe_key, is_read, url, type FROM notifications WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
    return rows;
  }

  /** Waits until `userId` has `count` notifications, then answers them. */
  async waitForNotifications(userId: string, count: number) {
    let rows: Awaited<ReturnType<NotificationsHarness['notificationsOf']>> = [];
    await waitFor(
      async () => {
        rows = await this.notificationsOf(userId);
        return rows.length >= count;
      },
      { what: `${count} notifications of ${userId}`, timeoutMs: 10_000, intervalMs: 50 },
    );
    return rows;
  }

  /** Every realtime item for `userId` so far (single pushes and batch items), with the event name. */
  pushesTo(userId: string): { event: string; data: unknown }[] {
    return this.pushes.flatMap((push) => {
      if ('batch' in push) {
        return push.batch
          .filter((item) => item.userId === userId)
          .map((item) => ({ event: push.event, data: item.data }));
      }
      return push.userId === userId ? [{ event: push.event, data: push.data }] : [];
    });
  }

  /** Waits until every event the service consumed so far has been handled (no pending consumer work). */
  async settled(consumer: string, eventIds: string[]): Promise<void> {
    await waitFor(
      async () => {
        const { rows } = await this.db.query(
          'SELECT count(*)::int AS n FROM kit_processed_events WHERE consumer = $1 AND event_id = ANY($2)',
          [`notifications-${consumer}`, eventIds],
        );
        return rows[0].n === new Set(eventIds).size;
      },
      { what: `${consumer} handled ${eventIds.length} events`, timeoutMs: 10_000, intervalMs: 50 },
    );
  }
}
